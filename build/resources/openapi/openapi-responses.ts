// Response objects of the OpenAPI document: a JSON answer, 304, a bodiless 202, and problem
// answers whose schema pins the status and code each operation can give.
import { PROBLEM_CODES, problemType, type ProblemCode } from "../../../functions/api/core/http/problems.ts";
import { PROBLEM_DOCS } from "../problem-docs.ts";
import { JSON_TYPE, PROBLEM_TYPE } from "../../../functions/api/core/http/headers.ts";
import { formedWhy } from "../ask-core.ts";
import { responseHeaders } from "./openapi-headers.ts";
import { schemaRef } from "./openapi-schemas.ts";

/** A named example: a one-line summary and the value the core answered. */
export interface NamedExample {
  summary: string;
  value: unknown;
}

export type ResponseObject = Record<string, unknown>;

/** A JSON answer with its schema and examples; GET answers carry an ETag. */
export function jsonResponse(description: string, schema: string, examples: Record<string, NamedExample>, withEtag: boolean): ResponseObject {
  return {
    description,
    headers: withEtag ? responseHeaders("ETag") : responseHeaders(),
    content: { [JSON_TYPE]: { schema: schemaRef(schema), examples } },
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
 * The answer for one status that several codes share (400: INVALID_QUERY or
 * UNSUPPORTED_LANGUAGE): one schema allowing each code, and an example of each.
 */
export function problemsResponse(codes: readonly ProblemCode[], baseUrl: string, examples: readonly unknown[]): ResponseObject {
  const [first] = codes;
  if (codes.length === 1 && first) return problemResponse(first, baseUrl, examples[0]);
  const status = PROBLEM_CODES[codes[0]!].status;
  return {
    description: codes.map((code) => `${PROBLEM_CODES[code].title} (\`${code}\`): ${PROBLEM_DOCS[code].hint} See ${problemType(baseUrl, code)}.`).join(" "),
    headers: responseHeaders(),
    content: {
      [PROBLEM_TYPE]: {
        schema: { allOf: [schemaRef("Problem"), { properties: { status: { const: status }, code: { enum: [...codes] } } }] },
        examples: Object.fromEntries(codes.map((code, i) => [code, problemExampleObject(code, examples[i])])),
      },
    },
  };
}

/** A problem answer for one code, with the problem page as further reading. */
export function problemResponse(code: ProblemCode, baseUrl: string, example: unknown, why?: string): ResponseObject {
  const info = PROBLEM_CODES[code];
  const page = problemType(baseUrl, code);
  return {
    description: `${info.title} (\`${code}\`)${why ? `: ${why}` : ""}. ${PROBLEM_DOCS[code].hint} See ${page}.`,
    headers: code === "METHOD_NOT_ALLOWED" ? responseHeaders("Allow") : responseHeaders(),
    content: {
      [PROBLEM_TYPE]: {
        // RFC 9457 §3.1: `status` equals the HTTP status; `code` is the one this answer can carry.
        schema: { allOf: [schemaRef("Problem"), { properties: { status: { const: info.status }, code: { const: code } } }] },
        examples: { [code]: problemExampleObject(code, example) },
      },
    },
  };
}

/** A problem's Example Object; a body formed rather than answered says so in its description. */
function problemExampleObject(code: ProblemCode, value: unknown): Record<string, unknown> {
  const why = formedWhy(value);
  return { summary: PROBLEM_CODES[code].title, ...(why === undefined ? {} : { description: why }), value };
}
