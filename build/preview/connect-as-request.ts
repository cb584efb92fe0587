// Node hands a CONNECT request to the server's "connect" event with the raw socket and no
// response, and closes the socket when nothing listens there: the client got no answer at all.
// The preview offers no tunnel, so it answers CONNECT as it answers any method: the request is
// given a response and handed to the server's "request" listener (the reservation's while the
// first build runs, which holds it, then the preview's). A path gets what another method not
// taken there gets (the core's 405 on a function route, the file on a static one); an
// authority (`CONNECT host:443`) names no URL the preview serves: the 400 page.
import { ServerResponse, type IncomingMessage, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

/** How long a CONNECT socket stays open after its answer, reading and dropping what comes. */
const LINGER_MS = 5_000;

/** Answer every CONNECT `server` receives through its request listener, replacing any earlier handling. */
export function answerConnectAsRequest(server: Server): void {
  server.removeAllListeners("connect");
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    // Node takes its own error handler off a CONNECT socket: without one, a client that reset
    // the connection while the answer was written crashed the whole preview.
    socket.on("error", () => socket.destroy());
    // What follows the head is tunnel data, not a body: Node has already ended the request.
    delete req.headers["content-length"];
    delete req.headers["transfer-encoding"];
    const res = new ServerResponse(req);
    res.assignSocket(socket as Socket);
    res.shouldKeepAlive = false;
    res.once("finish", () => {
      // Unread bytes left in the kernel's buffer would make the close a reset, which can
      // overtake the answer: read and drop them until the client ends, or for a few seconds.
      socket.resume();
      socket.once("end", () => socket.destroy());
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    });
    server.emit("request", req, res);
  });
}
