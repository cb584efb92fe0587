// Problem types, each declared once: its code, status, title and the detail of one occurrence.
// The ones here belong to the API as a whole; each collection declares its own two (an invalid
// slug, an unknown one: collection/item-problems.ts), named in its own noun. What the caller can
// do and when it happens are documentation the function never sends, so they live with the
// build (build/site-documents/problem-docs.ts). A code never changes once published; its `type` URI
// is `problemType(base, code)`. The one problem only the local preview answers with is declared
// beside these, in preview-problems.ts, which the functions never import.
import { casedHint, listedValues } from "../listed-values.ts";

/** Who supplied a rejected value: REST callers send query parameters, MCP callers arguments. */
export type ValueSource = "query" | "argument";

/** A kind of problem. `A` is what one occurrence's detail is made from. */
export interface ProblemType<A = never> {
  /** Upper snake case; published, so never changed. */
  code: string;
  status: number;
  /** The same for every occurrence (RFC 9457 §3.1.3). */
  title: string;
  /** The occurrence-specific sentence of the body. */
  detail(args: A): string;
}

/** Any problem type, whatever its detail takes: what lists and documents handle (method parameters are bivariant). */
export type AnyProblemType = ProblemType<never>;

/**
 * A long value is cut in messages so a hostile request cannot make the answer huge; never
 * between the two halves of a character (an emoji), which would leave a lone surrogate that
 * strict JSON readers and UTF-8 encoders refuse.
 */
export function shown(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max).replace(/[\ud800-\udbff]$/, "")}…` : value;
}

function label(source: ValueSource, name: string): string {
  return source === "query" ? `Query parameter '${name}'` : `Argument '${name}'`;
}

/** `a, b or c`. */
export function joinWithOr(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** Declare a problem type; `A` types its detail's arguments. */
export function define<A>(type: ProblemType<A>): ProblemType<A> {
  return type;
}

/** The first narrowing hint of a list with a search (list-request.ts): the problem then says "search". */
export const MORE_WORDS = "more words";

/** The problems every route of the deployed core may share, in the order the documents list them. */
export const PROBLEMS = {
  INVALID_QUERY: define<
    | { source: ValueSource; name: string; value: string; allowed: readonly string[] }
    | { source: ValueSource; name: string; length: number; max: number }
  >({
    code: "INVALID_QUERY",
    status: 400,
    title: "Invalid query parameter",
    detail: (args) =>
      "allowed" in args
        ? `${label(args.source, args.name)} has the value '${shown(args.value, 40)}'; ${args.allowed.length > 0 ? `allowed values are ${listedValues(args.allowed)}${casedHint(args.value, args.allowed)}` : "no value is allowed yet, as there is nothing to filter"}.`
        : `${label(args.source, args.name)} is ${args.length} characters long; the maximum is ${args.max}.`,
  }),
  UNSUPPORTED_LANGUAGE: define<{ source: ValueSource; value: string; served: readonly string[] }>({
    code: "UNSUPPORTED_LANGUAGE",
    status: 400,
    title: "Unsupported language",
    // Tags match exactly (as the CDN's rules do): `pt-br` is told the spelling it means, and
    // `de` (what a browser or an agent sends) the served tags of its language, `de-CH`.
    detail: ({ source, value, served }) => `${label(source, "lang")} has the value '${shown(value, 40)}'; this portfolio is available in ${served.join(", ")}${casedHint(value, served) || sameLanguage(value, served)}.`,
  }),
  NOT_FOUND: define<{ path: string }>({
    code: "NOT_FOUND",
    status: 404,
    title: "Not found",
    detail: ({ path }) => `There is no endpoint at '${path}'.`,
  }),
  // `instead`: a resource's own words for a refusal the method alone does not explain (the MCP
  // endpoint's GET that asks for an event stream), so this layer names no resource.
  METHOD_NOT_ALLOWED: define<{ method: string; path: string; allowed: readonly string[] } | { instead: string }>({
    code: "METHOD_NOT_ALLOWED",
    status: 405,
    title: "Method not allowed",
    detail: (args) => ("instead" in args ? args.instead : `${shown(args.method, 20)} is not allowed on '${args.path}'; use ${args.allowed.join(", ")}.`),
  }),
  RESULT_TOO_LARGE: define<{ bytes: number; max: number; narrowing?: readonly string[] }>({
    code: "RESULT_TOO_LARGE",
    status: 422,
    title: "Result too large",
    detail: ({ bytes, max, narrowing }) =>
      `The answer would be ${bytes} bytes; a dynamic answer may be at most ${max} bytes. ${narrowing && narrowing.length > 0 ? `Narrow the ${narrowing[0] === MORE_WORDS ? "search" : "list"} with ${joinWithOr(narrowing)}.` : "Narrow the request."}`,
  }),
  INTERNAL_ERROR: define<Record<string, never>>({
    code: "INTERNAL_ERROR",
    status: 500,
    title: "Internal server error",
    detail: () => "The server failed to answer this request.",
  }),
} as const;

/** `PROJECT_NOT_FOUND` → `project-not-found`, the last segment of the problem's type URI. */
export function problemSlug(code: string): string {
  return code.toLowerCase().replaceAll("_", "-");
}

/** The problem's `type` URI: its documentation page on this deployment. */
export function problemType(baseUrl: string, code: string): string {
  return `${baseUrl}/problems/${problemSlug(code)}`;
}

/**
 * Every problem type, in the order the documents list them: by status, a collection's own before
 * the shared ones of the same status.
 */
export function orderProblems(types: readonly AnyProblemType[]): AnyProblemType[] {
  const unique = [...new Map(types.map((type) => [type.code, type])).values()];
  return unique.map((type, i) => [type, i] as const).sort(([a, i], [b, j]) => a.status - b.status || i - j).map(([type]) => type);
}

/** ` (did you mean 'de-CH'?)` for `de`: the served tags of the value's language, else "". */
function sameLanguage(value: string, served: readonly string[]): string {
  const near = served.filter((tag) => tag.split("-")[0] === value.split(/[-_]/)[0]!.toLowerCase());
  return near[0] ? ` (did you mean '${near.join("' or '")}'?)` : "";
}
