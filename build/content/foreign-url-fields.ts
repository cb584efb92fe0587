// A URL field a content kind declares with zod's own URL type (`z.url()`, `z.httpUrl()`,
// `z.string().url()`) or marks `format: "uri"` by hand: the content reference and the editor
// schema call it an absolute http(s) URL and describe httpUrlField()'s rule, while `z.url()`
// accepts `javascript:alert(1)` and every other scheme, `z.httpUrl()` keeps a user name and
// password and whatever a URL parser would respell, and a hand-made mark checks nothing. So
// every kind's schema is searched for them, and each one found stops the build, naming the
// field, why (each way its own reason), and the one URL field to use: httpUrlField().
import { z } from "zod";
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { isHttpUrlField } from "./url-field.ts";
import { placeOf, type ContentKind } from "./kinds.ts";

interface Node {
  _zod: { def: Record<string, unknown> };
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && "_zod" in value;

/** How a foreign URL field was declared: each is wrong for its own reason. */
type Declared = "any-scheme" | "http" | "marked";

const WHY: Record<Declared, string> = {
  "any-scheme": "declares it with zod's URL type, which accepts javascript: and every other scheme",
  http: "declares it with zod's http(s) URL type (z.httpUrl()), which keeps a user name and password and whatever a URL parser would spell otherwise, as written",
  marked: 'marks it format: "uri" by hand, which checks nothing',
};

/** A problem for each URL field of each kind that httpUrlField() did not make. */
export function checkUrlFields(label: string, kinds: readonly ContentKind[]): ContentProblem[] {
  return kinds.flatMap((kind) =>
    foreignUrlFields(kind.schema).map(({ at, declared }) =>
      contentProblem(
        `${label}/${placeOf(kind)}`,
        at,
        `the '${kind.id}' kind ${WHY[declared]}, yet the content reference calls it an http(s) URL checked by httpUrlField()'s rule`,
        `declare it with httpUrlField() from build/content/url-field.ts; see "URL fields" in docs/adding-a-resource.md`,
      ),
    ),
  );
}

/** The field paths (`url`, `links.live`, `talks[].url`) of URL fields in `schema` that httpUrlField() did not make. */
export function findForeignUrlFields(schema: z.ZodType): string[] {
  return foreignUrlFields(schema).map(({ at }) => at);
}

function foreignUrlFields(schema: z.ZodType): { at: string; declared: Declared }[] {
  const found = new Map<string, Declared>();
  const seen = new Set<Node>();
  const visit = (node: Node, at: string): void => {
    if (seen.has(node) || isHttpUrlField(node)) return;
    seen.add(node);
    const declared = declaredUrl(node);
    if (declared) {
      if (!found.has(at)) found.set(at, declared);
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
  return [...found].map(([at, declared]) => ({ at, declared }));
}

/**
 * zod's URL type or its `.url()` check (`http` when its protocol pattern refuses other schemes,
 * as z.httpUrl()'s does), or a hand-written `format: "uri"` (which the docs render as an
 * http(s) URL); undefined for anything else.
 */
function declaredUrl(node: Node): Declared | undefined {
  const def = node._zod.def;
  const checks = Array.isArray(def["checks"]) ? (def["checks"] as Node[]) : [];
  const url = [node, ...checks].find((at) => at._zod.def["type"] === "string" && at._zod.def["format"] === "url");
  if (url) {
    const protocol = url._zod.def["protocol"];
    return protocol instanceof RegExp && !protocol.test("javascript") && protocol.test("https") ? "http" : "any-scheme";
  }
  return z.globalRegistry.get(node as unknown as z.ZodType)?.["format"] === "uri" ? "marked" : undefined;
}
