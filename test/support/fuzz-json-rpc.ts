// Arbitrary bodies for POST /api/mcp, built as JSON text so that `__proto__` keys, duplicate
// keys, 10,000-level nesting and numbers JSON.stringify cannot write (1e400) all reach the
// server: well-formed requests with wrong types in every field, any JSON value, and junk.
import fc from "fast-check";
import { FUZZ_LANES, FUZZ_SLUGS, FUZZ_TIERS, FUZZ_WORDS } from "./fuzz-vocabulary.ts";

/** One POST: the body as sent and the headers the transport looks at. */
export interface RpcPost {
  body: string | Uint8Array;
  contentType?: string;
  protocolVersion?: string;
  /** 2026-07-28's Mcp-Method and Mcp-Name, which must mirror the body. */
  mcpMethod?: string;
  mcpName?: string;
}

/** The deepest nesting generated: the issue asks for 10,000 levels. */
export const MAX_DEPTH = 10_000;

/** A JSON object's text from entries whose values are already JSON text (keys may repeat). */
function objectText(entries: ReadonlyArray<readonly [string, string]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
}

const quoted = (...texts: string[]) => fc.constantFrom(...texts.map((text) => JSON.stringify(text)));

const wrongType = fc.constantFrom("null", "true", "false", "0", "-1", "1.5", "-0", "1e400", "9007199254740993", '""', '"x"', "[]", "{}", "[1,2]", '{"a":1}');

const deep = fc.integer({ min: 1, max: MAX_DEPTH }).chain((depth) =>
  fc.constantFrom("[".repeat(depth) + "]".repeat(depth), '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
);

const huge = fc.constantFrom(60_000, 70_000).map((length) => JSON.stringify("x".repeat(length)));

const anyJson = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? "null");

/** A value of some JSON type, often the wrong one for where it lands. */
const anyValue = fc.oneof({ weight: 12, arbitrary: wrongType }, { weight: 10, arbitrary: anyJson }, { weight: 1, arbitrary: deep }, { weight: 1, arbitrary: huge });

const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString"];

/** Entries where each named field is present or not, with a value from its arbitrary. */
function someFields(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Array<readonly [string, string]>> {
  const extra = fc.tuple(fc.constantFrom(...PROTO_KEYS, "extra", "_meta"), anyValue);
  const present = Object.entries(fields).map(([key, value]) => fc.option(value.map((text) => [key, text] as const), { freq: 4, nil: undefined }));
  return fc
    .tuple(fc.tuple(...present), fc.array(extra, { maxLength: 2 }))
    .map(([named, extras]) => [...named.filter((entry) => entry !== undefined), ...extras]);
}

// The words below are read from the fixture the fuzz tests load (fuzz-vocabulary.ts), never
// from content/: an owner's own content changes nothing here.
const stringArg = fc.oneof(
  { weight: 3, arbitrary: quoted(...FUZZ_LANES, ...FUZZ_TIERS, ...FUZZ_WORDS, "", "   ", "__proto__", "constructor") },
  { weight: 3, arbitrary: quoted(...FUZZ_SLUGS, "x".repeat(201)) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map((text) => JSON.stringify(text)) },
  { weight: 1, arbitrary: anyValue },
);

/** URIs a resources/read may name on the tests' site (BASE_URL in test/support/sample.ts): real, unknown, hostile. */
const RESOURCE_URIS = [
  "https://portfolio.test/api/v1/profile",
  "https://portfolio.test/api/v1/projects",
  `https://portfolio.test/api/v1/projects?lane=${FUZZ_LANES[0]}&q=a`,
  `https://portfolio.test/api/v1/projects/${FUZZ_SLUGS[0]}`,
  "https://portfolio.test/api/v1/projects/no-such",
  "https://portfolio.test/api/v1/projects/{slug}",
  "https://portfolio.test/api/v1/projects/%2e%2e/profile",
  "https://portfolio.test/api/mcp",
  "https://elsewhere.test/api/v1/profile",
  "ui://portfolio-api/projects.html",
  "file:///etc/passwd",
  "javascript:alert(1)",
  "",
];

/** completion/complete references: a prompt, the detail template, and ones that name nothing. */
const COMPLETION_REFS = [
  '{"type":"ref/prompt","name":"explain_project"}',
  '{"type":"ref/prompt","name":"introduce"}',
  '{"type":"ref/prompt","name":"nope"}',
  '{"type":"ref/resource","uri":"https://portfolio.test/api/v1/projects/{slug}"}',
  '{"type":"ref/resource","uri":"https://portfolio.test/api/v1/nope/{slug}"}',
  '{"type":"ref/other"}',
];

const argumentsText = fc.oneof(
  { weight: 4, arbitrary: someFields({ lane: stringArg, tier: stringArg, q: stringArg, slug: stringArg }).map(objectText) },
  // The prompts' arguments (introduce, assess_fit, explain_project).
  { weight: 2, arbitrary: someFields({ audience: stringArg, job_description: stringArg, slug: stringArg, lang: fc.oneof(quoted("en", "tr", "TR", "fr", ""), anyValue) }).map(objectText) },
  { weight: 1, arbitrary: anyValue },
);

/** A 2026-07-28 `_meta`: each reserved key present or not, right or of the wrong type. */
const metaText = fc.oneof(
  {
    weight: 4,
    arbitrary: someFields({
      "io.modelcontextprotocol/protocolVersion": fc.oneof({ weight: 6, arbitrary: quoted("2026-07-28", "2025-11-25", "2027-01-01") }, { weight: 1, arbitrary: anyValue }),
      "io.modelcontextprotocol/clientCapabilities": fc.oneof({ weight: 4, arbitrary: fc.constant('{"sampling":{}}') }, { weight: 1, arbitrary: anyValue }),
      "io.modelcontextprotocol/clientInfo": fc.oneof({ weight: 4, arbitrary: fc.constant('{"name":"fuzz","version":"1"}') }, { weight: 1, arbitrary: anyValue }),
    }).map(objectText),
  },
  { weight: 1, arbitrary: anyValue },
);

const paramsText = fc.oneof(
  {
    weight: 4,
    arbitrary: someFields({
      name: fc.oneof({ weight: 6, arbitrary: quoted("get_portfolio_info", "list_projects", "get_case_study", "introduce", "assess_fit", "explain_project") }, { weight: 1, arbitrary: quoted("delete_everything", "__proto__", "toString") }, { weight: 1, arbitrary: anyValue }),
      arguments: argumentsText,
      protocolVersion: fc.oneof({ weight: 4, arbitrary: quoted("2025-11-25", "2025-06-18", "2024-11-05", "1999-01-01") }, { weight: 1, arbitrary: anyValue }),
      capabilities: fc.oneof({ weight: 4, arbitrary: fc.constant("{}") }, { weight: 1, arbitrary: anyValue }),
      clientInfo: fc.oneof({ weight: 4, arbitrary: fc.constant('{"name":"fuzz","version":"1"}') }, { weight: 1, arbitrary: anyValue }),
      cursor: fc.oneof({ weight: 4, arbitrary: quoted("", "next") }, { weight: 1, arbitrary: anyValue }),
      // resources/read, and completion/complete's reference, argument and context.
      uri: fc.oneof({ weight: 4, arbitrary: quoted(...RESOURCE_URIS) }, { weight: 1, arbitrary: anyValue }),
      ref: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...COMPLETION_REFS) }, { weight: 1, arbitrary: anyValue }),
      argument: fc.oneof({ weight: 4, arbitrary: fc.tuple(quoted("slug", "lane", "tier", "lang", "audience", "nope"), stringArg).map(([name, value]) => objectText([["name", name], ["value", value]])) }, { weight: 1, arbitrary: anyValue }),
      context: fc.oneof({ weight: 2, arbitrary: fc.constant(JSON.stringify({ arguments: { lane: FUZZ_LANES[0] } })) }, { weight: 1, arbitrary: anyValue }),
      _meta: metaText,
    }).map(objectText),
  },
  { weight: 1, arbitrary: anyValue },
);

const methodText = fc.oneof(
  { weight: 5, arbitrary: quoted("initialize", "ping", "tools/list", "tools/call", "server/discover", "notifications/initialized") },
  { weight: 4, arbitrary: quoted("resources/list", "resources/templates/list", "resources/read", "prompts/list", "prompts/get", "completion/complete") },
  { weight: 1, arbitrary: quoted("resources/subscribe", "logging/setLevel", "__proto__", "constructor", "hasOwnProperty", "", "TOOLS/CALL") },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((text) => JSON.stringify(text)) },
  { weight: 1, arbitrary: anyValue },
);

const idText = fc.oneof(
  { weight: 8, arbitrary: fc.oneof(fc.integer().map(String), fc.string({ maxLength: 10 }).map((text) => JSON.stringify(text)), fc.constant("null")) },
  { weight: 1, arbitrary: anyValue },
);

const jsonrpcEntry = fc.oneof(
  { weight: 14, arbitrary: fc.constant([["jsonrpc", '"2.0"']] as const) },
  { weight: 1, arbitrary: fc.constant([] as const) },
  { weight: 1, arbitrary: fc.oneof(quoted("1.0", "2", "2.0 "), anyValue).map((text) => [["jsonrpc", text]] as const) },
);

/** A JSON-RPC message with every field sometimes missing, sometimes of the wrong type. */
export const messageText: fc.Arbitrary<string> = fc
  .tuple(jsonrpcEntry, someFields({
  id: idText,
  method: methodText,
  params: paramsText,
  result: anyValue,
  error: anyValue,
}))
  .map(([jsonrpc, rest]) => objectText([...jsonrpc, ...rest]));

/** Bodies that are not a single JSON-RPC object: other JSON, deep nesting, junk, non-UTF-8. */
const otherBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  anyJson,
  deep,
  huge,
  messageText.map((text) => `[${text}]`),
  // Batches (answered under 2025-03-26): empty, mixed, and past the 50-message bound.
  fc.array(messageText, { maxLength: 60 }).map((texts) => `[${texts.join(",")}]`),
  messageText.map((text) => text.slice(0, Math.max(0, text.length - 1))),
  messageText.map((text) => `\uFEFF${text}`),
  fc.string({ maxLength: 40 }),
  fc.uint8Array({ maxLength: 40 }),
  fc.constantFrom("", " ", "\0", "{}{}", '{"jsonrpc":"2.0","id":1,"method":"ping"}garbage'),
);

/** A whole POST: mostly JSON-RPC-shaped bodies typed application/json. */
export const rpcPostArb: fc.Arbitrary<RpcPost> = fc
  .record({
    body: fc.oneof({ weight: 4, arbitrary: messageText }, { weight: 1, arbitrary: otherBody }),
    contentType: fc.oneof(
      { weight: 16, arbitrary: fc.constant("application/json") },
      { weight: 1, arbitrary: fc.constantFrom("application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "application/jsonx", "") },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    protocolVersion: fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.constant("2026-07-28") },
      { weight: 1, arbitrary: fc.constantFrom("2025-11-25", "2025-06-18", "2025-03-26", "2023-01-01", "2027-01-01", "", "latest") },
    ),
    mcpMethod: fc.option(fc.constantFrom("tools/call", "tools/list", "server/discover", "initialize", "ping", "Tools/List", "", "resources/read"), { freq: 2, nil: undefined }),
    // Header values as a client may send them: plain, Base64 sentinels (valid, empty, broken) and Latin-1 bytes.
    mcpName: fc.option(
      fc.constantFrom("get_case_study", "list_projects", "get_portfolio_info", "delete_everything", "=?base64?Z2V0X2Nhc2Vfc3R1ZHk=?=", "=?base64??=", "=?base64?!!?=", "=?base64?Zm9v", "caf\u00e9", "", "__proto__"),
      { freq: 2, nil: undefined },
    ),
  })
  .map(({ body, contentType, protocolVersion, mcpMethod, mcpName }) => {
    const post: RpcPost = { body };
    if (contentType !== undefined) post.contentType = contentType;
    if (protocolVersion !== undefined) post.protocolVersion = protocolVersion;
    if (mcpMethod !== undefined) post.mcpMethod = mcpMethod;
    if (mcpName !== undefined) post.mcpName = mcpName;
    return post;
  });

/** The web Request for a generated POST to /api/mcp on `baseUrl`. */
export function toRpcRequest(baseUrl: string, post: RpcPost): Request {
  const headers: Record<string, string> = { Accept: "application/json, text/event-stream" };
  if (post.contentType !== undefined) headers["Content-Type"] = post.contentType;
  if (post.protocolVersion !== undefined) headers["MCP-Protocol-Version"] = post.protocolVersion;
  if (post.mcpMethod !== undefined) headers["Mcp-Method"] = post.mcpMethod;
  if (post.mcpName !== undefined) headers["Mcp-Name"] = post.mcpName;
  const body = typeof post.body === "string" ? post.body : new Uint8Array(post.body);
  return new Request(`${baseUrl}/api/mcp`, { method: "POST", headers, body });
}
