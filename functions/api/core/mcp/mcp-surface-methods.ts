// resources/list, resources/templates/list, resources/read, prompts/list, prompts/get and
// completion/complete, in both eras, over what the resources declare (mcp-surface.ts). A
// resource's contents are the REST answer at its path, read through the app's own router, so
// they are the same bytes a client fetching the https URI gets. The fixed lists are the index's
// (index.mcp, written by the build), serialized once per era, like tools/list.
import { fold } from "../text-fold.ts";
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { PromptDeclaration } from "../agent-surface.ts";
import type { ListedPrompt } from "../mcp-listing.ts";
import { errorBody, invalidParams, isPlainObject, preparedResponse, PreparedResult, type JsonRpcId } from "./json-rpc.ts";
import { APP_META, APP_MIME_TYPE, surfaceMethodNames, type McpSurface } from "./mcp-surface.ts";
import { fillText } from "./fill-text.ts";
import { unknownNames } from "../tool.ts";
import { JSON_TYPE } from "../http/headers.ts";
import { REST_PREFIX } from "../site-paths.ts";

import type { McpEra } from "./protocol-versions.ts";
import { casedHint, listedValues, MAX_LISTED_VALUES } from "../listed-values.ts";
import { shown } from "../http/problems.ts";

/** MCP 2025-11-25 and earlier: "Resource not found" is -32002; 2026-07-28 uses -32602 (SEP-2164). */
export const LEGACY_RESOURCE_NOT_FOUND = -32002;

/** How a result is shaped in an era; the dispatcher's own helpers. */
export interface EraResults {
  /**
   * `{ jsonrpc, id, result }` with the era's fields; `cacheable` adds the 2026-07-28 caching
   * hints, with the lists' lifetime, or with this `ttlMs` when it is a number.
   */
  answer(id: JsonRpcId, era: McpEra, result: object, cacheable?: boolean | number): object;
  /** The same result serialized once, as prepared bytes. */
  prepare(era: McpEra, result: object, cacheable?: boolean): PreparedResult;
  /** The platform's limit on an answer's bytes, when there is one. */
  max: number | undefined;
}

/** The methods, bound to an index and its surface; `get` reads a REST path through the app. */
export interface SurfaceMethods {
  /** The methods the surface serves, for the transport's list of what each era has. */
  methods: readonly string[];
  answer(method: string, id: JsonRpcId, params: Record<string, unknown>, era: McpEra): object | Promise<object> | undefined;
}

/** The freshness an HTTP answer allows, as a 2026-07-28 ttlMs: its max-age, or 0 (`no-store`, none). */
function maxAgeMs(cacheControl: string | null): number {
  if (cacheControl === null || /no-store|no-cache/.test(cacheControl)) return 0;
  const seconds = /max-age=(\d+)/.exec(cacheControl)?.[1];
  return seconds === undefined ? 0 : 1000 * Number(seconds);
}

/** What a reference names that is not there (none, if no string), and what is. */
const unknown = (what: string, given: unknown, names: string[]) => `Unknown ${what}: ${typeof given === "string" ? shown(given, 200) : "none named"}; known: ${names.join(", ")}`;

/** Bind the methods; `tools` is tools/list's result, a fixed list served like the surface's. */
export function createSurfaceMethods(index: PortfolioIndex, surface: McpSurface, results: EraResults, get: (path: string) => Promise<Response>, tools: object): SurfaceMethods {
  const listing = index.mcp;
  // The API's own origin, which a readable URI must have: parsed once, not on every read.
  const origin = new URL(index.site.baseUrl).origin;
  const methods = surfaceMethodNames(surface);
  const items: Record<string, object> = { "tools/list": tools, "resources/list": { resources: listing.resources }, "resources/templates/list": { resourceTemplates: listing.resourceTemplates }, "prompts/list": { prompts: listing.prompts } };
  const lists = new Map<string, { items: object; prepared: Partial<Record<McpEra, PreparedResult>> }>(
    ["tools/list", ...methods].filter((method) => Object.hasOwn(items, method)).map((method) => [method, { items: items[method]!, prepared: {} }]),
  );
  // What prompts/get and completion/complete look a prompt up by, and list when none matches.
  const promptNames = surface.prompts.map((p) => p.name);
  const promptNamed = (name: unknown) => surface.prompts.find((p) => p.name === name);
  // A fixed resource's contents depend on the index alone: read once per URI and era.
  const readResults = new Map<string, Partial<Record<McpEra, PreparedResult>>>();

  async function read(id: JsonRpcId, params: Record<string, unknown>, era: McpEra): Promise<object> {
    const uri = params["uri"];
    if (typeof uri !== "string") return invalidParams(id, "'uri' must be a string");
    const known = readResults.get(uri)?.[era];
    if (known) return preparedResponse(id, known);
    const data = { uri: shown(uri, 2000) };
    const notFound = () => (era === "modern" ? invalidParams(id, `Resource not found: ${shown(uri, 200)}`, data) : errorBody(id, LEGACY_RESOURCE_NOT_FOUND, "Resource not found", data));
    const app = surface.apps.find((a) => a.uri === uri);
    const contents = app ? { contents: [{ uri, mimeType: APP_MIME_TYPE, text: app.html, _meta: APP_META }], ttlMs: true as const } : await readRest(uri);
    if (!contents) return notFound();
    if ("detail" in contents) return invalidParams(id, contents.detail, { ...data, status: contents.status });
    // Only a fixed resource's answer is kept: a template's reads are as many as its values.
    const fixed = app !== undefined || surface.resources.some((r) => r.uri === uri);
    if (!fixed) return results.answer(id, era, { contents: contents.contents }, contents.ttlMs);
    let prepared = readResults.get(uri);
    if (!prepared) readResults.set(uri, (prepared = {}));
    return preparedResponse(id, (prepared[era] ??= results.prepare(era, { contents: contents.contents }, true)));
  }

  /**
   * The REST answer at an API URL, as contents: any GET of `/api/v1/…` that answers 200, so a
   * URL a prompt embeds (`…/projects?lang=fr`) or a client builds from a template reads back
   * like the listed ones. A 404 is "not found"; any other refusal (a bad filter, an answer too
   * large) is the caller's mistake, named with the problem's own detail.
   */
  async function readRest(uri: string): Promise<{ contents: object[]; ttlMs: number } | { status: number; detail: string } | undefined> {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      return undefined;
    }
    // Compared after the URL's own normalization (scheme and host case, a default port, dot
    // segments), so every spelling a client could fetch reads the same answer.
    if (url.origin !== origin || !url.pathname.startsWith(REST_PREFIX)) return undefined;
    const response = await get(url.pathname + url.search);
    const { status } = response;
    if (status === 200) return { contents: [{ uri, mimeType: JSON_TYPE, text: await response.text() }], ttlMs: maxAgeMs(response.headers.get("Cache-Control")) };
    // A refusal of the path itself (a slug no item could have, whatever the query) names no
    // resource; only a query refused on a path that exists is the caller's mistake.
    if (status === 404 || (status === 400 && [400, 404].includes((await get(url.pathname)).status))) return undefined;
    const problem = (await response.json().catch(() => ({}))) as { detail?: unknown };
    return { status, detail: typeof problem.detail === "string" ? problem.detail : `the API answered ${status}` };
  }

  async function getPrompt(id: JsonRpcId, params: Record<string, unknown>, era: McpEra): Promise<object> {
    const name = params["name"];
    const prompt = promptNamed(name);
    if (!prompt) return invalidParams(id, typeof name === "string" ? `Unknown prompt: ${shown(name, 80)}` : "'name' must be a string", { prompts: promptNames });
    // The listing holds its words, in the same order (checked by the build: checkListing).
    const listed = listing.prompts[surface.prompts.indexOf(prompt)]!;
    const checked = checkArguments(index, prompt, listed, params["arguments"]);
    if (typeof checked === "string") return invalidParams(id, checked, { arguments: prompt.arguments.map((a) => ({ name: a.name, required: a.required })) });
    // Its wording is the index's (the build wrote it from the prompt's documentation).
    const messages: object[] = [{ role: "user", content: { type: "text", text: fillText(listing.promptTexts[prompt.name]!, prompt.values(index, checked)) } }];
    // Each embed fits the platform's limit alone (REST refuses one that does not), but the whole
    // answer must fit too: one that would take it past the limit is named by its URL instead.
    // The room is counted as the answer will be written, escaped JSON in UTF-8, less the id the
    // answer repeats (a request may send a long one) and a margin for the envelope and wrappers.
    let room = (results.max ?? Infinity) - 4096 - Buffer.byteLength(JSON.stringify([id, messages]));
    for (const path of prompt.embeds(index, checked)) {
      const response = await get(path);
      const uri = index.site.baseUrl + path;
      const text = await response.text();
      const bytes = Buffer.byteLength(JSON.stringify(text));
      const fits = response.status === 200 && bytes <= room;
      if (fits) room -= bytes;
      // The arguments were checked, so only a catalogue past the platform's limit is refused: the
      // message says so in the problem's words (how to narrow), and the prompt still works.
      const content = fits
        ? { type: "resource", resource: { uri, mimeType: JSON_TYPE, text } }
        : { type: "text", text: `${uri}: ${response.status === 200 ? "too large to embed here; fetch it" : (JSON.parse(text) as { detail: string }).detail}` };
      messages.push({ role: "user", content });
    }
    return results.answer(id, era, { description: listed.description, messages });
  }

  function complete(id: JsonRpcId, params: Record<string, unknown>, era: McpEra): object {
    const ref = params["ref"];
    const argument = params["argument"];
    // `context` (the arguments already chosen) narrows nothing here, as every closed set is fixed,
    // but one of the wrong shape (null too: MCP types both as optional objects) is still the
    // caller's mistake to hear about.
    const { context = {} } = params;
    const chosen = isPlainObject(context) ? (context["arguments"] === undefined ? {} : context["arguments"]) : 0;
    if (!isPlainObject(ref) || !isPlainObject(argument) || typeof argument["name"] !== "string" || typeof argument["value"] !== "string" || !isPlainObject(chosen) || Object.values(chosen).some((v) => typeof v !== "string")) {
      return invalidParams(id, "'ref' must be an object, 'argument' one with a string name and value, 'context' one with string arguments");
    }
    const values = completionValues(ref, argument["name"]);
    if (typeof values === "string") return invalidParams(id, values);
    // A prefix of the value, in any case: slugs are lowercase, a language tag is `pt-BR`.
    // Folded as search folds: a capital `İ` (Caps Lock on a keyboard that has the dotted i), a
    // dotless `ı` or an accented letter completes the plain one.
    const typed = fold(argument["value"]);
    const matching = values.filter((value) => fold(value).startsWith(typed));
    return results.answer(id, era, { completion: { values: matching.slice(0, MAX_LISTED_VALUES), total: matching.length, hasMore: matching.length > MAX_LISTED_VALUES } });
  }

  /** The closed set an argument takes, empty for free text, or why the reference is wrong. */
  function completionValues(ref: Record<string, unknown>, argument: string): readonly string[] | string {
    if (ref["type"] === "ref/prompt") {
      const prompt = promptNamed(ref["name"]);
      if (!prompt) return unknown("prompt", ref["name"], promptNames);
      const declared = prompt.arguments.find((a) => a.name === argument);
      if (!declared) return `the prompt '${prompt.name}' has no argument '${shown(argument, 80)}'; it has ${prompt.arguments.map((a) => a.name).join(", ")}`;
      return declared.values?.(index) ?? [];
    }
    if (ref["type"] === "ref/resource") {
      const template = surface.templates.find((t) => t.uriTemplate === ref["uri"]);
      if (!template) return unknown("resource template", ref["uri"], surface.templates.map((t) => t.uriTemplate));
      const values = template.declaration.values(index);
      return Object.hasOwn(values, argument) ? (values[argument] ?? []) : unknown("variable", argument, Object.keys(values));
    }
    return "'ref.type' must be ref/prompt or ref/resource";
  }

  /** The methods that answer from their params; the lists are answered from what was prepared. */
  const byMethod = new Map<string, (id: JsonRpcId, params: Record<string, unknown>, era: McpEra) => object | Promise<object>>([
    ["resources/read", read],
    ["prompts/get", getPrompt],
    ["completion/complete", complete],
  ]);

  return {
    methods,
    answer(method, id, params, era) {
      const list = lists.get(method);
      if (list) {
        // One page holds everything and no answer carries a nextCursor, so every cursor is one
        // this server never gave: "Invalid cursors SHOULD result in an error with code -32602".
        if (params["cursor"] !== undefined) return invalidParams(id, "unknown cursor: every list is one page");
        return preparedResponse(id, (list.prepared[era] ??= results.prepare(era, list.items, true)));
      }
      // Only a method the surface serves: one whose declarations are absent is not found.
      return methods.includes(method) ? byMethod.get(method)?.(id, params, era) : undefined;
    },
  };
}

/** The arguments as strings, every required one given and every closed one in its set; or what is wrong. */
function checkArguments(index: PortfolioIndex, prompt: PromptDeclaration, listed: ListedPrompt, given: unknown): Record<string, string> | string {
  const args = given ?? {};
  if (!isPlainObject(args)) return "'arguments' must be an object of strings";
  const known = prompt.arguments.map((a) => a.name);
  const extra = unknownNames(args, known);
  if (extra.length > 0) return `the prompt '${prompt.name}' takes no argument ${extra.join(", ")}; it takes ${known.join(", ") || "none"}`;
  const checked: Record<string, string> = {};
  for (const [i, argument] of prompt.arguments.entries()) {
    const value = args[argument.name];
    // Blank text says nothing, so it counts as left out.
    if (value === undefined || (typeof value === "string" && !value.trim())) {
      if (argument.required) return `the prompt '${prompt.name}' needs the argument '${argument.name}': ${listed.arguments[i]?.description}`;
      continue;
    }
    if (typeof value !== "string") return `the argument '${argument.name}' must be a string`;
    const allowed = argument.values?.(index);
    if (allowed && !allowed.includes(value)) return `the argument '${argument.name}' has the value '${shown(value, 40)}'; allowed values are ${listedValues(allowed)}${casedHint(value, allowed)}`;
    checked[argument.name] = value;
  }
  return checked;
}
