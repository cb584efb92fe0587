// Ask the core what it answers to a request, so every example in the developer resources is
// a real answer over the deployed content, never one written by hand.
import type { App } from "../../functions/api/core/app.ts";

/** A request as the docs show it: a path (with query) on the base URL. */
export interface ExampleRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What the core answered; `json` is the parsed body, undefined when there is none. */
export interface ExampleAnswer {
  status: number;
  contentType: string | null;
  json: unknown;
}

/** Send `request` to the core at `baseUrl` and read the answer. */
export async function askCore(app: App, baseUrl: string, request: ExampleRequest): Promise<ExampleAnswer> {
  const init: RequestInit = { method: request.method ?? "GET" };
  if (request.headers) init.headers = request.headers;
  if (request.body !== undefined) init.body = request.body;
  const response = await app.handle(new Request(baseUrl + request.path, init));
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get("Content-Type"), json: text === "" ? undefined : JSON.parse(text) };
}

/** Like askCore, but a status other than `expected` is a bug in the example table. */
export async function askCoreExpecting(app: App, baseUrl: string, request: ExampleRequest, expected: number): Promise<unknown> {
  const answer = await askCore(app, baseUrl, request);
  if (answer.status !== expected) {
    throw new Error(`Example ${request.method ?? "GET"} ${request.path} answered ${answer.status}, expected ${expected}: ${JSON.stringify(answer.json)}`);
  }
  return answer.json;
}
