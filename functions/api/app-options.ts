// How the Netlify functions make their core (api.ts), and so how `npm start` and `npm run dev`
// make theirs: the same limit on an answer's size, the same mark on every answer, the same log
// of a core bug. A preview that made its core another way would answer what a deploy refuses.
import type { AppOptions } from "./core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "./core/limits.ts";

/**
 * The options every function's core is made with. A core bug is logged with its stack, so a 500
 * shows up in Netlify's function log (and in the preview's terminal). Every answer says it came
 * from the function (FUNCTION_MARK), which no static file does.
 */
export const FUNCTION_APP_OPTIONS = {
  onError: (error: unknown) => console.error(error),
  maxAnswerBytes: FUNCTION_ANSWER_MAX_BYTES,
  function: true,
} as const satisfies AppOptions;
