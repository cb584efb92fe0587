// Every problem the API can answer with, in one place. A code never changes once published;
// its `type` URI is `<base>/problems/<code in kebab-case>`, which the developer portal documents.

export interface ProblemCodeInfo {
  status: number;
  title: string;
  /** What the caller can do about it; shown on the problem's documentation page. */
  hint: string;
}

export const PROBLEM_CODES = {
  INVALID_SLUG: {
    status: 400,
    title: "Invalid project slug",
    hint: "A slug is 1 to 64 characters of lowercase letters a-z, digits and single hyphens between them, such as `my-project`.",
  },
  INVALID_QUERY: {
    status: 400,
    title: "Invalid query parameter",
    hint: "`lane` takes builder, client, localization or ai-tools; `tier` takes featured, supporting or archive; `q` is at most 200 characters.",
  },
  PROJECT_NOT_FOUND: {
    status: 404,
    title: "Project not found",
    hint: "List the projects with GET /api/v1/projects and use one of their `slug` values.",
  },
  NOT_FOUND: {
    status: 404,
    title: "Not found",
    hint: "Check the path against the API reference; every endpoint lives under /api/v1/, except /api/health and /api/mcp.",
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    title: "Method not allowed",
    hint: "The REST API is read-only: use GET or HEAD (POST only on /api/mcp). The Allow header lists what the path accepts.",
  },
  INTERNAL_ERROR: {
    status: 500,
    title: "Internal server error",
    hint: "Nothing in the request caused this. Try again later.",
  },
} as const satisfies Record<string, ProblemCodeInfo>;

export type ProblemCode = keyof typeof PROBLEM_CODES;

/** `PROJECT_NOT_FOUND` → `project-not-found`, the last segment of the problem's type URI. */
export function problemSlug(code: ProblemCode): string {
  return code.toLowerCase().replaceAll("_", "-");
}
