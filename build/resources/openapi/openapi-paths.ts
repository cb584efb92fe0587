// The finishing passes every path goes through: each example must be a recorded answer of
// the core (or a formed body that says why), each response declares the headers its answers
// carried, and each GET gets its HEAD.
import { checkExamplesAnswered } from "./openapi-examples.ts";
import { withHeadOperations } from "./openapi-head.ts";
import { declareSentHeaders } from "./openapi-sent-headers.ts";

type Paths = Record<string, Record<string, unknown>>;

/** The document's `paths`: the parts merged, checked, their headers declared, HEAD added. */
export function finishPaths(...parts: Paths[]): Paths {
  const paths: Paths = Object.assign({}, ...parts);
  checkExamplesAnswered(paths);
  declareSentHeaders(paths);
  return withHeadOperations(paths);
}
