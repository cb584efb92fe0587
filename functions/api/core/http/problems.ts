// Every problem the API can answer with, each declared once: its status, title, the detail of
// one occurrence, what the caller can do, and when it happens (the problem page's text). A code
// never changes once published; its `type` URI is `problemType(base, code)`.
import { SLUG_MAX_LENGTH } from "../vocabulary.ts";
import { Q_MAX_LENGTH } from "../limits.ts";
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
  /** What the caller can do about it. */
  hint: string;
  /** When it happens, for the problem's documentation page. */
  when: string;
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
    hint: `A slug is 1 to ${SLUG_MAX_LENGTH} characters of lowercase letters a-z, digits and single hyphens between them, such as \`my-project\`.`,
    when: `The slug in /api/v1/projects/{slug} is malformed: uppercase letters, underscores, dots, spaces, percent-escapes, or more than ${SLUG_MAX_LENGTH} characters. It is checked as received, before any decoding.`,
  },
  INVALID_QUERY: {
    status: 400,
    title: "Invalid query parameter",
    detail: (args) =>
      "allowed" in args
        ? `${label(args.source, args.name)} has the value '${shown(args.value, 40)}'; allowed values are ${args.allowed.join(", ")}.`
        : `${label(args.source, args.name)} is ${args.length} characters long; the maximum is ${args.max}.`,
    // The filters declare their values and limits (resources/projects/filters.ts); the
    // detail quotes them, so the hint does not repeat them.
    hint: "Use a value the detail lists, or a shorter `q`; the API reference lists every parameter with the values it takes.",
    when: `A query parameter of GET /api/v1/projects has a value the API does not take: a lane or tier outside the listed values (they are case-sensitive), or a q longer than ${Q_MAX_LENGTH} characters.`,
  },
  UNSUPPORTED_LANGUAGE: {
    status: 400,
    title: "Unsupported language",
    detail: ({ source, value, served }) => `${label(source, "lang")} has the value '${shown(value, 40)}'; this portfolio is available in ${served.join(", ")}.`,
    hint: "Use one of the languages the error lists (the site's own `translations`, plus en); leave `lang` out for English.",
    when: "The `lang` parameter of a project list or project detail names a language this portfolio has no translations for. It is case-sensitive; an empty value counts as absent.",
  },
  PROJECT_NOT_FOUND: {
    status: 404,
    title: "Project not found",
    detail: ({ slug }) => `No project has the slug '${slug}'.`,
    hint: "List the projects with GET /api/v1/projects and use one of their `slug` values.",
    when: "The slug is well-formed, but no project has it.",
  },
  NOT_FOUND: {
    status: 404,
    title: "Not found",
    detail: ({ path }) => `There is no endpoint at '${path}'.`,
    hint: `Check the path against the API reference; every endpoint lives under /api/v1/, except /api/health and ${MCP_PATH}.`,
    when: "Nothing exists at this path under /api/. Unknown paths outside the API are the site's ordinary 404.",
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    title: "Method not allowed",
    detail: (args) =>
      "eventStream" in args
        ? `This MCP server offers no SSE stream: POST JSON-RPC messages to ${MCP_PATH} instead.`
        : `${shown(args.method, 20)} is not allowed on '${args.path}'; use ${args.allowed.join(", ")}.`,
    hint: `The REST API is read-only: use GET or HEAD (POST only on ${MCP_PATH}). The Allow header lists what the path accepts.`,
    when: `The path exists but does not take this method. The REST API is read-only; only ${MCP_PATH} takes POST, and a GET there that accepts only an event stream is refused because the server offers none.`,
  },
  RESULT_TOO_LARGE: {
    status: 422,
    title: "Result too large",
    detail: ({ bytes, max }) => `The answer would be ${bytes} bytes; a dynamic answer may be at most ${max} bytes. Narrow the search with more words, a lane or a tier.`,
    hint: "Add search words or a lane or tier filter. Unfiltered lists are static files and have no such limit.",
    when: "A dynamic answer (a search, or a list the function computes) would be larger than the hosting platform lets a function answer. Static answers are never refused.",
  },
  MISDIRECTED_REQUEST: {
    // RFC 9110 §15.5.20: the server "is not able to produce a response" for this authority.
    status: 421,
    title: "Misdirected request",
    detail: ({ host, served }) => `This local preview answers only for ${served.join(", ")}; the request names the host '${shown(host, 60)}'.`,
    hint: "Use the address the preview printed when it started (http://localhost:<port>). A web page under another name that reaches this machine is refused on purpose.",
    when: "Only the local preview (npm start, npm run dev) answers with it: a request whose Host is not this machine (localhost, 127.0.0.1, [::1]) is refused, so a web page cannot reach the preview by pointing its own domain name at 127.0.0.1 (DNS rebinding). The deployed site answers every host.",
  },
  INTERNAL_ERROR: {
    status: 500,
    title: "Internal server error",
    detail: () => "The server failed to answer this request.",
    hint: "Nothing in the request caused this. Try again later.",
    when: "The server failed while answering. The body says nothing about internals.",
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
