// The index docs/mcp.md's generated blocks are read off: the engine's sample portfolio (the one
// the tests use), built like a deployment's, with the owner's identity replaced by placeholders.
// Descriptions that name the person read `{name}` and URIs start with `{base}`, so `npm run docs`
// gives the same text for every owner and no owner's name or URL is written into the engine's docs.
import { loadContent } from "../content/load-content.ts";
import { makeIndex } from "../make-index.ts";
import { RESOURCE_LIST } from "../../functions/api/core/resource-list.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import type { Resource } from "../../functions/api/core/resource.ts";

/** The sample portfolio the lists are read off. */
const DOC_CONTENT = "test/fixtures/content/sample";

/** What the generated text shows in place of a deployment's own values. */
const PLACEHOLDERS = { base: "{base}", service: "{service}", name: "{name}", title: "{title}" } as const;

/** The sample's index with placeholders for the base URL, the service identifier and the person. */
export async function docIndex(resources: readonly Resource[] = RESOURCE_LIST): Promise<PortfolioIndex> {
  const loaded = await loadContent(DOC_CONTENT);
  if (!loaded.ok) throw new Error(`${DOC_CONTENT} does not load: ${JSON.stringify(loaded.problems)}`);
  const { content } = loaded;
  // Past validation, on purpose: the placeholders are no valid slug or URL, and only text is made from them.
  const anyone = {
    ...content,
    site: { ...content.site, service: PLACEHOLDERS.service },
    profile: { ...content.profile, name: PLACEHOLDERS.name, title: PLACEHOLDERS.title },
  };
  return makeIndex(anyone, { baseUrl: PLACEHOLDERS.base, builtAt: "2026-01-01T00:00:00.000Z" }, undefined, resources);
}
