// HEAD operations, made from the GET operations: HEAD answers whatever GET answers, with the
// same status and headers and no body (http/to-response.ts), so the document derives each one
// and the two cannot drift apart. Without them a validating proxy refuses every HEAD.
type Operation = Record<string, unknown> & { operationId: string; summary: string; responses: Record<string, Record<string, unknown>> };

/** `getProfile` → `headProfile`, `listProjects` → `headProjects`; another name gets a `head` prefix. */
function headOperationId(getId: string): string {
  const rest = /^(get|list)([A-Z].*)$/.exec(getId)?.[2] ?? `${getId.charAt(0).toUpperCase()}${getId.slice(1)}`;
  return `head${rest}`;
}

/** The HEAD operation of a GET: same parameters, statuses and headers; no content. */
function headOf(get: Operation): Operation {
  const { operationId, summary, description: _description, responses, ...rest } = get;
  const bodiless = Object.fromEntries(
    Object.entries(responses).map(([status, { content: _content, ...response }]) => [status, response]),
  );
  return {
    ...rest,
    operationId: headOperationId(operationId),
    summary: `${summary}: headers only`,
    description: `The answer of \`${operationId}\` without its body: the same status and headers, ETag included, so a client can check for a change without downloading.`,
    responses: bodiless,
  };
}

/** Every path item with a GET gets its HEAD, placed right after it. */
export function withHeadOperations(paths: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).flatMap(([method, op]) => (method === "get" ? [[method, op], ["head", headOf(op as Operation)]] : [[method, op]]))),
    ]),
  );
}
