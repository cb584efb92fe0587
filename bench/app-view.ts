// The MCP App view (the ui:// resource): the size of the HTML resources/read returns for it,
// and the check that it is data the index carries rather than code the function compiles. The
// same function bundled over the same index without `mcpApp` must offer no view, and its
// import, beside the one with the view, shows what the HTML costs a cold start (run.ts).
import { writeFile } from "node:fs/promises";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { APP_MIME_TYPE } from "../functions/api/core/mcp/mcp-surface.ts";
import { indexModuleSource } from "../build/build-site.ts";
import { withMcpListing } from "../build/make-index.ts";
import { ERA_REQUESTS } from "./mcp-eras.ts";
import { toRequest, type Handler } from "./warm.ts";

/** The MCP App view as the function serves it, and whether its HTML comes from the index alone. */
export interface AppViewSize {
  /** The view's URI as resources/list names it; null when the function lists none. */
  uri: string | null;
  /** UTF-8 bytes of the HTML resources/read returns for it (0 when there is none). */
  htmlBytes: number;
  /** The HTML read is the index's `mcpApp.html`, and the function over an index without it lists no view. */
  fromIndex: boolean;
  /** Bytes of the index module the function imports (its JSON text in a string), with and without the view. */
  indexModuleBytes: { withApp: number; withoutApp: number };
}

/** The index without the view, written as the build writes an index module; returns its source. */
export async function writeIndexWithoutApp(index: PortfolioIndex, file: string): Promise<string> {
  const { mcpApp: _view, ...rest } = index;
  // Its MCP lists made without the view too, as a build without it would write them.
  const source = indexModuleSource(withMcpListing(rest));
  await writeFile(file, source);
  return source;
}

/** Measure the view as `withApp` serves it, checked against `withoutApp` (the same function, index without the view). */
export async function measureAppView(withApp: Handler, withoutApp: Handler, index: PortfolioIndex, indexModuleBytes: AppViewSize["indexModuleBytes"]): Promise<AppViewSize> {
  const uri = await appUri(withApp);
  const html = uri === undefined ? undefined : await readText(withApp, uri);
  const fromIndex = html !== undefined && html === index.mcpApp?.html && (await appUri(withoutApp)) === undefined;
  return { uri: uri ?? null, htmlBytes: html === undefined ? 0 : Buffer.byteLength(html), fromIndex, indexModuleBytes };
}

/** Ask `handler` (legacy era) and return the JSON-RPC result, or throw with what it answered. */
async function call(handler: Handler, method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await handler(toRequest(ERA_REQUESTS.legacy(method, params)));
  const text = await answer.text();
  const body = answer.status === 200 ? (JSON.parse(text) as { result?: Record<string, unknown> }) : {};
  if (body.result === undefined) throw new Error(`${method} answered ${answer.status}: ${text.slice(0, 500)}`);
  return body.result;
}

/** The URI of the first resource listed with the MCP App type, if any. */
async function appUri(handler: Handler): Promise<string | undefined> {
  const { resources } = (await call(handler, "resources/list")) as { resources?: { uri: string; mimeType?: string }[] };
  return resources?.find((r) => r.mimeType === APP_MIME_TYPE)?.uri;
}

/** The text of a resource's first contents entry. */
async function readText(handler: Handler, uri: string): Promise<string | undefined> {
  const { contents } = (await call(handler, "resources/read", { uri })) as { contents?: { text?: string }[] };
  return contents?.[0]?.text;
}
