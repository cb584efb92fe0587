// Response objects of the OpenAPI document: a JSON answer, 304, a bodiless 202, and problem
// answers whose schema pins the status and code each operation can give.
import { PROBLEMS, problemType, type AnyProblemType } from "../../../functions/api/core/http/problems.ts";
import type { App } from "../../../functions/api/core/app.ts";
import { problemDocs } from "../problem-docs.ts";
import { JSON_TYPE, PROBLEM_TYPE } from "../../../functions/api/core/http/headers.ts";
import { formedWhy } from "../ask-core.ts";
import { responseHeaders } from "./openapi-headers.ts";
import { schemaRef } from "./openapi-schemas.ts";

/** A named example: a one-line summary and the value the core answered. */
export interface NamedExample {
  summary: string;
  value: unknown;
}

/** An OpenAPI 3.1 Response Object; its shape is left loose, as the document is checked whole against the spec. */
export type ResponseObject = Record<string, unknown>;

/** A JSON answer with its schema and examples; GET answers carry an ETag. */
export function jsonResponse(description: string, schema: string, examples: Record<string, NamedExample>, withEtag: boolean): ResponseObject {
  return {
    description,
    headers: withEtag ? responseHeaders("ETag") : responseHeaders(),
    // A detail with no item to show yet (an empty section) has no example; the schema still says what it will hold.
    content: { [JSON_TYPE]: { schema: schemaRef(schema), ...(Object.keys(examples).length > 0 ? { examples } : {}) } },
  };
}

/** 304 to a conditional GET: headers only. */
export function notModifiedResponse(): ResponseObject {
  return { description: "Not Modified: If-None-Match matched the current ETag. No body.", headers: responseHeaders("ETag") };
}

/** A bodiless answer such as 202. */
export function emptyResponse(description: string): ResponseObject {
  return { description, headers: responseHeaders() };
}

/**
 * A problem page's URL as code, not a link: Redoc draws a response's description inside the
 * button that opens it, and a link there is a control inside a control (WCAG 4.1.2; 62 of them
 * in the portal). The portal's errors table links every page.
 */
const pageCode = (url: string) => `\`${url}\``;

/**
 * The answer for one status that several problems share (400: INVALID_QUERY or
 * UNSUPPORTED_LANGUAGE): one schema allowing each code, and an example of each.
 */
export function problemsResponse(app: App, types: readonly AnyProblemType[], baseUrl: string, examples: readonly unknown[]): ResponseObject {
  const [first] = types;
  if (!first) throw new Error("A problem response needs at least one problem.");
  if (types.length === 1) return problemResponse(app, first, baseUrl, examples[0]);
  return {
    description: types.map((type) => `${type.title} (\`${type.code}\`): ${problemDocs(app, type).hint} See ${pageCode(problemType(baseUrl, type.code))}.`).join(" "),
    headers: responseHeaders(),
    content: {
      [PROBLEM_TYPE]: {
        schema: { allOf: [schemaRef("Problem"), { properties: { status: { const: first.status }, code: { enum: types.map((type) => type.code) } } }] },
        examples: Object.fromEntries(types.map((type, i) => [type.code, problemExampleObject(type, examples[i])])),
      },
    },
  };
}

/** A problem answer for one problem type, with the problem page as further reading. */
export function problemResponse(app: App, type: AnyProblemType, baseUrl: string, example: unknown, why?: string): ResponseObject {
  const page = problemType(baseUrl, type.code);
  return {
    description: `${type.title} (\`${type.code}\`)${why ? `: ${why}` : ""}. ${problemDocs(app, type).hint} See ${pageCode(page)}.`,
    headers: type.code === PROBLEMS.METHOD_NOT_ALLOWED.code ? responseHeaders("Allow") : responseHeaders(),
    content: {
      [PROBLEM_TYPE]: {
        // RFC 9457 §3.1: `status` equals the HTTP status; `code` is the one this answer can carry.
        schema: { allOf: [schemaRef("Problem"), { properties: { status: { const: type.status }, code: { const: type.code } } }] },
        examples: { [type.code]: problemExampleObject(type, example) },
      },
    },
  };
}

/** A problem's Example Object; a body formed rather than answered says so in its description. */
function problemExampleObject(type: AnyProblemType, value: unknown): Record<string, unknown> {
  const why = formedWhy(value);
  return { summary: type.title, ...(why === undefined ? {} : { description: why }), value };
}
