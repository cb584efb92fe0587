// The engine's sections plus the two fixture sections (test/fixtures/sections/): publications
// (a `year` filter and `list_publications`) with content, and talks (a `year` filter and
// `get_talk`) with none, as a test builds and serves them without editing the lists.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_KINDS, type ContentKind } from "../../build/content/kinds.ts";
import { sectionKindFor } from "../../build/content/content-kind.ts";
import { RESOURCE_LIST } from "../../functions/api/core/resource-list.ts";
import type { Resource } from "../../functions/api/core/resource.ts";
import { publicationsKind } from "../fixtures/sections/publications/kind.ts";
import { publications } from "../fixtures/sections/publications/resource.ts";
import { talksKind } from "../fixtures/sections/talks/kind.ts";
import { talks } from "../fixtures/sections/talks/resource.ts";
import { SAMPLE_CONTENT } from "./sample.ts";

/** Every content kind, the fixture sections' included. */
export const KINDS_WITH_SECTIONS: readonly ContentKind[] = [...CONTENT_KINDS, sectionKindFor("publications", publicationsKind), sectionKindFor("talks", talksKind)];

/** Every resource, the fixture sections placed before the MCP endpoint as the recipe places them. */
export const RESOURCES_WITH_SECTIONS: readonly Resource[] = [...RESOURCE_LIST.filter((r) => r.name !== "mcp"), publications, talks, ...RESOURCE_LIST.filter((r) => r.name === "mcp")];

/** `base` (the sample by default) with the publications' files added and no talks: a temporary folder. */
export async function contentWithSections(base = SAMPLE_CONTENT): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "portfolio-sections-"));
  await cp(base, dir, { recursive: true });
  await cp("test/fixtures/sections/publications/content", dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
