// A refused value is echoed in the message cut to a few dozen characters (so a hostile request
// cannot make the answer huge), and the cut never falls between the two halves of a character
// outside the BMP: a lone surrogate in a detail or a JSON-RPC message is text that strict JSON
// readers and every UTF-8 encoder refuse (RFC 8259 §8.2). Each place that echoes a value is
// asked for one whose cut would split an emoji.
import { describe, expect, it } from "vitest";
import { call, sampleApp } from "./support/sample.ts";

const app = await sampleApp();
const EMOJI = "\u{1F3A4}";
/** `length - 1` letters, then an emoji whose first half is the last unit a cut at `length` keeps. */
const splitAt = (length: number) => `${"a".repeat(length - 1)}${EMOJI}tail`;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Every string in a parsed JSON value, but a problem's `instance` (the request's own URL, escaped). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => (key === "instance" ? [] : strings(inner)));
  return [];
}

async function rpc(body: object, headers: Record<string, string> = {}): Promise<unknown> {
  const answer = await call(app, "/api/mcp", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, ...body }) });
  return answer.json() as unknown;
}

function expectCutWhole(value: unknown, cut: string): void {
  const texts = strings(value);
  // The value was echoed, cut: its first letters are there, its tail is not.
  expect(texts.some((text) => text.includes(cut.slice(0, 30))), JSON.stringify(value)).toBe(true);
  expect(texts.some((text) => text.includes("tail")), JSON.stringify(value)).toBe(false);
  for (const text of texts) expect(LONE_SURROGATE.test(text), text).toBe(false);
}

describe("a refused value echoed in a message", () => {
  it("is cut whole in a REST problem: a filter value and a language", async () => {
    const lane = splitAt(40);
    for (const query of [`lane=${encodeURIComponent(lane)}`, `lang=${encodeURIComponent(lane)}`]) {
      const answer = await call(app, `/api/v1/projects?${query}`);
      expect(answer.status, query).toBe(400);
      expectCutWhole(answer.json(), lane);
    }
  });

  it("is cut whole in MCP: an unknown tool, a tool's filter value, a prompt's name and argument, a resource URI, a completion's reference", async () => {
    const [prompt] = ((await rpc({ method: "prompts/list" })) as { result: { prompts: Array<{ name: string; arguments?: Array<{ name: string; required?: boolean }> }> } }).result.prompts.filter((p) => p.arguments?.some((a) => a.name === "lang"));
    // The prompt's other required arguments get a value it takes: the first completion, or free text.
    const filled: Record<string, string> = {};
    for (const argument of prompt?.arguments ?? []) {
      if (!argument.required || argument.name === "lang") continue;
      const completed = (await rpc({ method: "completion/complete", params: { ref: { type: "ref/prompt", name: prompt!.name }, argument: { name: argument.name, value: "" } } })) as { result: { completion: { values: string[] } } };
      filled[argument.name] = completed.result.completion.values[0] ?? "a reader";
    }
    const cases: Array<[object, string]> = [
      [{ method: "tools/call", params: { name: splitAt(80), arguments: {} } }, splitAt(80)],
      [{ method: "tools/call", params: { name: "list_projects", arguments: { lane: splitAt(40) } } }, splitAt(40)],
      [{ method: "prompts/get", params: { name: splitAt(80) } }, splitAt(80)],
    ];
    // A resource URI is quoted whole up to 2,000 characters in the error's data.
    const uri = `https://portfolio.test/${splitAt(2000 - "https://portfolio.test/".length)}`;
    cases.push([{ method: "resources/read", params: { uri } }, uri]);
    // A completion's reference that names nothing is quoted up to 200 characters.
    cases.push([{ method: "completion/complete", params: { ref: { type: "ref/prompt", name: splitAt(200) }, argument: { name: "x", value: "" } } }, splitAt(200)]);
    if (prompt) cases.push([{ method: "prompts/get", params: { name: prompt.name, arguments: { ...filled, lang: splitAt(40) } } }, splitAt(40)]);
    expect(cases.length).toBe(6);
    for (const [body, value] of cases) expectCutWhole(await rpc(body), value);
  });
});
