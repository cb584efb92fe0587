// Deployments `npm run verify` must not trust, for its tests: a raw TCP server on 127.0.0.1
// (node:http refuses to send the bytes these need) that hands each request to a behaviour
// (answer with any bytes, trickle, stream forever, never answer) and, on close, ends every
// connection and timer it started, whatever state the test left it in.
import { once } from "node:events";
import { createServer, type Socket } from "node:net";

/** A request as the hostile server read it: its request line and its place in arrival order. */
export interface HostileRequest {
  method: string;
  path: string;
  /** 0 for the first request the server saw, in arrival order. */
  index: number;
}

/** What the server does with one request: its connection is the behaviour's to answer or not. */
export type Behaviour = (request: HostileRequest, socket: Socket) => void;

/** A running hostile server: where it listens, what it has seen, and how to stop it. */
export interface HostileServer {
  url: string;
  /** Every request seen so far. */
  seen: HostileRequest[];
  close(): Promise<void>;
}

/** Start the server; each connection carries one request (every answer closes it). */
export async function startHostileServer(behaviour: Behaviour): Promise<HostileServer> {
  const sockets = new Set<Socket>();
  const seen: HostileRequest[] = [];
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {}); // verify aborting a request resets the connection: expected.
    let head = "";
    const onData = (chunk: Buffer) => {
      head += chunk.toString("latin1");
      const end = head.indexOf("\r\n\r\n");
      if (end === -1) return;
      socket.off("data", onData);
      const [method = "", path = ""] = head.slice(0, head.indexOf("\r\n")).split(" ");
      const request = { method, path, index: seen.length };
      seen.push(request);
      behaviour(request, socket);
    };
    socket.on("data", onData);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A status line and header lines, bytes as given (latin1: each char one byte). */
export function head(statusLine: string, headers: ReadonlyArray<readonly [string, string]>): Buffer {
  return Buffer.from(`${statusLine}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`, "latin1");
}

/** A whole answer, then the connection closes. */
export function answer(socket: Socket, statusLine: string, headers: ReadonlyArray<readonly [string, string]>, body: Buffer, method: string): void {
  socket.end(Buffer.concat([head(statusLine, [...headers, ["Content-Length", `${body.length}`], ["Connection", "close"]]), method === "HEAD" ? Buffer.alloc(0) : body]));
}

/** The head, then one body byte every `everyMs`, until verify hangs up (or `maxBytes`, a bound). */
export function trickle(socket: Socket, everyMs: number, maxBytes = 100_000): void {
  socket.write(head("HTTP/1.1 200 OK", [["Content-Type", "application/json"], ["Connection", "close"]]));
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || ++sent > maxBytes) return clearInterval(timer);
    socket.write("x");
  }, everyMs);
  socket.on("close", () => clearInterval(timer));
}

/**
 * The head, then `chunk` again and again, as fast as verify reads (waiting for it to drain, so
 * what is counted is what verify took in, give or take the sockets' buffers), up to `maxBytes`,
 * a bound for a verify that never stops reading. `written()` is the body bytes written so far.
 */
export function endless(socket: Socket, headers: ReadonlyArray<readonly [string, string]>, chunk: Buffer, maxBytes = 1024 ** 3): { written(): number } {
  socket.write(head("HTTP/1.1 200 OK", [...headers, ["Connection", "close"]]));
  let sent = 0;
  const pump = () => {
    while (!socket.destroyed && sent < maxBytes) {
      sent += chunk.length;
      if (!socket.write(chunk)) return;
    }
    if (!socket.destroyed) socket.end();
  };
  socket.on("drain", pump);
  pump();
  return { written: () => sent };
}
