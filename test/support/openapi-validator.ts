// Check an HTTP answer against dist/openapi.json's description of it: the operation must
// exist, the status must be documented, and the body must match that status's schema (ajv,
// JSON Schema 2020-12). Shared by the resources tests and the routing parity table.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { buildOpenApiDocument, type OpenApiDocument } from "../../build/site-documents/openapi/openapi.ts";
import { PROBLEMS } from "../../functions/api/core/http/problems.ts";
import { sampleIndex } from "./sample.ts";

type Json = Record<string, unknown>;
type ResponseObject = { content?: Record<string, { schema: Json }> };

let documentPromise: Promise<OpenApiDocument> | undefined;
const compiled = new Map<unknown, ValidateFunction>();
const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
addFormats.default(ajv);

/** The document the sample content builds (base URL https://portfolio.test), made once. */
export function sampleOpenApiDocument(): Promise<OpenApiDocument> {
  documentPromise ??= sampleIndex().then(buildOpenApiDocument);
  return documentPromise;
}

/** A validator for `schema`, whose `#/components/schemas/…` refs point into `doc`. */
export function schemaValidator(doc: OpenApiDocument, schema: unknown): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    // components.schemas become $defs of each compiled schema, so ajv resolves every $ref.
    const text = JSON.stringify({ ...(schema as Json), $defs: doc.components["schemas"] }).replaceAll('"#/components/schemas/', '"#/$defs/');
    validate = ajv.compile(JSON.parse(text));
    compiled.set(schema, validate);
  }
  return validate;
}

/** Errors of `value` against `schema`, one line each; empty when it is valid. */
export function schemaErrors(doc: OpenApiDocument, schema: unknown, value: unknown): string[] {
  const validate = schemaValidator(doc, schema);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message ?? "is invalid"}`);
}

/**
 * `value`, or what its local `$ref` points at (RFC 6901 tokens, percent-decoded as in a URI
 * fragment), followed until it is no reference: a trailing slash's responses refer to the
 * operation's without one.
 */
function resolved<T>(doc: OpenApiDocument, value: unknown, depth = 0): T | undefined {
  if (value === undefined || depth > 8) return undefined;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return value as T;
  let target: unknown = doc;
  for (const token of ref.slice(2).split("/")) {
    const key = decodeURIComponent(token).replaceAll("~1", "/").replaceAll("~0", "~");
    target = target !== null && typeof target === "object" && Object.hasOwn(target, key) ? (target as Record<string, unknown>)[key] : undefined;
  }
  return resolved<T>(doc, target, depth + 1);
}

/** The documented path template (`/api/v1/projects/{slug}`, or its `…/{slug}/` spelling) that `path` matches, if any. */
export function matchPath(doc: OpenApiDocument, path: string): string | undefined {
  // Exact: the document declares each spelling with a trailing slash as a path of its own, so
  // `/api/v1/projects//` (an empty slug) is not the list's `/api/v1/projects/`.
  const bare = path.split("?")[0] ?? path;
  const found = Object.keys(doc.paths).find((template) => new RegExp(`^${template.replaceAll(".", "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`).test(bare));
  // An escaped slash in a path no template takes is a slash when that makes a literal path, as
  // the CDN's rules and the core read it (api-decisions.md).
  return found ?? (/%2f/i.test(bare) ? Object.keys(doc.paths).find((template) => template === bare.replace(/%2f/gi, "/")) : undefined);
}

/**
 * Every way the answer departs from the document; empty when it conforms. `path` may carry a
 * query string; `body` is the text as received ("" for none). HEAD has its own operations, with
 * no content. Answers the document cannot describe — an unknown path (404), a method a path does
 * not take (405) and a CORS preflight (204) — are checked against the problem rules instead.
 */
export async function validateAgainstOpenApi(
  method: string,
  path: string,
  status: number,
  contentType: string | null,
  body: string,
  document?: OpenApiDocument,
): Promise<string[]> {
  const doc = document ?? (await sampleOpenApiDocument());
  const where = `${method} ${path} → ${status}`;
  const template = matchPath(doc, path);
  const verb = method.toLowerCase();
  // Own keys only: a method named `constructor` must not find Object.prototype's.
  const operation = template && Object.hasOwn(doc.paths[template] ?? {}, verb) ? (doc.paths[template]?.[verb] as { responses: Record<string, ResponseObject> }) : undefined;
  if (!operation) return undocumentedAnswer(doc, where, { method, path, status, contentType, body });
  const response = resolved<ResponseObject>(doc, operation.responses[String(status)]);
  if (!response) return [`${where}: status ${status} is not documented for ${verb.toUpperCase()} ${template}`];
  if (!response.content || method.toUpperCase() === "HEAD" || status === 304) {
    return body === "" ? [] : [`${where}: expected no body, got ${body.length} characters`];
  }
  const mediaType = contentType?.split(";")[0]?.trim() ?? "";
  const media = response.content[mediaType];
  if (!media) return [`${where}: content type '${contentType}' is not documented (expected ${Object.keys(response.content).join(" or ")})`];
  return bodyErrors(doc, where, media.schema, body);
}

function bodyErrors(doc: OpenApiDocument, where: string, schema: unknown, body: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return [`${where}: the body is not JSON`];
  }
  return schemaErrors(doc, schema, value).map((error) => `${where}: ${error}`);
}

interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: string;
}

function undocumentedAnswer(doc: OpenApiDocument, where: string, { method, path, status, contentType, body }: Answer): string[] {
  if (method.toUpperCase() === "OPTIONS" && status === 204) return body === "" ? [] : [`${where}: a preflight has no body`];
  const expected = status === 404 ? "NOT_FOUND" : status === 405 ? "METHOD_NOT_ALLOWED" : status === 500 ? "INTERNAL_ERROR" : undefined;
  if (!expected) return [`${where}: no operation documents ${method} ${path}`];
  if (contentType !== "application/problem+json") return [`${where}: expected application/problem+json, got '${contentType}'`];
  if (method.toUpperCase() === "HEAD") return body === "" ? [] : [`${where}: expected no body`];
  const problem = { allOf: [{ $ref: "#/components/schemas/Problem" }, { properties: { status: { const: PROBLEMS[expected].status }, code: { const: expected } } }] };
  return bodyErrors(doc, where, problem, body);
}

/**
 * Headers of the connection or of the server of static files (the preview, like the CDN,
 * offers ranges of a file), and the preview's own: no API document describes them.
 */
const TRANSPORT_HEADERS = new Set(["content-type", "content-length", "date", "connection", "keep-alive", "transfer-encoding", "accept-ranges", "x-preview-route"]);

type HeaderObject = { $ref?: string; required?: boolean; schema?: Json };

/**
 * Every way the headers of an answer depart from its documented response: a header sent but
 * not declared, a required one missing, or a value its schema refuses. Empty when they conform.
 */
export async function headerErrors(method: string, path: string, status: number, headers: Headers, document?: OpenApiDocument): Promise<string[]> {
  const doc = document ?? (await sampleOpenApiDocument());
  const where = `${method} ${path} → ${status}`;
  const template = matchPath(doc, path);
  const verb = method.toLowerCase();
  const operation = template && Object.hasOwn(doc.paths[template] ?? {}, verb) ? (doc.paths[template]?.[verb] as { responses: Record<string, { headers?: Record<string, HeaderObject> }> }) : undefined;
  const response = resolved<{ headers?: Record<string, HeaderObject> }>(doc, operation?.responses[String(status)]);
  if (!response) return [`${where}: no documented response`];
  const components = (doc.components["headers"] ?? {}) as Record<string, HeaderObject>;
  const declared = new Map(
    Object.entries(response.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header.$ref ? components[header.$ref.split("/").at(-1) ?? ""] ?? {} : header] as const),
  );
  const errors: string[] = [];
  for (const [name, value] of headers) {
    if (TRANSPORT_HEADERS.has(name)) continue;
    const header = declared.get(name);
    if (!header) {
      errors.push(`${where}: header ${name} is sent but not declared`);
      continue;
    }
    errors.push(...schemaErrors(doc, header.schema ?? {}, value).map((error) => `${where}: header ${name}${error.replace("(body)", "")}`));
  }
  for (const [name, header] of declared) {
    if (header.required && !headers.has(name)) errors.push(`${where}: required header ${name} is missing`);
  }
  return errors;
}
