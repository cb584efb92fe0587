// Every example of the OpenAPI document is the core's real answer to a real request: each is
// replayed against a core built for another base URL and gives the same bytes once the base
// URL is swapped, with the headers its response declares. The one exception, RESULT_TOO_LARGE,
// cannot happen with the sample, and its example says so.
import { beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument, type OpenApiDocument } from "../build/site-documents/openapi/openapi.ts";
import { checkExamplesAnswered, documentExamples, type DocumentExample } from "../build/site-documents/openapi/openapi-examples.ts";
import { declareSentHeaders } from "../build/site-documents/openapi/openapi-sent-headers.ts";
import { askCore } from "../build/site-documents/ask-core.ts";
import { createApp, type App } from "../functions/api/core/app.ts";
import type { CollectionResource } from "../functions/api/core/collection/define-collection.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import { BASE_URL, sampleIndex } from "./support/sample.ts";

const OTHER_BASE = "http://replay.test:8080";
const index = await sampleIndex(BASE_URL);
const doc: OpenApiDocument = await buildOpenApiDocument(index);
const examples = documentExamples(doc.paths);
const answered = examples.filter((e) => e.provenance !== undefined);
const responses = answered.filter((e) => e.place !== "request");
const requests = answered.filter((e) => e.place === "request");

let core: App;
let failing: App;
beforeAll(async () => {
  const other = await sampleIndex(OTHER_BASE);
  // As the function answers: with its mark, which every response declares (optional: files lack it).
  core = createApp(other, { function: true });
  // Made here, not with the build's failingCore: the test forces its own failure.
  failing = createApp(other, {
    function: true,
    routes: (table) =>
      table.map((route) => ({
        ...route,
        answer: () => {
          throw new Error("replay: forced failure");
        },
      })),
  });
});

/** Send an example's recorded request to the replay core; the answer with the base URL swapped back. */
async function replay(example: DocumentExample): Promise<{ status: number; text: string; headers: Headers }> {
  const { request, forcedFailure } = example.provenance!;
  const init: RequestInit = { method: request.method ?? "GET" };
  // A resource's URI is an https URL of the deployment: the request names the base URL too.
  const swap = (text: string) => text.replaceAll(BASE_URL, OTHER_BASE);
  if (request.headers) init.headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, swap(value)]));
  if (request.body !== undefined) init.body = swap(request.body);
  const response = await (forcedFailure ? failing : core).handle(new Request(OTHER_BASE + request.path, init));
  return { status: response.status, text: (await response.text()).replaceAll(OTHER_BASE, BASE_URL), headers: response.headers };
}

type HeaderObject = { $ref?: string; required?: boolean };
const label = (e: DocumentExample) => `${e.method.toUpperCase()} ${e.path} ${e.place} ${e.name}`;

describe("the examples of the OpenAPI document", () => {
  it("all come with their request, but for RESULT_TOO_LARGE, whose description says the sample cannot produce it", () => {
    expect(examples.length).toBeGreaterThan(40);
    const formed = examples.filter((e) => e.provenance === undefined);
    // One per list the function can answer (a search: every other answer is a static file, with
    // no size limit), the projects' and any added section's, and nothing else.
    const collections = RESOURCE_LIST.flatMap((resource) => {
      const collection = (resource as Partial<CollectionResource<string, string>>).collection;
      return collection ? [collection] : [];
    });
    const searched = (collection: (typeof collections)[number]) => collection.state(index).filters.some((filter) => !filter.staticValues);
    const lists = collections.filter(searched).map((collection) => collection.listPath);
    expect(lists).toContain("/api/v1/projects");
    expect(formed.map(label)).toEqual(lists.map((list) => `GET ${list} 422 RESULT_TOO_LARGE`));
    for (const { listPath } of collections.filter((collection) => !searched(collection))) expect(Object.keys((doc.paths[listPath] as any).get.responses), listPath).not.toContain("422");
    for (const list of lists) {
      const object = (doc.paths[list] as any).get.responses["422"].content["application/problem+json"].examples.RESULT_TOO_LARGE;
      expect(object.description, list).toMatch(/^Formed, not answered: no request can get this answer from the deployed content, whose largest list is \d+ bytes/);
    }
  });

  it.each(responses.map((e) => [label(e), e] as const))("%s is the core's answer, byte for byte", async (_label, example) => {
    const answer = await replay(example);
    expect(answer.status).toBe(Number(example.place));
    expect(answer.text).toBe(JSON.stringify(example.value));
  });

  it.each(requests.map((e) => [label(e), e] as const))("%s is the body of its request, answered as documented", async (_label, example) => {
    const { request, status } = example.provenance!;
    expect(request.body).toBe(JSON.stringify(example.value));
    const answer = await replay(example);
    expect(answer.status).toBe(status);
    const op = (doc.paths[example.path] as any)[example.method];
    expect(Object.keys(op.responses)).toContain(String(status));
    // An answered request is shown answered, under the same name.
    if (status === 200) expect(op.responses["200"].content["application/json"].examples[example.name].value).toBeDefined();
  });

  it.each(responses.map((e) => [label(e), e] as const))("%s comes with exactly the headers its response declares", async (_label, example) => {
    const answer = await replay(example);
    const declared = (doc.paths[example.path] as any)[example.method].responses[example.place].headers as Record<string, HeaderObject>;
    const sent = [...answer.headers.keys()].filter((name) => name !== "content-type" && name !== "content-length");
    expect(sent.sort()).toEqual(Object.keys(declared).map((name) => name.toLowerCase()).sort());
  });

  it("show each operation's own problems: the detail's UNSUPPORTED_LANGUAGE on the detail's path, and each 500 on its operation's path", () => {
    const detail = (doc.paths["/api/v1/projects/{slug}"] as any).get.responses["400"].content["application/problem+json"].examples;
    expect(detail.UNSUPPORTED_LANGUAGE.value.instance).toMatch(/^\/api\/v1\/projects\/[a-z0-9-]+\?lang=x-none$/);
    const internal = examples.filter((e) => e.place === "500");
    expect(internal.map((e) => `${e.method} ${e.path}`)).toEqual(
      Object.entries(doc.paths)
        .filter(([path]) => !path.endsWith("/"))
        .flatMap(([path, item]) => Object.keys(item).filter((m) => m !== "head").map((m) => `${m} ${path}`)),
    );
    for (const e of internal) {
      expect(e.provenance?.forcedFailure, label(e)).toBe(true);
      expect((e.provenance?.request.method ?? "GET").toLowerCase(), label(e)).toBe(e.method);
      expect((e.value as { instance: string }).instance, label(e)).toMatch(new RegExp(`^${e.path.replace("{slug}", "[a-z0-9-]+")}$`));
    }
  });

  it("include a JSON-RPC response posted by a client, which the core accepts with 202", () => {
    const posted = requests.find((e) => e.name === "clientResponse");
    expect(posted?.value).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    expect(posted?.provenance?.status).toBe(202);
  });
});

describe("the build's checks", () => {
  it("refuses an example no request produced", () => {
    const paths = { "/x": { get: { responses: { "200": { content: { "application/json": { examples: { made: { value: { made: "by hand" } } } } } } } } } };
    expect(() => checkExamplesAnswered(paths)).toThrow("/paths/~1x/get/responses/200/content/application~1json/examples/made");
  });

  it("refuses a header the core sends that the document cannot describe", async () => {
    const app = createApp(await sampleIndex(BASE_URL), {
      routes: (table) => table.map((route) => ({ ...route, answer: () => ({ kind: "json" as const, status: 200, body: {}, headers: { "X-Surprise": "1" } }) })),
    });
    const value = (await askCore(app, BASE_URL, { path: "/api/v1/profile" })).json;
    const paths = { "/api/v1/profile": { get: { responses: { "200": { content: { "application/json": { examples: { surprise: { value } } } } } } } } };
    expect(() => declareSentHeaders(paths)).toThrow("the core sends x-surprise");
  });
});
