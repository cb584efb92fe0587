// The browser tests unpack Chromium once into the shared temporary folder and run it from there
// later: a folder there is trusted only when this user owns it and no one else may write to it,
// or another user could plant a "chromium" for this one (root included) to run.
import { afterEach, describe, expect, it } from "vitest";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ownFolder } from "./support/browser.ts";

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
    await expect(ownFolder(dir)).rejects.toThrow(/belongs to another user or others may write to it; remove it, or point TMPDIR at a folder of your own/);
  });
});
