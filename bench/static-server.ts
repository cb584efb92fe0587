// A server for the static-throughput comparison, in a process of its own so that it and the
// load generator each get a core. Prints {"port":N} once it listens; runs until killed.
// Usage: node --import tsx bench/static-server.ts plain <distDir>
//        node --import tsx bench/static-server.ts preview <distDir> <function module>
import path from "node:path";
import { createServer } from "http-server";
import { startPreview } from "../build/preview/start-preview.ts";
import type { Handler } from "./warm.ts";
import { loadDefault } from "./default-export.ts";

const [mode, distDir, functionModule] = process.argv.slice(2);
if (!distDir || (mode !== "plain" && mode !== "preview")) throw new Error("usage: static-server.ts plain|preview <distDir> [function module]");

let port: number;
if (mode === "plain") {
  // http-server as its command line would run it: its defaults, nothing in front of it.
  const { server } = createServer({ root: distDir });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
} else {
  if (!functionModule) throw new Error("preview needs the bundled function module");
  const handler = await loadDefault<Handler>(functionModule);
  const preview = await startPreview({ distDir, port: 0, handler, netlifyToml: path.resolve("netlify.toml") });
  port = preview.port;
}
process.stdout.write(`${JSON.stringify({ port })}\n`);
