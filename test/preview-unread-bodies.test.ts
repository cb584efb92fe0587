// The preview never cuts an answer short. A client may still be sending a body the preview
// does not read (PUT / gets the portal page, POST /openapi.json the document; PUT on an API
// path the function's 405) when the answer is ready; were the connection closed then, the client's system would reset it and drop
// whatever of the answer it had not read yet. Each try here sends the head, then the small body
// a moment later, and reads only after another moment, with `Connection: close`: the answer
// must arrive whole, its byte count equal to Content-Length, ended by a close and not a reset.
// The pauses only give the old fault room to show; the answer must be whole whatever the timing.
// A body of 4 MB, far past what the sockets buffer, proves each refusal drains what it leaves
// unread: the function's answer, the 421, the 400 and the rate limit's 429.
import { describe, expect, it } from "vitest";
import { connect, type Socket } from "node:net";
import { useSite } from "./support/preview-harness.ts";

const site = useSite();
// One call, then every function call is refused: the 429 path's own drain is what is tested.
const limited = useSite({ rateLimit: { windowLimit: 1, windowSize: 3600 } });
const TRIES = 12;

interface Received {
  ended: "close" | string;
  status: string;
  contentLength: number;
  bodyBytes: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A paused connection to the preview, and what came back on it once it ends: by a close, or by
 * the error (a reset) that ended it. The caller writes, then resumes it to read.
 */
function openAnswer(port = site().port): { socket: Socket; received: Promise<Received> } {
  const socket = connect(port, "127.0.0.1");
  const received = new Promise<Received>((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const done = (ended: string) => {
      if (settled) return;
      settled = true;
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, Math.max(split, 0)).toString("latin1");
      const contentLength = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      resolve({ ended, status: head.split("\r\n")[0] ?? "", contentLength, bodyBytes: split < 0 ? 0 : all.length - split - 4 });
    };
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => done("close"));
    socket.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
  socket.pause();
  return { socket, received };
}

/** One request whose small body arrives after the head, read late; what came back. */
function sendLate(method: string, target: string): Promise<Received> {
  const { socket, received } = openAnswer();
  const body = '{"a":1}';
  socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${site().port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
  void pause(50)
    .then(() => socket.write(body))
    .then(() => pause(150))
    .then(() => socket.resume());
  return received;
}

/**
 * One request with a large body the answer does not wait for, sent after the head and read
 * late: far more than the socket buffers hold, so only a preview that drains it answers whole.
 */
function sendLargeLate(port: number, method: string, target: string, host: string, bytes: number): Promise<Received> {
  const { socket, received } = openAnswer(port);
  socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`);
  void pause(50)
    .then(() => socket.write(Buffer.alloc(bytes, 0x61)))
    .then(() => pause(150))
    .then(() => socket.resume());
  return received;
}

describe("an answer to a request whose large body nobody reads", () => {
  const MB = 4_000_000;
  const local = (port: number) => `127.0.0.1:${port}`;
  it.each([
    ["the function's 405", () => site().port, "PUT", "/api/v1/profile", local, "405 Method Not Allowed"],
    ["the 421 to another host", () => site().port, "PUT", "/api/v1/profile", () => "evil.example", "421 Misdirected Request"],
    ["the 400 to a target that names no URL", () => site().port, "PUT", "http://u:p@127.0.0.1/api/mcp", local, "400 Bad Request"],
    ["the rate limit's 429", () => limited().port, "PUT", "/api/v1/profile", local, "429 Too Many Requests"],
  ])("%s arrives whole in 3 tries of 3", async (_name, port, method, target, host, status) => {
    // The limited site's one allowed call (of the function that answers a PUT, api-methods,
    // which keeps its own count) is spent first, so each try below is refused.
    if (status.startsWith("429")) await (await fetch(`http://127.0.0.1:${limited().port}/api/v1/profile`, { method: "PUT" })).arrayBuffer();
    for (let i = 0; i < 3; i++) {
      const answer = await sendLargeLate(port(), method, target, host(port()), MB);
      expect(answer.status).toBe(`HTTP/1.1 ${status}`);
      expect([answer.ended, answer.bodyBytes]).toEqual(["close", answer.contentLength]);
    }
  });
});

describe("an answer to a request whose body nobody reads", () => {
  it.each([
    ["PUT", "/", "200 OK"],
    ["POST", "/openapi.json", "200 OK"],
    ["PUT", "/api/v1/profile", "405 Method Not Allowed"],
  ])(`%s %s arrives whole in ${TRIES} tries of ${TRIES}`, async (method, target, status) => {
    const received: Received[] = [];
    for (let i = 0; i < TRIES; i++) received.push(await sendLate(method, target));
    for (const answer of received) {
      expect(answer.status).toBe(`HTTP/1.1 ${status}`);
      expect([answer.ended, answer.bodyBytes]).toEqual(["close", answer.contentLength]);
    }
  });
});

/**
 * A request Node's parser refuses before any handler runs (an unknown method, headers past the
 * limit, both Content-Length and Transfer-Encoding), sent whole with a large body before the
 * client reads, as Python's http.client does: what came back.
 */
function sendRefused(head: string, bodyBytes: number): Promise<Received> {
  const { socket, received } = openAnswer();
  socket.write(head);
  const body = Buffer.alloc(bodyBytes, 0x61);
  const piece = 64 * 1024;
  for (let at = 0; at < bodyBytes; at += piece) socket.write(body.subarray(at, at + piece));
  void pause(300).then(() => {
    socket.resume();
    // The client's side of the close: it has sent all it meant to.
    socket.end();
  });
  return received;
}

describe("the preview's own 400 and 431, to a request whose large body is still coming", () => {
  const host = () => `Host: 127.0.0.1:${site().port}`;
  const MIB = 1024 * 1024;
  it.each([
    ["an unknown method", (n: number) => `FOO / HTTP/1.1\r\n${host()}\r\nContent-Length: ${n}\r\n\r\n`, "400 Bad Request"],
    ["headers past the limit", (n: number) => `PUT / HTTP/1.1\r\n${host()}\r\nX-Big: ${"a".repeat(20_000)}\r\nContent-Length: ${n}\r\n\r\n`, "431 Request Header Fields Too Large"],
    ["Content-Length beside Transfer-Encoding", (n: number) => `PUT / HTTP/1.1\r\n${host()}\r\nContent-Length: ${n}\r\nTransfer-Encoding: chunked\r\n\r\n`, "400 Bad Request"],
  ])("%s gets its page whole, not a reset, with 1 and 8 MiB bodies", async (_name, head, status) => {
    for (const size of [MIB, 8 * MIB]) {
      for (let i = 0; i < 3; i++) {
        const answer = await sendRefused(head(size), size);
        expect(answer.status, `${size} bytes`).toBe(`HTTP/1.1 ${status}`);
        expect([answer.ended, answer.bodyBytes], `${size} bytes`).toEqual(["close", answer.contentLength]);
      }
    }
  });
});
