// The bench's hostile skills.json is what the budget says it is: valid content just under the
// 1 MB file limit, so the bench measures a build, not a refusal.
import { describe, expect, it } from "vitest";
import { SkillsContentSchema } from "../build/content/content-schemas.ts";
import { findForbiddenCharacters } from "../build/content/control-characters.ts";
import { findDuplicateKeys } from "../build/content/duplicate-keys.ts";
import { MAX_FILE_BYTES } from "../build/content/read-json-file.ts";
import { hostileSkillsJson } from "../bench/hostile-skills.ts";

describe("the bench's hostile skills.json", () => {
  it("is valid content within 2 KB of the file limit", () => {
    const json = hostileSkillsJson();
    const bytes = Buffer.byteLength(json);
    expect(bytes).toBeLessThanOrEqual(MAX_FILE_BYTES);
    expect(bytes).toBeGreaterThan(MAX_FILE_BYTES - 2048);
    const value: unknown = JSON.parse(json);
    expect(findDuplicateKeys(json).total).toBe(0);
    expect(findForbiddenCharacters(value)).toEqual([]);
    expect(SkillsContentSchema.safeParse(value).success).toBe(true);
  });
});
