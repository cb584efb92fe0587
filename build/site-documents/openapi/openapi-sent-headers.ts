// The headers of each documented response, taken from what the core really sent for its
// examples: Content-Language where the project views send it, Vary where the MCP GET does,
// Allow on a 405, the deprecation trio on a deprecated path. A header the core starts sending
// is declared wherever it occurs, or the build fails until the document can describe it.
import type { Provenance } from "../ask-core.ts";
import { documentExamples } from "./openapi-examples.ts";
import { buildComponentHeaders, DESCRIBED_HEADERS, FUNCTION_MARK_HEADER, headerComponentName, headerRef } from "./openapi-headers.ts";

/** Framing, not API: OpenAPI ignores a declared Content-Type, and lengths are per answer. */
const NOT_DECLARED = new Set(["content-type", "content-length"]);

type Responses = Record<string, { headers?: Record<string, unknown> }>;

/** Set each response's headers from its examples' answers; a 304 has its 200's headers. */
export function declareSentHeaders(paths: Record<string, Record<string, unknown>>): void {
  const answers = new Map<string, Provenance[]>();
  for (const example of documentExamples(paths)) {
    if (example.place === "request" || example.provenance === undefined) continue;
    const key = `${example.method} ${example.path} ${example.place}`;
    answers.set(key, [...(answers.get(key) ?? []), example.provenance]);
  }
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const responses = (op as { responses: Responses }).responses;
      for (const [status, response] of Object.entries(responses)) {
        const sent = answers.get(`${method} ${path} ${status}`);
        if (sent) response.headers = headersOf(sent, `${method.toUpperCase()} ${path} ${status}`);
      }
      // The core's 304 keeps every header of the 200 but Content-Type (http/to-response.ts).
      const ok = responses["200"];
      const notModified = responses["304"];
      if (ok?.headers && notModified) notModified.headers = { ...ok.headers };
    }
  }
}

/** The headers block for answers that share a response: required where every one sent it. */
function headersOf(answers: readonly Provenance[], where: string): Record<string, unknown> {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    for (const sent of answer.headerNames) {
      if (NOT_DECLARED.has(sent)) continue;
      const name = headerComponentName(sent);
      if (name === undefined) throw new Error(`${where}: the core sends ${sent}, which components.headers does not describe (build/site-documents/openapi/openapi-headers.ts)`);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const components = buildComponentHeaders();
  const names = [...counts.keys()].sort((a, b) => DESCRIBED_HEADERS.indexOf(a) - DESCRIBED_HEADERS.indexOf(b));
  // The examples are the build's answers, which carry no function mark: it is declared on every response.
  return { ...Object.fromEntries(names.map((name) => [name, counts.get(name) === answers.length ? headerRef(name) : { ...components[name], required: false }])), ...FUNCTION_MARK_HEADER };
}
