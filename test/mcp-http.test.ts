// The MCP transport table again, over real HTTP against the local preview: what an agent on
// the network sees, through Netlify's routing and the function.
import { afterAll, beforeAll, describe, it } from "vitest";
import { startSitePreview, type SitePreview } from "./support/preview-site.ts";
import { MCP_TRANSPORT_CASES } from "./support/mcp-cases.ts";
import { rawRequest } from "./support/raw-request.ts";

let served: SitePreview;
beforeAll(async () => {
  served = await startSitePreview();
});
afterAll(async () => {
  await served?.close();
});

describe("MCP transport over HTTP through the preview", () => {
  it.each(MCP_TRANSPORT_CASES)("$name", async (c) => {
    const init = { method: c.method ?? "POST", headers: c.headers ?? { "Content-Type": "application/json" }, ...(c.body === undefined ? {} : { body: c.body }) };
    await (c.expectPreview ?? c.expect)(await rawRequest(`${served.preview.url}/api/mcp`, init));
  });
});
