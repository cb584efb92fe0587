// A free loopback port, for servers that must know their URL before they start.
import { createServer } from "node:net";
import { once } from "node:events";

/** Ask the OS for a free port on 127.0.0.1 and release it. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}
