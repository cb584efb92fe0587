// On a case-insensitive disk (macOS and Windows by default) a stat of `OPENAPI.JSON` finds
// `openapi.json`; Netlify's CDN and the core are case-sensitive, so the preview checks a found
// file's spelling against the names its folders hold (build/preview/static-files.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStaticFiles, isCaseInsensitive, spelledAsOnDisk } from "../build/preview/static-files.ts";

let root = "";
let dist = "";
const listing = (dir: string) => {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return null;
  }
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "preview-case-"));
  dist = path.join(root, "site");
  await mkdir(path.join(dist, "api", "v1"), { recursive: true });
  await writeFile(path.join(dist, "api", "v1", "profile.json"), "{}\n");
  await writeFile(path.join(dist, "openapi.json"), "{}\n");
  await writeFile(path.join(root, "Probe-Case"), "");
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("a static file's spelling", () => {
  it("is found out from the disk itself: whether another case of a name finds the same file", async () => {
    const other = await stat(path.join(root, "pROBE-cASE")).catch(() => null);
    expect(isCaseInsensitive(path.join(root, "Probe-Case"))).toBe(other !== null);
  });

  it("is checked segment by segment against each folder's names", () => {
    expect(spelledAsOnDisk(dist, path.join("api", "v1", "profile.json"), listing)).toBe(true);
    expect(spelledAsOnDisk(dist, path.join("API", "v1", "profile.json"), listing)).toBe(false);
    expect(spelledAsOnDisk(dist, path.join("api", "v1", "PROFILE.json"), listing)).toBe(false);
    expect(spelledAsOnDisk(dist, "OPENAPI.JSON", listing)).toBe(false);
  });

  it.each([true, undefined])("serves only the exact name, told the disk is case-insensitive (%s) or finding it out", (caseInsensitive) => {
    // Told nothing, the preview asks the disk, which on macOS or Windows finds other cases too.
    const files = createStaticFiles(dist, caseInsensitive === undefined ? {} : { caseInsensitive });
    try {
      expect(files.find("/openapi.json").kind).toBe("file");
      expect(files.find("/api/v1/profile.json").kind).toBe("file");
      expect(files.hasFile("/api/v1/profile.json")).toBe(true);
      for (const other of ["/OPENAPI.JSON", "/OpenAPI.json", "/API/v1/profile.json", "/api/V1/Profile.json"]) {
        expect(files.find(other).kind).toBe("missing");
        expect(files.hasFile(other)).toBe(false);
      }
    } finally {
      files.close();
    }
  });
});
