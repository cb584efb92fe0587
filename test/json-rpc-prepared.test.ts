// A prepared result splices the request's id into bytes encoded once
// (functions/api/core/mcp/json-rpc.ts); whatever the id, the body must be byte for byte the
// UTF-8 of the JSON a plain serialization gives. toResponse joins the pieces in one buffer it
// reuses (functions/api/core/http/to-response.ts), which is safe only because a Response copies
// its body when it is made: the last test holds every answer to its own bytes.
import { describe, expect, it } from "vitest";
import { PreparedResult, preparedResponse, resultBody } from "../functions/api/core/mcp/json-rpc.ts";
import { toResponse } from "../functions/api/core/http/to-response.ts";
import { json } from "../functions/api/core/http/reply.ts";

const RESULT = { tools: [{ name: "list_projects", description: "Projects by Defne Altınkaya — çay evi" }], n: 1 };
const IDS: Array<string | number> = [0, 1, -7, 42, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, "", "abc", "req-1", 'a "quoted" \\ id', "tab\there", "\u0000\u001f", "ünïcödé", "ı", "😀", "\u2028\u2029", "\ud800"];

describe("a prepared result with its id spliced in", () => {
  it.each(IDS)("id %j: the bytes of the serialized response", (id) => {
    const prepared = new PreparedResult(JSON.stringify(RESULT));
    // Written over memory that held something else, as the reused buffer does.
    const bytes = preparedResponse(id, prepared).writeInto(new Uint8Array(4096).fill(0xff));
    expect(Buffer.from(bytes).toString("hex")).toBe(Buffer.from(JSON.stringify(resultBody(id, RESULT)), "utf8").toString("hex"));
  });
});

describe("answers joined in the one reused buffer", () => {
  const ctx = { method: "POST", instance: "/api/mcp", baseUrl: "http://127.0.0.1", ifNoneMatch: null, common: {} };

  it("each keep their own bytes, whatever was answered after them", async () => {
    // The third is above the size the buffer keeps: it gets memory of its own.
    const payloads = [{ n: 1 }, { text: "é".repeat(5000) }, { text: "x".repeat(70_000) }, { n: 1 }];
    const ids = [1, "ü-2", 3, 4];
    const responses = payloads.map((payload, i) => toResponse(json(preparedResponse(ids[i]!, new PreparedResult(JSON.stringify(payload)))), ctx));
    const texts = await Promise.all(responses.map((response) => response.text()));
    texts.forEach((text, i) => expect(text).toBe(JSON.stringify(resultBody(ids[i]!, payloads[i]))));
  });
});
