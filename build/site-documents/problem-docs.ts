// What each problem's documentation says beyond the answer itself: what the caller can do
// (`hint`) and when it happens (`when`), for the problem pages, the portal and the OpenAPI
// descriptions. The function never sends this prose, so it lives here rather than in the core's
// problems.ts, out of the function's bundle (docs/performance.md); the mapped type makes a new
// shared problem without its documentation a type error, and a collection's own two problems
// are documented in its own noun.
import type { App } from "../../functions/api/core/app.ts";
import type { AnyProblemType } from "../../functions/api/core/http/problems.ts";
import type { SiteProblemCode } from "../../functions/api/core/http/preview-problems.ts";
import { collectionProblem, type CollectionProblem } from "../../functions/api/core/collection/collection-docs.ts";
import { SLUG_MAX_LENGTH } from "../../functions/api/core/limits.ts";
import { Q_MAX_LENGTH } from "../../functions/api/core/limits.ts";
import { MCP_PATH, REST_PREFIX } from "../../functions/api/core/site-paths.ts";
import { LEGACY_HEALTH_PATH } from "../../functions/api/core/resources/resource-paths.ts";

/** The documentation of one problem beyond what its answer says. */
export interface ProblemDocs {
  /** What the caller can do about it. */
  hint: string;
  /** When it happens, for the problem's documentation page. */
  when: string;
}

const SHARED_DOCS: { readonly [C in SiteProblemCode]: ProblemDocs } = {
  INVALID_QUERY: {
    // The filters declare their values and limits (collection/filter.ts); the detail quotes
    // them, so the hint does not repeat them.
    // Said for every list's 400, so it names no parameter a list may lack (a section without `q`).
    hint: "Use a value the detail lists, or a value no longer than the maximum it gives; the API reference lists every parameter with the values it takes.",
    when: `A query parameter of a list has a value the list does not take: a value outside the parameter's listed values (they are case-sensitive), or a q longer than ${Q_MAX_LENGTH} characters.`,
  },
  UNSUPPORTED_LANGUAGE: {
    hint: "Use one of the languages the error lists (the site's own `translations`, plus en); leave `lang` out for English.",
    when: "The `lang` parameter of a translated list or detail names a language this portfolio has no translations for. It is case-sensitive; an empty value counts as absent.",
  },
  NOT_FOUND: {
    hint: `Check the path against the API reference; every endpoint lives under ${REST_PREFIX}, except ${LEGACY_HEALTH_PATH} and ${MCP_PATH}.`,
    when: "Nothing exists at this path under /api/. Unknown paths outside the API are the site's ordinary 404.",
  },
  METHOD_NOT_ALLOWED: {
    hint: `The REST API is read-only: use GET or HEAD (POST only on ${MCP_PATH}). The Allow header lists what the path accepts.`,
    when: `The path exists but does not take this method. The REST API is read-only; only ${MCP_PATH} takes POST, and a GET there that accepts only an event stream is refused because the server offers none.`,
  },
  RESULT_TOO_LARGE: {
    hint: "Narrow the list as the detail says: with a filter, or more words where the list has a search. Unfiltered lists are static files and have no such limit.",
    when: "A dynamic answer (a search, or a list the function computes) would be larger than the hosting platform lets a function answer. Static answers are never refused.",
  },
  MISDIRECTED_REQUEST: {
    hint: "Use the address the preview printed when it started (http://localhost:<port>). A web page under another name that reaches this machine is refused on purpose.",
    when: "Only the local preview (npm start, npm run dev) answers with it: a request whose Host is not this machine (localhost, 127.0.0.1, [::1]) is refused, so a web page cannot reach the preview by pointing its own domain name at 127.0.0.1 (DNS rebinding). The deployed site answers every host.",
  },
  INTERNAL_ERROR: {
    hint: "Nothing in the request caused this. Try again later.",
    when: "The server failed while answering. The body says nothing about internals.",
  },
};

/** A collection's own problem, documented in its noun. */
function resourceProblemDocs(problem: CollectionProblem): ProblemDocs {
  const { noun, listPath, detailPattern } = problem;
  return problem.kind === "invalid-slug"
    ? {
        hint: `A slug is 1 to ${SLUG_MAX_LENGTH} characters of lowercase letters a-z, digits and single hyphens between them, such as \`my-${noun.one.replace(/[^a-z0-9]+/g, "-")}\`.`,
        when: `The slug in ${detailPattern} is malformed: uppercase letters, underscores, dots, spaces, percent-escapes, or more than ${SLUG_MAX_LENGTH} characters. It is checked as received, before any decoding.`,
      }
    : {
        hint: `List the ${noun.many} with GET ${listPath} and use one of their \`slug\` values.`,
        when: `The slug is well-formed, but no ${noun.one} has it.`,
      };
}

/** The documentation of any problem the app answers with. */
export function problemDocs(app: App, type: AnyProblemType): ProblemDocs {
  const own = collectionProblem(app.resources, type);
  if (own) return resourceProblemDocs(own);
  if (!Object.hasOwn(SHARED_DOCS, type.code)) throw new Error(`The problem ${type.code} has no documentation: add it to build/site-documents/problem-docs.ts.`);
  return SHARED_DOCS[type.code as SiteProblemCode];
}
