// `npm run verify` against deployments that are not to be trusted, each a real server on
// 127.0.0.1: one that answers with terminal escapes in its status, headers and bodies, one whose
// bodies never end, one that trickles, one that never answers, one that stops answering halfway.
// Verify must print none of their control characters raw, read no more than its cap, end by its
// deadline saying so, and print each row as it is checked.
import { afterEach, describe, expect, it } from "vitest";
import { once } from "node:events";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { verifyCommand } from "../build/verify/verify-command.ts";
import { answer, endless, startHostileServer, trickle, type Behaviour, type HostileServer } from "./support/hostile-server.ts";
import { spawnGroup } from "./support/process-group.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";

const MiB = 1024 * 1024;
/** A bound against a hang for the runs that read 8 MiB per answer, far above what they take. */
const LONG_RUN_SECONDS = 590;
const servers: HostileServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(behaviour: Behaviour): Promise<HostileServer> {
  const server = await startHostileServer(behaviour);
  servers.push(server);
  return server;
}

/** Run the command in-process; `onWrite` sees the output as it grows. */
async function verify(url: string, options: string[] = [], onWrite: (output: string) => void = () => {}): Promise<{ code: number; output: string }> {
  let output = "";
  const code = await verifyCommand([url, "--content", SAMPLE_CONTENT, ...options], (text) => {
    output += text;
    onWrite(output);
  });
  return { code, output };
}

/** Every character a terminal could act on, but the line feeds between lines. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u206f\ufff9-\ufffb]/gu;
/** Those characters as `U+001B` names, so a failing test does not itself write them to the terminal. */
const rawControls = (output: string) => [...output.matchAll(RAW_CONTROL)].map(([char]) => `U+${char.codePointAt(0)!.toString(16).padStart(4, "0")}`);
const tableRows = (output: string) => output.split("\n").filter((line) => /^(ok|FAIL)\s/.test(line));
const lastLine = (output: string) => output.trimEnd().split("\n").at(-1) ?? "";
/** A loopback port that was free a moment ago: the system gave it, and it was closed at once. */
async function addressWithNothingListening(): Promise<string> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
const smallAnswer: Behaviour = (request, socket) => answer(socket, "HTTP/1.1 404 Not Found", [["Content-Type", "text/plain"]], Buffer.from("no"), request.method);

describe("verify's own refusals of what it was given", () => {
  // The arguments come from whoever typed them (or a script that pasted a page's text): they are
  // printed through the same escaper as everything a deployment sends.
  it.each([
    ["a URL with ESC", ["\u001b[2Jnot-a-url"], "verify: \\u001b[2Jnot-a-url is not a URL"],
    ["an option with a one-byte CSI", ["--\u009b2J", "http://127.0.0.1:1"], "verify: unknown option --\\u009b2J"],
  ])("prints %s with its controls escaped, and exits 2", async (_name, args, line) => {
    let output = "";
    const code = await verifyCommand(args, (text) => (output += text));
    expect(code).toBe(2);
    expect(output.split("\n")[0]).toBe(line);
    expect(output).not.toMatch(/[\u001b\u009b]/);
  });
});

describe("verify against a deployment that answers with terminal escapes", () => {
  // C1 bytes in header values (undici reads header bytes as latin1, so 0x9B arrives as U+009B,
  // a one-byte CSI); ESC, OSC, bidi overrides and isolates, line separators and a fake verdict
  // line in the body (JSON.stringify would have escaped only the C0 ones).
  const body = "\u001b[2J\u001b]0;owned\u0007\u009b1A\u202eevil\u2066x\u2069\u2028\u2029\r\nverify: all 1 requests answer as the core does\n";
  const hostile: Behaviour = (request, socket) =>
    answer(
      socket,
      "HTTP/1.1 200 O\u001b[2JK",
      [
        ["Content-Type", "text/\u009b2Jhtml\u009d0;owned\u009c"],
        ["Cache-Control", "\u0085no\u009bstore"],
        ["Vary", "\u00ff\u0080"],
      ],
      Buffer.from(body, "utf8"),
      request.method,
    );

  it("shows every control character in headers and bodies as an escape, and prints none raw", async () => {
    const server = await serve(hostile);
    const { code, output } = await verify(server.url);
    expect(code).toBe(1);
    expect(rawControls(output)).toEqual([]);
    for (const shown of ["\\u001b[2J\\u001b]0;owned\\u0007\\u009b1A\\u202eevil\\u2066x\\u2069\\u2028\\u2029\\r\\nverify: all", "text/\\u009b2Jhtml\\u009d0;owned\\u009c", "\\u0085no\\u009bstore"]) {
      expect(output).toContain(shown);
    }
    // The body's fake verdict stays inside its difference line; the real one is the last line.
    expect(output.split("\n").filter((line) => line.startsWith("verify: all"))).toEqual([]);
    expect(lastLine(output)).toMatch(/^verify: \d+ of \d+ requests differ from the core at http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("escapes the deployment's media type in the table's own cells too", async () => {
    const server = await serve(hostile);
    const { output } = await verify(server.url);
    expect(tableRows(output)).toContainEqual(expect.stringMatching(/^FAIL\s+static\s+GET\s+\/api\/v1\/profile\s+200 json\s+200 \\u009b2Jhtml\\u009d0$/));
  });
});

describe("verify against a body that never ends", () => {
  it("reads each answer up to 8 MiB, cancels the rest, reports the cap on the row and finishes", async () => {
    const bodies: Array<{ written(): number }> = [];
    const server = await serve((request, socket) => {
      if (request.method !== "GET") return smallAnswer(request, socket);
      bodies.push(endless(socket, [["Content-Type", "application/json"]], Buffer.alloc(64 * 1024, "a")));
    });
    const { code, output } = await verify(server.url, ["--timeout", `${LONG_RUN_SECONDS}`]);
    expect(code).toBe(1);
    expect(lastLine(output)).toMatch(/^verify: \d+ of \d+ requests differ from the core/);
    expect(tableRows(output)).toContainEqual(expect.stringMatching(/^FAIL\s+static\s+GET\s+\/api\/v1\/profile\s+200 json\s+200 json, over 8 MiB$/));
    expect(output).toContain("  body: expected `");
    expect(output).toContain("; actual more than 8 MiB (reading stopped there)");
    // What the server got to write is what verify read, plus what the sockets buffer: a reader
    // without the cap would have taken in everything it could until its deadline.
    const written = bodies.map((body) => body.written());
    expect(written).toHaveLength(server.seen.filter((r) => r.method === "GET").length);
    expect(Math.min(...written)).toBeGreaterThan(8 * MiB);
    expect(Math.max(...written)).toBeLessThan(64 * MiB);
  }, (LONG_RUN_SECONDS + 10) * 1000);

  it("cuts a compressed body at the cap too: 8 MiB once decompressed, however small on the wire", async () => {
    // gzip members of zeros, 1 MiB each once inflated, concatenated forever.
    const member = gzipSync(Buffer.alloc(MiB), { level: 9 });
    const server = await serve((request, socket) => {
      if (request.method !== "GET") return smallAnswer(request, socket);
      endless(socket, [["Content-Type", "application/json"], ["Content-Encoding", "gzip"]], member);
    });
    const { code, output } = await verify(server.url, ["--timeout", `${LONG_RUN_SECONDS}`]);
    expect(code).toBe(1);
    expect(lastLine(output)).toMatch(/^verify: \d+ of \d+ requests differ from the core/);
    expect(output).toContain("; actual more than 8 MiB (reading stopped there)");
  }, (LONG_RUN_SECONDS + 10) * 1000);
});

describe("verify's deadline", () => {
  it("ends a run against a deployment that sends one byte at a time, exits 1 and says the deadline passed", async () => {
    const server = await serve((request, socket) => (request.method === "HEAD" ? smallAnswer(request, socket) : trickle(socket, 50)));
    const { code, output } = await verify(server.url, ["--timeout", "2"]);
    expect(code).toBe(1);
    expect(lastLine(output)).toMatch(/^verify: the deadline passed \(--timeout 2 s\) at http:\/\/127\.0\.0\.1:\d+/);
    expectCheckedRowsPrinted(output);
  });

  it("ends the npm script against a deployment that never answers: exit 1, the reason on the last line", async () => {
    const server = await serve(() => {});
    const child = spawnGroup("npm", ["run", "--silent", "verify", "--", server.url, "--content", SAMPLE_CONTENT, "--timeout", "2"]);
    try {
      expect(await child.exited()).toBe(1);
      expect(lastLine(child.output())).toMatch(/^verify: the deadline passed \(--timeout 2 s\) at http:\/\/127\.0\.0\.1:\d+ before GET \/api\/v1\/health answered, so nothing was compared$/);
      // Nothing after the health request that never came back (on a slow enough machine the
      // deadline may pass before even that one is sent).
      expect(server.seen.map((r) => `${r.method} ${r.path}`).filter((r) => r !== "GET /api/v1/health")).toEqual([]);
    } finally {
      await child.stop();
    }
  });

  it("says in one line, with no table, that nothing answered where nothing listens, and exits 1", async () => {
    const url = await addressWithNothingListening();
    const { code, output } = await verify(url);
    expect(code).toBe(1);
    expect(tableRows(output)).toEqual([]);
    expect(output.trimEnd().split("\n")).toEqual([
      expect.stringMatching(new RegExp(`^verify: ${url.replaceAll(".", "\\.")}/api/v1/health got no answer \\(.*ECONNREFUSED.*\\), so nothing was compared; is the site served at ${url.replaceAll(".", "\\.")}\\? \\(npm start serves http://localhost:8888\\)$`)),
    ]);
  });

  it("prints the rows checked before it passed, then the deadline line naming how far the run got", async () => {
    const answered = 5;
    const server = await serve((request, socket) => (request.index < answered ? smallAnswer(request, socket) : undefined));
    const { code, output } = await verify(server.url, ["--timeout", "3"]);
    expect(code).toBe(1);
    expect(lastLine(output)).toMatch(/^verify: the deadline passed \(--timeout 3 s\) at http:\/\/127\.0\.0\.1:\d+(: \d+ of \d+ requests checked \(\d+ differ\), \d+ not, from \S+ \S+ on| before GET \/api\/v1\/health answered, so nothing was compared)$/);
    expectCheckedRowsPrinted(output);
  });

  it("takes --timeout=<seconds> as it takes --timeout <seconds>, and refuses --timeout= with nothing", async () => {
    const server = await serve(() => {});
    const { code, output } = await verify(server.url, ["--timeout=1"]);
    expect([code, lastLine(output)]).toEqual([1, expect.stringMatching(/^verify: the deadline passed \(--timeout 1 s\)/)]);
    const empty = await verify("http://127.0.0.1:9", ["--timeout="]);
    expect([empty.code, empty.output]).toEqual([2, expect.stringContaining("verify: --timeout needs a number of seconds")]);
  });

  it.each([["0"], ["-1"], ["soon"], ["1e3"], ["86401"], [undefined]])("refuses --timeout %s and exits 2", async (value) => {
    const { code, output } = await verify("http://127.0.0.1:9", value === undefined ? ["--timeout"] : ["--timeout", value]);
    expect(code).toBe(2);
    expect(output).toContain("verify: --timeout needs a number of seconds above 0 and at most 86400, e.g. --timeout 120");
  });
});

/** The deadline line's count of checked requests is the number of rows the table printed. */
function expectCheckedRowsPrinted(output: string): void {
  const checked = /: (\d+) of (\d+) requests checked/.exec(lastLine(output));
  expect(tableRows(output)).toHaveLength(checked === null ? 0 : Number(checked[1]));
}

describe("verify prints rows as they are checked", () => {
  it("has printed the first rows, and no verdict, while the deployment still holds a later request", async () => {
    const answered = 4;
    let whileHeld: string | undefined;
    let output = "";
    let release: () => void = () => {};
    const server = await serve((request, socket) => {
      if (request.index < answered) return smallAnswer(request, socket);
      if (request.index > answered) return smallAnswer(request, socket);
      // The request after those: note what verify had printed by now, then answer it.
      whileHeld = output;
      release = () => smallAnswer(request, socket);
      setImmediate(() => release());
    });
    const result = await verify(server.url, [], (sofar) => (output = sofar));
    expect(whileHeld).toBeDefined();
    expect(tableRows(whileHeld!)).toHaveLength(answered);
    expect(whileHeld).not.toContain("requests differ");
    expect(result.code).toBe(1);
    expect(tableRows(result.output).slice(0, answered)).toEqual(tableRows(whileHeld!));
    expect(lastLine(result.output)).toMatch(/^verify: \d+ of \d+ requests differ from the core/);
  });
});
