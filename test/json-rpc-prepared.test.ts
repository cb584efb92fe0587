// A prepared result splices the request's id into bytes encoded once
// (functions/api/core/mcp/json-rpc.ts); whatever the id, the body must be byte for byte the
// UTF-8 of the JSON a plain serialization gives.
import { describe, expect, it } from "vitest";
import { PreparedResult, preparedResponse, resultBody } from "../functions/api/core/mcp/json-rpc.ts";

const RESULT = { tools: [{ name: "list_projects", description: "Projects by Defne Altınkaya — çay evi" }], n: 1 };
const IDS: Array<string | number> = [0, 1, -7, 42, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, "", "abc", "req-1", 'a "quoted" \\ id', "tab\there", "\u0000\u001f", "ünïcödé", "ı", "😀", "\u2028\u2029", "\ud800"];

describe("a prepared result with its id spliced in", () => {
  it.each(IDS)("id %j: the bytes of the serialized response", (id) => {
    const prepared = new PreparedResult(JSON.stringify(RESULT));
    const bytes = preparedResponse(id, prepared).bytes;
    expect(Buffer.from(bytes).toString("hex")).toBe(Buffer.from(JSON.stringify(resultBody(id, RESULT)), "utf8").toString("hex"));
  });
});
