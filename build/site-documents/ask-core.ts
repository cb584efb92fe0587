// Ask the core what it answers to a request, so every example in the developer resources is
// a real answer over the deployed content, never one written by hand. Each answer remembers
// the request that produced it, so a test can replay every example the documents show.
import type { App } from "../../functions/api/core/app.ts";
import { isFailingCore } from "./failing-core.ts";

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
  /** Every header name the answer carried, in lower case. */
  headerNames: string[];
  json: unknown;
}

/** Where an example body came from: the request, the status, and whether the core was made to fail. */
export interface Provenance {
  request: ExampleRequest;
  status: number;
  /** Answered by failingCore: a core whose routes throw (the INTERNAL_ERROR examples). */
  forcedFailure: boolean;
  /** Every header name the answer carried, in lower case. */
  headerNames: string[];
}

// Keyed by the parsed body itself: the same object is what the documents embed, so finding an
// example's request needs no name or path threaded through the builders. Weak, so nothing leaks.
const provenance = new WeakMap<object, Provenance>();

/** The request that produced `body`, when it is an answer askCore parsed. */
export function provenanceOf(body: unknown): Provenance | undefined {
  return typeof body === "object" && body !== null ? provenance.get(body) : undefined;
}

/** Record that `body` is sent as `request`, which the core answers with `status` (a request-body example). */
export function recordRequestBody(body: object, request: ExampleRequest, status: number): void {
  provenance.set(body, { request, status, forcedFailure: false, headerNames: [] });
}

// The few bodies no request can produce, with the reason each example must state.
const formed = new WeakMap<object, string>();

/** Record that `body` was formed, not answered, and why. */
export function recordFormed(body: object, why: string): void {
  formed.set(body, why);
}

/** Why `body` was formed rather than answered; undefined for a real answer. */
export function formedWhy(body: unknown): string | undefined {
  return typeof body === "object" && body !== null ? formed.get(body) : undefined;
}

/** Send `request` to the core at `baseUrl` and read the answer. */
export async function askCore(app: App, baseUrl: string, request: ExampleRequest): Promise<ExampleAnswer> {
  const init: RequestInit = { method: request.method ?? "GET" };
  if (request.headers) init.headers = request.headers;
  if (request.body !== undefined) init.body = request.body;
  const response = await app.handle(new Request(baseUrl + request.path, init));
  const text = await response.text();
  const json: unknown = text === "" ? undefined : JSON.parse(text);
  const headerNames = [...response.headers.keys()];
  if (typeof json === "object" && json !== null) provenance.set(json, { request, status: response.status, forcedFailure: isFailingCore(app), headerNames });
  return { status: response.status, contentType: response.headers.get("Content-Type"), headerNames, json };
}

/** Like askCore, but a status other than `expected` is a bug in the example table. */
export async function askCoreExpecting(app: App, baseUrl: string, request: ExampleRequest, expected: number): Promise<unknown> {
  return (await askAnswerExpecting(app, baseUrl, request, expected)).json;
}

/** askCoreExpecting, keeping the whole answer (its headers too). */
async function askAnswerExpecting(app: App, baseUrl: string, request: ExampleRequest, expected: number): Promise<ExampleAnswer> {
  const answer = await askCore(app, baseUrl, request);
  if (answer.status !== expected) {
    throw new Error(`Example ${request.method ?? "GET"} ${request.path} answered ${answer.status}, expected ${expected}: ${JSON.stringify(answer.json)}`);
  }
  return answer;
}
