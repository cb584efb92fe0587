// A URL field a content kind declares with zod's own URL type (`z.url()`, `z.httpUrl()`,
// `z.string().url()`) or marks `format: "uri"` by hand: the content reference and the editor
// schema call it an absolute http(s) URL, while `z.url()` accepts `javascript:alert(1)` and
// every other scheme. So every kind's schema is searched for them, and each one found stops the
// build, naming the field and the one URL field to use: httpUrlField() (url-field.ts).
import { z } from "zod";
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { isHttpUrlField } from "./url-field.ts";
import { placeOf, type ContentKind } from "./kinds.ts";

interface Node {
  _zod: { def: Record<string, unknown> };
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && "_zod" in value;

/** A problem for each URL field of each kind that httpUrlField() did not make. */
export function foreignUrlFieldProblems(label: string, kinds: readonly ContentKind[]): ContentProblem[] {
  return kinds.flatMap((kind) =>
    findForeignUrlFields(kind.schema).map((at) =>
      contentProblem(
        `${label}/${placeOf(kind)}`,
        at,
        `the '${kind.id}' kind declares it with zod's URL type, which accepts javascript: and every other scheme, yet the content reference calls it an http(s) URL`,
        `declare it with httpUrlField() from build/content/url-field.ts; see "URL fields" in docs/adding-a-resource.md`,
      ),
    ),
  );
}

/** The field paths (`url`, `links.live`, `talks[].url`) of URL fields in `schema` that httpUrlField() did not make. */
export function findForeignUrlFields(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<Node>();
  const visit = (node: Node, at: string): void => {
    if (seen.has(node) || isHttpUrlField(node)) return;
    seen.add(node);
    if (declaresUrl(node)) {
      found.push(at);
      return;
    }
    const def = node._zod.def;
    if (def["type"] === "lazy" && typeof def["getter"] === "function") visit((def["getter"] as () => Node)(), at);
    for (const [key, value] of Object.entries(def)) {
      if (key === "shape" && typeof value === "object" && value !== null) {
        for (const [name, field] of Object.entries(value)) if (isNode(field)) visit(field, at === "" ? name : `${at}.${name}`);
      } else if (key === "element" && isNode(value)) visit(value, `${at}[]`);
      else if (isNode(value)) visit(value, at);
      else if (Array.isArray(value) && key !== "checks") for (const option of value) if (isNode(option)) visit(option, at);
    }
  };
  visit(schema as unknown as Node, "");
  // One field reached twice (a z.lazy() getter makes a new schema on each call) is one problem.
  return [...new Set(found)];
}

/** zod's URL type, its `.url()` check, or a hand-written `format: "uri"` (which the docs render as an http(s) URL). */
function declaresUrl(node: Node): boolean {
  const def = node._zod.def;
  const checks = Array.isArray(def["checks"]) ? (def["checks"] as Node[]) : [];
  const isUrl = (at: Node) => at._zod.def["type"] === "string" && at._zod.def["format"] === "url";
  return isUrl(node) || checks.some(isUrl) || z.globalRegistry.get(node as unknown as z.ZodType)?.["format"] === "uri";
}
