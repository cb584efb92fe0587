// A core over the same index and route table whose every route throws: the one honest way to
// show what the API answers when it fails. Its 500s go through the same catch and exit as a
// real bug's, so each operation's INTERNAL_ERROR example carries that operation's own request
// and instance.
import { createApp, type App } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";

const failing = new WeakSet<App>();
// One per core: the document asks it once per operation.
const made = new WeakMap<App, App>();

/** The thrown error names itself, so nobody mistakes it for a bug if it is ever logged. */
function fail(): never {
  throw new Error("forced failure: the API reference shows the answer to an internal error");
}

/** `app` (a core for `index`) with every route's answer replaced by a throw; its table, not the default one. */
export function failingCore(app: App, index: PortfolioIndex): App {
  let failed = made.get(app);
  if (!failed) {
    failed = createApp(index, { routes: () => app.routes.map((route) => ({ ...route, answer: fail })) });
    failing.add(failed);
    made.set(app, failed);
  }
  return failed;
}

/** True for a core made by failingCore: its answers are recorded as forced failures. */
export function isFailingCore(app: App): boolean {
  return failing.has(app);
}
