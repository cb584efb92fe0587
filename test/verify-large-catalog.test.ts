// `npm run verify` against a correct deployment of a catalog so large that its unfiltered list
// (a static file) is above both the function's 6 MB limit and verify's 8 MiB reading cap. A
// static file has no size limit, so verify must expect the file's 200, not the function's 422,
// and read that answer whole rather than cut it at the cap. The deployment is a real HTTP server
// on 127.0.0.1 answering each request as Netlify would: a file's row from the core as the build
// writes files (no limit, no function mark), every other from the core as the function runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { writeSyntheticContent } from "../bench/synthetic-content.ts";
import { loadContent } from "../build/content/load-content.ts";
import { makeIndex } from "../build/make-index.ts";
import { ANSWER_CAP_BYTES } from "../build/verify/read-capped.ts";
import { verifyCases } from "../build/verify/verify-cases.ts";
import { verifyCommand } from "../build/verify/verify-command.ts";
import { sendWebResponse, toWebRequest } from "../build/preview/node-web.ts";
import { takeRequestBody } from "../build/preview/request-body.ts";
import { createApp, type App } from "../functions/api/core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../functions/api/core/limits.ts";
import { HEALTH_PATH, PROJECTS_PATH } from "../functions/api/core/resources/resource-paths.ts";

/** Enough of the bench's projects (about 800 bytes each in the list) for a list above 8 MiB. */
const COUNT = 11_500;
/** Generous: loading the catalog and the matrix's large answers take tens of seconds on a busy machine. */
const LONG_MS = 600_000;

let dir: string;
let server: Server;
let origin: string;
let fileApp: App;

/** Answer `request` with `app`, through the preview's own bridge between Node and the web Request. */
async function answer(app: App, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = takeRequestBody(request);
  const reply = await app.handle(toWebRequest(request, new URL(request.url ?? "/", origin), body));
  await body.discard();
  await sendWebResponse(response, reply);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "verify-large-"));
  await writeSyntheticContent(dir, COUNT);
  let route: (request: IncomingMessage, response: ServerResponse) => Promise<void> = async (_request, response) => void response.writeHead(503).end();
  server = createServer((request, response) => {
    route(request, response).catch(() => response.writeHead(500).end());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const loaded = await loadContent(dir);
  if (!loaded.ok) throw new Error("the synthetic catalog does not load");
  const index = makeIndex(loaded.content, { baseUrl: origin, builtAt: "2026-01-01T00:00:00.000Z" });
  fileApp = createApp(index);
  const functionApp = createApp(index, { function: true, maxAnswerBytes: FUNCTION_ANSWER_MAX_BYTES });
  // verify's first request, the health, is a file too.
  const files = new Set([`GET ${HEALTH_PATH}`, ...verifyCases(index).flatMap((c) => (c.from === "file" ? [`${c.method} ${c.path}`] : []))]);
  route = (request, response) => answer(files.has(`${request.method} ${request.url}`) ? fileApp : functionApp, request, response);
}, LONG_MS);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe(`verify against a correct deployment of ${COUNT} projects`, () => {
  it(
    "passes: the unfiltered list is a file above 6 MB and 8 MiB, expected and read whole",
    async () => {
      const list = await fileApp.handle(new Request(origin + PROJECTS_PATH));
      const bytes = (await list.arrayBuffer()).byteLength;
      // The check is real only while the list is above both limits.
      expect(bytes).toBeGreaterThan(Math.max(FUNCTION_ANSWER_MAX_BYTES, ANSWER_CAP_BYTES));
      let output = "";
      const code = await verifyCommand([origin, "--content", dir, "--timeout", "500"], (text) => {
        output += text;
      });
      expect(output.split("\n").filter((line) => line.startsWith("FAIL")), output.slice(-4000)).toEqual([]);
      expect(code).toBe(0);
      expect(output).toMatch(new RegExp(`^ok\\s.*GET\\s+${PROJECTS_PATH.replaceAll("/", "\\/")}\\s+200 json\\s+200 json$`, "m"));
    },
    LONG_MS,
  );
});
