// The engine's sections plus the two fixture sections (test/fixtures/sections/): fixture-papers
// (a `year` filter and `list_fixture_papers`) with content, and fixture-talks (a `year` filter
// and `get_fixture_talk`) with none, as a test builds and serves them without editing the lists.
// Their names are ones no recipe suggests, so they sit beside any section an owner added by
// docs/adding-a-resource.md (`publications`, `talks`) without two resources sharing a name,
// a tool or a template.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_KINDS, type ContentKind } from "../../build/content/kinds.ts";
import { sectionKindFor } from "../../build/content/content-kind.ts";
import { RESOURCE_LIST } from "../../functions/api/core/resource-list.ts";
import type { Resource } from "../../functions/api/core/resource.ts";
import { fixturePapersKind } from "../fixtures/sections/fixture-papers/kind.ts";
import { fixturePapers } from "../fixtures/sections/fixture-papers/resource.ts";
import { fixtureTalksKind } from "../fixtures/sections/fixture-talks/kind.ts";
import { fixtureTalks } from "../fixtures/sections/fixture-talks/resource.ts";
import { SAMPLE_CONTENT } from "./sample.ts";

/** The sections the owner added to the engine's resource list (none in the sample repository), by name. */
export const ADDED_SECTIONS: readonly string[] = RESOURCE_LIST.flatMap((resource) => (resource.section === undefined ? [] : [resource.name]));

/** Every content kind, the fixture sections' included. */
export const KINDS_WITH_SECTIONS: readonly ContentKind[] = [...CONTENT_KINDS, sectionKindFor("fixture-papers", fixturePapersKind), sectionKindFor("fixture-talks", fixtureTalksKind)];

/** Every resource, the fixture sections placed before the MCP endpoint as the recipe places them. */
export const RESOURCES_WITH_SECTIONS: readonly Resource[] = [...RESOURCE_LIST.filter((r) => r.name !== "mcp"), fixturePapers, fixtureTalks, ...RESOURCE_LIST.filter((r) => r.name === "mcp")];

/** `base` (the sample by default) with the fixture papers' files added and no fixture talks: a temporary folder. */
export async function contentWithSections(base = SAMPLE_CONTENT): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "portfolio-sections-"));
  await cp(base, dir, { recursive: true });
  await cp("test/fixtures/sections/fixture-papers/content", dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
