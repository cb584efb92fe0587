// A trailing slash names the same resource (`/api/v1/projects/` is `/api/v1/projects`): the
// core drops one, and Netlify's rules match a path with or without it, so the CDN serves the
// same file. A 308 to the path without the slash cannot be given on the CDN: Netlify matches
// rules with and without the slash alike, so a rule from one to the other would match its own
// target (docs/api-decisions.md, "Trailing slashes"). So the document declares each spelling:
// the path with a slash has the same operations, whose responses refer to the ones without it
// (so no answer is written twice), under their own operation ids.

type Paths = Record<string, Record<string, unknown>>;
type Operation = { operationId: string; responses: Record<string, unknown>; requestBody?: unknown } & Record<string, unknown>;

/**
 * `/api/v1/projects/{slug}` → `~1api~1v1~1projects~1%7Bslug%7D`: a JSON Pointer token (RFC 6901:
 * `~` as `~0`, `/` as `~1`) percent-encoded for a URI fragment (§6), as `$ref` is a URI.
 */
function pointerToken(text: string): string {
  return encodeURIComponent(text.replaceAll("~", "~0").replaceAll("/", "~1"));
}

/** The operation at `path`/ for the one at `path`: its request body and each response a reference to the original's. */
function withSlash(path: string, method: string, operation: Operation): Operation {
  const { operationId, responses, requestBody, description: _description, ...rest } = operation;
  const at = `#/paths/${pointerToken(path)}/${method}`;
  return {
    ...rest,
    operationId: `${operationId}WithTrailingSlash`,
    description: `\`${path}/\` names the same resource as \`${path}\`, and answers the same: see \`${operationId}\`.`,
    ...(requestBody === undefined ? {} : { requestBody: { $ref: `${at}/requestBody` } }),
    responses: Object.fromEntries(Object.keys(responses).map((status) => [status, { $ref: `${at}/responses/${pointerToken(status)}` }])),
  };
}

/** Each path, then the same path with a trailing slash. */
export function withTrailingSlashes(paths: Paths): Paths {
  return Object.fromEntries(
    Object.entries(paths).flatMap(([path, item]) => {
      if (path.endsWith("/")) return [[path, item]];
      const slashed = Object.fromEntries(Object.entries(item).map(([method, op]) => [method, withSlash(path, method, op as Operation)]));
      return [
        [path, item],
        [`${path}/`, slashed],
      ];
    }),
  );
}
