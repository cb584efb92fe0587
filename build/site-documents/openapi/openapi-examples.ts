// Every example of the document with the request that produced it. The builders embed the
// core's parsed answers; ask-core.ts remembers each one's request, so the document can be
// checked at build time (no example without a request) and replayed by a test.
import { formedWhy, provenanceOf, type Provenance } from "../ask-core.ts";

/** One example of the document, where it sits, and where it came from. */
export interface DocumentExample {
  /** JSON Pointer into the document, for messages. */
  pointer: string;
  path: string;
  method: string;
  /** "request" for a request-body example, else the response's status. */
  place: string;
  name: string;
  value: unknown;
  /** The request whose answer (or, for a request-body example, whose body) this is. */
  provenance: Provenance | undefined;
  /** Why the example was formed instead, for the one kind no request can produce. */
  formed: string | undefined;
}

type Media = { examples?: Record<string, { value?: unknown }> };
type Operation = { requestBody?: { content?: Record<string, Media> }; responses?: Record<string, { content?: Record<string, Media> }> };

/** RFC 6901: `~` and `/` escaped in a pointer token. */
const token = (text: string) => text.replaceAll("~", "~0").replaceAll("/", "~1");

/** Every example under `paths`, request bodies first, then responses by status. */
export function documentExamples(paths: Record<string, Record<string, unknown>>): DocumentExample[] {
  const out: DocumentExample[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as Operation;
      const media: Array<[string, string, Media]> = [
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => ["request", `requestBody/content/${token(type)}`, m] as [string, string, Media]),
        ...Object.entries(op.responses ?? {}).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(([type, m]) => [status, `responses/${status}/content/${token(type)}`, m] as [string, string, Media]),
        ),
      ];
      for (const [place, where, { examples }] of media) {
        for (const [name, example] of Object.entries(examples ?? {})) {
          out.push({
            pointer: `/paths/${token(path)}/${method}/${where}/examples/${token(name)}`,
            path,
            method,
            place,
            name,
            value: example.value,
            provenance: provenanceOf(example.value),
            formed: formedWhy(example.value),
          });
        }
      }
    }
  }
  return out;
}

/** Fail the build on an example that is neither a recorded answer nor a formed body that says why. */
export function checkExamplesAnswered(paths: Record<string, Record<string, unknown>>): void {
  const unanswered = documentExamples(paths).filter((e) => e.provenance === undefined && e.formed === undefined);
  if (unanswered.length > 0) {
    throw new Error(`OpenAPI examples that no request to the core produced:\n${unanswered.map((e) => `  ${e.pointer}`).join("\n")}`);
  }
}
