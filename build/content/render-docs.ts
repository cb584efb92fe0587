// The files under docs/ generated from the content schemas, keyed by repository path; both
// `npm run docs` and the freshness test use this one list.
import { renderContentReference } from "./content-reference.ts";
import { COMMITTED_SCHEMAS_DIR, renderContentSchemas } from "../resources/content-json-schemas.ts";

/** Repository path → text. */
export function renderDocs(): Map<string, string> {
  const files = new Map<string, string>([["docs/content-reference.md", renderContentReference()]]);
  for (const [file, text] of renderContentSchemas()) files.set(`${COMMITTED_SCHEMAS_DIR}/${file}`, text);
  return files;
}
