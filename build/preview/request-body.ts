// A request's body in the preview: handed to a function that reads it, and otherwise read off
// the connection and dropped before the answer is sent. A server that answers and closes the
// connection while the client is still sending makes the client's system reset it, and a reset
// throws away whatever of the answer the client had not read yet (PUT / with a small body was
// cut at 128,000 of 145,323 bytes). Netlify reads every request whole before it answers.
import type { IncomingMessage } from "node:http";

/** A request's body, readable once by the function and always drained before the answer goes out. */
export interface RequestBody {
  /** The body as a web stream for a Request, or null when the request has none (GET, no length). */
  stream(): ReadableStream<Uint8Array> | null;
  /**
   * Resolves once the whole body has arrived (or the client has gone): what the function did
   * not read is dropped. Call it before writing the answer.
   */
  discard(): Promise<void>;
}

/** A request without a body. */
const NO_BODY: RequestBody = { stream: () => null, discard: () => Promise.resolve() };

/** Take over `req`'s body; call at once in the request handler, before anything reads it. */
export function takeRequestBody(req: IncomingMessage): RequestBody {
  // RFC 9112 §6.3: a request without Content-Length or Transfer-Encoding has no body.
  const length = req.headers["content-length"];
  if ((length === undefined || length === "0") && req.headers["transfer-encoding"] === undefined) {
    return NO_BODY;
  }
  let dropping = false;
  let stream: ReadableStream<Uint8Array> | undefined;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  // Listened for now: the end cannot come before the handler has returned and something reads.
  const arrived = new Promise<void>((resolve) => {
    req.once("end", () => resolve());
    req.once("close", () => resolve());
    req.once("error", () => resolve());
  });
  return {
    stream() {
      stream ??= new ReadableStream<Uint8Array>({
        start(opened) {
          controller = opened;
          req.on("data", (chunk: Buffer) => {
            if (dropping) return;
            opened.enqueue(new Uint8Array(chunk));
            // Back-pressure: the connection waits while the function has not read this far.
            if ((opened.desiredSize ?? 1) <= 0) req.pause();
          });
          req.once("end", () => closeQuietly(opened));
          req.once("error", (error) => {
            if (!dropping) opened.error(error);
          });
          req.pause();
        },
        pull() {
          if (!dropping) req.resume();
        },
        cancel() {
          dropping = true;
          req.resume();
        },
      });
      return stream;
    },
    discard() {
      dropping = true;
      if (controller) closeQuietly(controller);
      // Flowing with no reader left: every chunk is read off the wire and dropped.
      if (req.listenerCount("data") === 0) req.on("data", () => undefined);
      req.resume();
      return arrived;
    },
  };
}

/** Close a stream that may already be closed or errored. */
function closeQuietly(controller: ReadableStreamDefaultController<Uint8Array>): void {
  try {
    controller.close();
  } catch {
    // Already closed: nothing left to end.
  }
}
