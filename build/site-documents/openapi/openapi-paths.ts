// The finishing passes every path goes through: each example must be a recorded answer of
// the core (or a formed body that says why), each response declares the headers its answers
// carried, each GET gets its HEAD, and each path its spelling with a trailing slash.
import { checkExamplesAnswered } from "./openapi-examples.ts";
import { withHeadOperations } from "./openapi-head.ts";
import { declareSentHeaders } from "./openapi-sent-headers.ts";
import { withTrailingSlashes } from "./openapi-trailing-slash.ts";

type Paths = Record<string, Record<string, unknown>>;

/** The document's `paths`: the parts merged, checked, their headers declared, HEAD added, each also with a trailing slash. */
export function finishPaths(...parts: Paths[]): Paths {
  const paths: Paths = Object.assign({}, ...parts);
  checkExamplesAnswered(paths);
  declareSentHeaders(paths);
  return withTrailingSlashes(withHeadOperations(paths));
}
