// The problem only the local preview answers with (build/preview/start-preview.ts): declared in
// the core like the others, so its code, wording and page have one source, but in a module of
// its own that the functions never import, so its words add nothing to their bundles.
import { define, PROBLEMS, shown, type AnyProblemType } from "./problems.ts";

/** The problems only the local preview answers with. */
export const PREVIEW_PROBLEMS = {
  MISDIRECTED_REQUEST: define<{ host: string; served: readonly string[] }>({
    // RFC 9110 §15.5.20: the server "is not able to produce a response" for this authority.
    code: "MISDIRECTED_REQUEST",
    status: 421,
    title: "Misdirected request",
    detail: ({ host, served }) => `This local preview answers only for ${served.join(", ")}; the request names the host '${shown(host, 60)}'.`,
  }),
} as const;

/** The code of a problem shared by every route, deployed or in the preview. */
export type SiteProblemCode = keyof typeof PROBLEMS | keyof typeof PREVIEW_PROBLEMS;

/** Every shared problem type the site documents: the deployed core's, then the preview's. */
export const SITE_PROBLEMS: readonly AnyProblemType[] = [...Object.values(PROBLEMS), ...Object.values(PREVIEW_PROBLEMS)];
