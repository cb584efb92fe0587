// Third-party validation of the live API against the document it publishes: Stoplight Prism,
// as a validating proxy in front of the preview, passes translated views and posted JSON-RPC
// messages without a violation. Prism's proxy cannot read a HEAD answer (it parses the empty
// body of any JSON answer, and fails), so HEAD goes through Prism's own validator with a
// forwarder that leaves the body out. The suite's own validator checks the same answers,
// headers included. A control document, without HEAD or the client-response schema, shows
// that Prism does report what this suite expects it not to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInstance, getHttpOperationsFromSpec, type IHttpRequest, type IHttpResponse } from "@stoplight/prism-http";
import { createLogger } from "@stoplight/prism-core";
import type { OpenApiDocument } from "../build/site-documents/openapi/openapi.ts";
import { useSite } from "./support/preview-harness.ts";
import { spawnGroup, type GroupChild } from "./support/process-group.ts";
import { freePort } from "./support/free-port.ts";
import { headerErrors, validateAgainstOpenApi } from "./support/openapi-validator.ts";

const site = useSite();
let prism: GroupChild | undefined;
let proxyUrl: string;
let doc: OpenApiDocument;
let slug: string;

beforeAll(async () => {
  const docPath = path.join(site().distDir, "openapi.json");
  doc = JSON.parse(await readFile(docPath, "utf8"));
  slug = site().index.projects[0]!.slug;
  const port = await freePort();
  prism = spawnGroup("node_modules/.bin/prism", ["proxy", docPath, site().url, "--host", "127.0.0.1", "--port", String(port), "--errors"], {
    env: { ...process.env, SCARF_ANALYTICS: "false", NO_COLOR: "1" },
  });
  await prism.waitFor("Prism is listening", 60_000);
  proxyUrl = `http://127.0.0.1:${port}`;
}, 120_000);
afterAll(async () => {
  await prism?.stop();
});

const JSON_POST = { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" } };
type Case = [name: string, target: string, init: RequestInit, status: number];

/** What the suite's own validator finds wrong with an answer of the preview, body and headers. */
async function ownViolations(method: string, target: string, response: Response, body: string): Promise<string[]> {
  const status = response.status;
  return [
    ...(await validateAgainstOpenApi(method, target, status, response.headers.get("Content-Type"), body, doc)),
    ...(await headerErrors(method, target.split("?")[0] ?? target, status, response.headers, doc)),
  ];
}

describe("Prism's validating proxy in front of the preview", () => {
  const cases = (): Case[] => [
    ["the project list in Turkish", "/api/v1/projects?lang=tr", {}, 200],
    [`the first tier's projects in Turkish`, `/api/v1/projects?tier=${encodeURIComponent(site().index.site.tiers[0] ?? "")}&lang=tr`, {}, 200],
    ["a project in Turkish", `/api/v1/projects/${slug}?lang=tr`, {}, 200],
    ["a project in English, asked for", `/api/v1/projects/${slug}?lang=en`, {}, 200],
    ["the MCP description (Vary: Accept)", "/api/mcp", {}, 200],
    // A trailing slash names the same resource, and the document says so (docs/api-decisions.md).
    ["the profile, with a trailing slash", "/api/v1/profile/", {}, 200],
    ["a project in Turkish, with a trailing slash", `/api/v1/projects/${slug}/?lang=tr`, {}, 200],
    ["a JSON-RPC result posted by a client", "/api/mcp", { ...JSON_POST, body: '{"jsonrpc":"2.0","id":1,"result":{}}' }, 202],
    ["a JSON-RPC error posted by a client", "/api/mcp", { ...JSON_POST, body: '{"jsonrpc":"2.0","id":"a","error":{"code":-32601,"message":"no"}}' }, 202],
    ["a notification", "/api/mcp", { ...JSON_POST, body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' }, 202],
  ];

  it("passes each answer unchanged, with no violation, and the suite's validator agrees", async () => {
    for (const [name, target, init, status] of cases()) {
      const through = await fetch(proxyUrl + target, init);
      const body = await through.text();
      expect({ name, status: through.status, violations: through.headers.get("sl-violations") }, body).toEqual({ name, status, violations: null });
      const direct = await fetch(site().url + target, init);
      const directBody = await direct.text();
      expect(body, name).toBe(directBody);
      expect(await ownViolations(init.method ?? "GET", target, direct, directBody), name).toEqual([]);
    }
  });

  it("does report a violation: a request the document refuses is stopped with 422", async () => {
    const refused = await fetch(`${proxyUrl}/api/v1/projects?lang=x-none`);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("lang");
  });
});

/** Prism's validation, forwarding to the preview with fetch; a HEAD answer has no body to parse. */
function prismValidator(document: unknown) {
  const logger = createLogger("test", { enabled: false });
  const forward = (input: { data: IHttpRequest }) => () => async () => {
    const { method, url, headers, body } = input.data;
    const search = new URLSearchParams(Object.entries(url.query ?? {}).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]])));
    const target = `${site().url}${url.path}${search.size > 0 ? `?${search}` : ""}`;
    const init: RequestInit = { method: method.toUpperCase(), headers: headers ?? {} };
    if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
    const response = await fetch(target, init);
    const text = await response.text();
    const json = response.headers.get("content-type")?.includes("json") && text !== "";
    const output: IHttpResponse = { statusCode: response.status, headers: Object.fromEntries(response.headers), body: json ? JSON.parse(text) : text || undefined };
    return { _tag: "Right" as const, right: output };
  };
  const instance = createInstance(
    { isProxy: true, upstream: new URL(site().url), checkSecurity: false, validateRequest: true, validateResponse: true, errors: false, upstreamProxy: undefined, mock: { dynamic: false } },
    { logger, forward: forward as never },
  );
  return async (method: string, target: string, headers: Record<string, string> = {}, body?: unknown) => {
    const [pathname = "", query = ""] = target.split("?");
    const request: IHttpRequest = {
      method: method.toLowerCase() as IHttpRequest["method"],
      url: { path: pathname, query: Object.fromEntries(new URLSearchParams(query)), baseUrl: site().url },
      headers,
      ...(body === undefined ? {} : { body }),
    };
    const operations = await getHttpOperationsFromSpec(structuredClone(document) as never);
    const result = await instance.request(request, operations)();
    if (result._tag === "Left") return { error: result.left.message, status: 0, violations: [] as string[] };
    const { output, validations } = result.right;
    const violations = [...validations.input, ...validations.output].map((v) => `${v.path?.join(".") ?? ""} ${v.message}`);
    return { error: undefined, status: output.statusCode, violations };
  };
}

describe("HEAD, validated by Prism's validator", () => {
  const heads = (): Array<[string, Record<string, string>, number]> => [
    ["/api/v1/health", {}, 200],
    ["/api/health", {}, 200],
    ["/api/v1/profile", {}, 200],
    ["/api/v1/projects", {}, 200],
    ["/api/v1/projects?lang=tr", {}, 200],
    [`/api/v1/projects/${slug}`, {}, 200],
    [`/api/v1/projects/${slug}?lang=tr`, {}, 200],
    ["/api/v1/projects/no-such-project", {}, 404],
    ["/api/v1/skills", {}, 200],
    ["/api/v1/resume.json", {}, 200],
    ["/api/mcp", {}, 200],
    ["/api/mcp", { Accept: "text/event-stream" }, 405],
  ];

  it("finds every HEAD answer of the preview documented, with no violation, and the suite's validator agrees", async () => {
    const validate = prismValidator(doc);
    for (const [target, headers, status] of heads()) {
      expect({ target, ...(await validate("HEAD", target, headers)) }).toEqual({ target, error: undefined, status, violations: [] });
      const direct = await fetch(site().url + target, { method: "HEAD", headers });
      expect(await ownViolations("HEAD", target, direct, await direct.text()), target).toEqual([]);
    }
  });

  it("reports what this suite would otherwise miss: against a document without HEAD or the client-response schema", async () => {
    const control = structuredClone(doc) as { paths: Record<string, Record<string, any>> };
    for (const item of Object.values(control.paths)) delete item["head"];
    control.paths["/api/mcp"]!["post"].requestBody.content["application/json"].schema = { $ref: "#/components/schemas/JsonRpcRequest" };
    const validate = prismValidator(control);
    const head = await validate("HEAD", "/api/v1/profile");
    expect(head.violations.join("\n")).toMatch(/route not found/i);
    const posted = await validate("POST", "/api/mcp", { "content-type": "application/json" }, { jsonrpc: "2.0", id: 1, result: {} });
    expect(posted.violations.join("\n")).toMatch(/method/);
    // The same two requests pass against the published document.
    expect(await prismValidator(doc)("POST", "/api/mcp", { "content-type": "application/json" }, { jsonrpc: "2.0", id: 1, result: {} })).toEqual({ error: undefined, status: 202, violations: [] });
  });
});
