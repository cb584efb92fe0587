// One suite, run twice (h3's describeMatrix): the same requests against the core in-process
// and against the local preview over HTTP, which routes like Netlify to a static file or the
// function. The preview's site is built for the same base URL and build time as the core, so
// both must answer with the same bytes.
import { afterAll, beforeAll, describe } from "vitest";
import type { App } from "../../functions/api/core/app.ts";
import { startSitePreview, type SitePreview } from "./preview-site.ts";
import { BASE_URL, BUILT_AT, call, sampleApp, type Answer } from "./sample.ts";

/** Where a suite sends its requests. */
export interface Target {
  name: "core" | "preview";
  /** Send a request for `path` (with query) and read the whole answer. */
  call(path: string, init?: RequestInit): Promise<Answer>;
}

/** The core over the sample fixture, called in-process. */
export function coreTarget(app: App): Target {
  return { name: "core", call: (path, init) => call(app, path, init) };
}

/** The preview of the sample fixture built for BASE_URL, called over HTTP on 127.0.0.1. */
export function previewTarget(served: SitePreview): Target {
  return {
    name: "preview",
    async call(path, init = {}) {
      const response = await fetch(served.preview.url + path, { redirect: "manual", ...init });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
    },
  };
}

/** Run `suite` once against the core and once against the preview. */
export function describeMatrix(title: string, suite: (target: () => Target) => void): void {
  describe(`${title} [core]`, () => {
    let target: Target;
    beforeAll(async () => {
      target = coreTarget(await sampleApp());
    });
    suite(() => target);
  });
  describe(`${title} [preview over HTTP]`, () => {
    let served: SitePreview | undefined;
    let target: Target;
    beforeAll(async () => {
      served = await startSitePreview({ baseUrl: BASE_URL, builtAt: BUILT_AT });
      target = previewTarget(served);
    });
    afterAll(async () => {
      await served?.close();
    });
    suite(() => target);
  });
}
