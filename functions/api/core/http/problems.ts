// Every problem the API can answer with, each declared once: its status, title and the detail of
// one occurrence. What the caller can do and when it happens are documentation the function
// never sends, so they live with the build (build/resources/problem-docs.ts). A code never
// changes once published; its `type` URI is `problemType(base, code)`.
import { SLUG_MAX_LENGTH } from "../vocabulary.ts";
import { MCP_PATH } from "../site-paths.ts";

/** Who supplied a rejected value: REST callers send query parameters, MCP callers arguments. */
export type ValueSource = "query" | "argument";

/** The arguments of each code's detail. */
export interface ProblemArgs {
  INVALID_SLUG: { slug: string };
  INVALID_QUERY:
    | { source: ValueSource; name: string; value: string; allowed: readonly string[] }
    | { source: ValueSource; name: string; length: number; max: number };
  UNSUPPORTED_LANGUAGE: { source: ValueSource; value: string; served: readonly string[] };
  PROJECT_NOT_FOUND: { slug: string };
  NOT_FOUND: { path: string };
  METHOD_NOT_ALLOWED: { method: string; path: string; allowed: readonly string[] } | { eventStream: true };
  RESULT_TOO_LARGE: { bytes: number; max: number };
  MISDIRECTED_REQUEST: { host: string; served: readonly string[] };
  INTERNAL_ERROR: Record<string, never>;
}

export type ProblemCode = keyof ProblemArgs;

export interface ProblemDefinition<A> {
  status: number;
  title: string;
  /** The occurrence-specific sentence of the body. */
  detail(args: A): string;
}

/** A long value is cut in messages so a hostile request cannot make the answer huge. */
function shown(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

function label(source: ValueSource, name: string): string {
  return source === "query" ? `Query parameter '${name}'` : `Argument '${name}'`;
}

export const PROBLEM_CODES: { readonly [C in ProblemCode]: ProblemDefinition<ProblemArgs[C]> } = {
  INVALID_SLUG: {
    status: 400,
    title: "Invalid project slug",
    detail: ({ slug }) => `'${shown(slug, 70)}' is not a valid slug: use 1 to ${SLUG_MAX_LENGTH} lowercase letters, digits and single hyphens.`,
  },
  INVALID_QUERY: {
    status: 400,
    title: "Invalid query parameter",
    detail: (args) =>
      "allowed" in args
        ? `${label(args.source, args.name)} has the value '${shown(args.value, 40)}'; allowed values are ${args.allowed.join(", ")}.`
        : `${label(args.source, args.name)} is ${args.length} characters long; the maximum is ${args.max}.`,
  },
  UNSUPPORTED_LANGUAGE: {
    status: 400,
    title: "Unsupported language",
    detail: ({ source, value, served }) => `${label(source, "lang")} has the value '${shown(value, 40)}'; this portfolio is available in ${served.join(", ")}.`,
  },
  PROJECT_NOT_FOUND: {
    status: 404,
    title: "Project not found",
    detail: ({ slug }) => `No project has the slug '${slug}'.`,
  },
  NOT_FOUND: {
    status: 404,
    title: "Not found",
    detail: ({ path }) => `There is no endpoint at '${path}'.`,
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    title: "Method not allowed",
    detail: (args) =>
      "eventStream" in args
        ? `This MCP server offers no SSE stream: POST JSON-RPC messages to ${MCP_PATH} instead.`
        : `${shown(args.method, 20)} is not allowed on '${args.path}'; use ${args.allowed.join(", ")}.`,
  },
  RESULT_TOO_LARGE: {
    status: 422,
    title: "Result too large",
    detail: ({ bytes, max }) => `The answer would be ${bytes} bytes; a dynamic answer may be at most ${max} bytes. Narrow the search with more words, a lane or a tier.`,
  },
  MISDIRECTED_REQUEST: {
    // RFC 9110 §15.5.20: the server "is not able to produce a response" for this authority.
    status: 421,
    title: "Misdirected request",
    detail: ({ host, served }) => `This local preview answers only for ${served.join(", ")}; the request names the host '${shown(host, 60)}'.`,
  },
  INTERNAL_ERROR: {
    status: 500,
    title: "Internal server error",
    detail: () => "The server failed to answer this request.",
  },
};

/** Every code, in declaration order. */
export const PROBLEM_CODE_LIST = Object.keys(PROBLEM_CODES) as ProblemCode[];

/** `PROJECT_NOT_FOUND` → `project-not-found`, the last segment of the problem's type URI. */
export function problemSlug(code: ProblemCode): string {
  return code.toLowerCase().replaceAll("_", "-");
}

/** The problem's `type` URI: its documentation page on this deployment. */
export function problemType(baseUrl: string, code: ProblemCode): string {
  return `${baseUrl}/problems/${problemSlug(code)}`;
}
