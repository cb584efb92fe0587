// One contract, two sides (h3's describeMatrix): `describeTwin` runs the same rows against the
// core in-process (createApp(index).handle) and over HTTP through the local preview, which
// routes like Netlify to a static file or the site's function. The preview's site is built
// for the core's base URL and build time, so both sides must give the same bytes. After every
// row, the error spy of each side must have seen nothing.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect } from "vitest";
import { createApp } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { coreErrorSpy, functionLogSpy, type ErrorSpy } from "./error-spy.ts";
import { buildSiteFolder, Cleanup, useSite } from "./preview-harness.ts";
import { BASE_URL, BUILT_AT, sampleIndex, type Answer } from "./sample.ts";
import { rawRequest } from "./raw-request.ts";

/** Where a row sends its requests. */
export interface Target {
  side: "core" | "http";
  /** The index the side answers from (the sample, built for BASE_URL at BUILT_AT). */
  index: PortfolioIndex;
  /** Send a request for `target` (path and query) and get the raw response. */
  fetch(target: string, init?: RequestInit): Promise<Response>;
  /** Send it exactly as given, Host header included (node:http over HTTP; fetch would replace Host). */
  raw(target: string, init?: RequestInit): Promise<Response>;
  /** The same, read whole. */
  call(target: string, init?: RequestInit): Promise<Answer>;
  /** The text of a file of the site the build writes for this side's index (`api/_static/…`). */
  builtFile(file: string): Promise<string>;
  /** What the side's error spy saw since the last look (the twin checks it after each row). */
  errors: ErrorSpy;
}

/** Run `suite` once against the core and once over HTTP through the preview. */
export function describeTwin(title: string, suite: (target: () => Target) => void): void {
  describe(`${title} [core]`, () => {
    let target: Target | undefined;
    // The core has no files: a row that asks for one gets a build of the same index, made once.
    const cleanup = new Cleanup();
    let built: Promise<string> | undefined;
    beforeAll(async () => {
      const index = await sampleIndex();
      const spy = coreErrorSpy();
      const app = createApp(index, { onError: spy.onError });
      target = withCall({
        side: "core",
        index,
        errors: spy,
        fetch: (target, init) => app.handle(new Request(BASE_URL + target, init)),
        raw: (target, init) => app.handle(new Request(BASE_URL + target, init)),
        async builtFile(file) {
          built ??= buildSiteFolder(BASE_URL, { builtAt: BUILT_AT }, cleanup).then((site) => site.distDir);
          return readFile(path.join(await built, file), "utf8");
        },
      });
    });
    afterEach(() => expectNoErrors(target));
    afterAll(() => cleanup.run());
    suite(() => started(target));
  });

  describe(`${title} [HTTP through the preview]`, () => {
    const site = useSite({ baseUrl: BASE_URL, builtAt: BUILT_AT });
    const spy = functionLogSpy();
    let target: Target | undefined;
    beforeAll(() => {
      spy.start();
      target = withCall({
        side: "http",
        index: site().index,
        errors: spy,
        async fetch(target, init) {
          const response = await site().fetch(target, init);
          spy.answered(`${init?.method ?? "GET"} ${target}`, response);
          return response;
        },
        async raw(target, init) {
          const headers = Object.fromEntries(new Headers(init?.headers).entries());
          const body = typeof init?.body === "string" ? init.body : undefined;
          const response = await rawRequest(site().url + target, { method: init?.method ?? "GET", headers, ...(body === undefined ? {} : { body }) });
          spy.answered(`${init?.method ?? "GET"} ${target}`, response);
          return response;
        },
        builtFile: (file) => readFile(path.join(site().distDir, file), "utf8"),
      });
    });
    afterEach(() => expectNoErrors(target));
    afterAll(() => spy.stop());
    suite(() => started(target));
  });
}

function expectNoErrors(target: Target | undefined): void {
  if (target) expect(target.errors.take(), `errors on the ${target.side} side`).toEqual([]);
}

function started(target: Target | undefined): Target {
  if (!target) throw new Error("the twin's target did not start (see the beforeAll error)");
  return target;
}

function withCall(target: Omit<Target, "call">): Target {
  return {
    ...target,
    async call(request, init) {
      const response = await target.fetch(request, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
    },
  };
}
