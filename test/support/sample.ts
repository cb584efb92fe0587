// The engine's test portfolio (a copy of the sample person, kept under test/fixtures so an
// owner can replace content/ without touching a test), loaded with fixed build facts, so
// expectations never depend on the clock, the environment or the owner's content.
import { loadContent } from "../../build/content/load-content.ts";
import { makeIndex } from "../../build/make-index.ts";
import { createApp, type App } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";

/** The content every engine test runs on. */
export const SAMPLE_CONTENT = "test/fixtures/content/sample";
/** The base URL the sample is built for: a reserved name (RFC 6761's .test), so no link leads anywhere. */
export const BASE_URL = "https://portfolio.test";
/** The sample's build time, fixed so answers never depend on the clock. */
export const BUILT_AT = "2026-01-02T03:04:05.000Z";

/** The sample content as an index. */
export async function sampleIndex(baseUrl = BASE_URL): Promise<PortfolioIndex> {
  const loaded = await loadContent(SAMPLE_CONTENT);
  if (!loaded.ok) throw new Error(`sample content is invalid: ${JSON.stringify(loaded.problems)}`);
  return makeIndex(loaded.content, { baseUrl, builtAt: BUILT_AT });
}

/** The core over the sample content. */
export async function sampleApp(baseUrl = BASE_URL): Promise<App> {
  return createApp(await sampleIndex(baseUrl));
}

/** An answer read whole. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: () => any;
}

/** Call the core the way a client would: a path (with query) on the base URL. */
export async function call(app: App, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await app.handle(new Request(BASE_URL + path, init));
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}
