// The browser tests unpack Chromium (and its fonts and libraries) once into the shared temporary
// folder and run it from there later: a folder there is trusted only when this user owns it, no
// one else may write to it and it is no link, or another user could plant a "chromium" or a
// library for this one (root included) to run (test/support/packaged-chromium.ts).
import { afterEach, describe, expect, it } from "vitest";
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ownFolder, packageRoot, tarEntries, unpackFolder } from "./support/packaged-chromium.ts";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { brotliDecompressSync } from "node:zlib";

let work: string | undefined;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe("the folder Chromium is unpacked into", () => {
  it("is made this user's alone, and trusted again when it still is", async () => {
    work = await mkdtemp(path.join(tmpdir(), "portfolio-browser-folder-"));
    const dir = path.join(work, "chromium");
    await ownFolder(dir);
    await expect(ownFolder(dir)).resolves.toBeUndefined();
  });

  it("is refused, with what to do, when others may write to it", async () => {
    work = await mkdtemp(path.join(tmpdir(), "portfolio-browser-folder-"));
    const dir = path.join(work, "chromium");
    await ownFolder(dir);
    await chmod(dir, 0o777);
    await expect(ownFolder(dir)).rejects.toThrow(/is a link, or belongs to another user, or others may write to it; remove it, or point TMPDIR at a folder of your own/);
  });

  it("is refused when it is a link, even to a folder of this user's alone (the link could be swapped after the check)", async () => {
    work = await mkdtemp(path.join(tmpdir(), "portfolio-browser-folder-"));
    const real = path.join(work, "real");
    await ownFolder(real);
    const link = path.join(work, "chromium");
    await symlink(real, link);
    await expect(ownFolder(link)).rejects.toThrow(/is a link/);
  });
});

/** One tar header (ustar, as the package's archives are) for `name`, with `data` after it. */
function tarEntry(name: string, type: string, data = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, "utf8");
  header.write("0000644\0", 100);
  header.write(`${data.length.toString(8).padStart(11, "0")}\0`, 124);
  header.write(type, 156);
  header.write("ustar\0", 257);
  return Buffer.concat([header, data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
}

describe("the archives unpacked beside it (the package's libraries and fonts)", () => {
  it("are read as folders and files: the package's own hold the libraries and Open Sans", async () => {
    const bin = path.join(packageRoot(createRequire(import.meta.url).resolve("@sparticuz/chromium")), "bin");
    const names = async (archive: string) => tarEntries(brotliDecompressSync(await readFile(path.join(bin, archive)))).map((entry) => entry.name);
    expect(await names("al2023.tar.br")).toEqual(expect.arrayContaining(["lib/libnss3.so", "lib/libnspr4.so", "lib/libexpat.so.1"]));
    expect(await names("fonts.tar.br")).toEqual(expect.arrayContaining(["fonts", "fonts/Open_Sans/OpenSans-Regular.ttf"]));
  });

  it("replaces a folder already there that others may write to, and what was planted in it", async () => {
    work = await mkdtemp(path.join(tmpdir(), "portfolio-browser-folder-"));
    const parent = path.join(work, "chromium");
    await ownFolder(parent);
    const fonts = path.join(parent, "fonts");
    await mkdir(fonts);
    await chmod(fonts, 0o777);
    await writeFile(path.join(fonts, "planted.ttf"), "x");
    const archive = path.join(packageRoot(createRequire(import.meta.url).resolve("@sparticuz/chromium")), "bin", "fonts.tar.br");
    expect(await unpackFolder(archive, "fonts", parent)).toBe(fonts);
    expect(await readdir(fonts)).toEqual(["Open_Sans"]);
    expect((await lstat(fonts)).mode & 0o022).toBe(0);
    // And nothing of the unpacking left beside it.
    expect((await readdir(parent)).sort()).toEqual(["fonts"]);
  });

  it("refuses an archive cut off or with an unreadable size", () => {
    const whole = Buffer.concat([tarEntry("lib/a.so", "0", Buffer.from("x".repeat(600))), Buffer.alloc(1024)]);
    expect(() => tarEntries(whole.subarray(0, 700))).toThrow("the archive's 'lib/a.so' is cut off");
    expect(() => tarEntries(whole.subarray(0, 1536))).toThrow("the archive ends before its end blocks: it is cut off");
    const unreadable = Buffer.from(whole);
    unreadable.write("zz", 124);
    expect(() => tarEntries(unreadable)).toThrow("the archive's entry 'lib/a.so' has no readable size");
  });

  it("refuses a name that would leave the folder, and an entry that is neither a folder nor a file", () => {
    const end = Buffer.alloc(1024);
    expect(tarEntries(Buffer.concat([tarEntry("lib/", "5"), tarEntry("lib/a.so", "0", Buffer.from("x")), end])).map((entry) => [entry.name, entry.data?.toString()])).toEqual([["lib", undefined], ["lib/a.so", "x"]]);
    expect(() => tarEntries(Buffer.concat([tarEntry("lib/../../evil", "0"), end]))).toThrow("the archive names 'lib/../../evil', outside the folder it is unpacked into");
    expect(() => tarEntries(Buffer.concat([tarEntry("/etc/evil", "0"), end]))).toThrow("outside the folder");
    expect(() => tarEntries(Buffer.concat([tarEntry("lib/link", "2"), end]))).toThrow("the archive's 'lib/link' is of tar type '2', neither a folder nor a file");
  });
});
