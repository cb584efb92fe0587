// `npm start` as a newcomer runs it: builds, serves the whole API on the port it prints,
// and stops cleanly on Ctrl-C (SIGINT).
import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { freePort } from "./support/free-port.ts";

describe("npm start", () => {
  it("serves the spec's endpoints at the printed URL and exits 0 on Ctrl-C", async () => {
    const port = await freePort();
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["build/start.ts"], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (!output.includes("Press Ctrl-C") && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
      expect(output).toContain(`Serving http://localhost:${port}`);
      expect(output).toContain(`http://localhost:${port}/api/mcp`);
      const base = `http://127.0.0.1:${port}`;
      const expectations: Array<[string, number, string]> = [
        ["/api/v1/health", 200, "static"],
        ["/api/health", 200, "static"],
        ["/api/v1/profile", 200, "static"],
        ["/api/v1/skills", 200, "static"],
        ["/api/v1/projects?lane=client", 200, "static"],
        ["/api/v1/projects/cay-evi-website", 200, "static"],
        ["/api/v1/projects?q=istanbul", 200, "function"],
        ["/api/v1/projects/Nope", 400, "function"],
        ["/api/v1/projects/nope", 404, "function"],
        ["/api/mcp", 200, "function"],
        ["/", 200, "static"],
      ];
      for (const [pathname, status, side] of expectations) {
        const res = await fetch(base + pathname);
        await res.arrayBuffer();
        expect([pathname, res.status, res.headers.get("x-preview-route"), res.headers.get("api-version")]).toEqual([pathname, status, side, "1.0.0"]);
      }
      const health = await (await fetch(`${base}/api/v1/health`)).json();
      expect(health.documentation).toBe(`http://localhost:${port}/`);
      child.kill("SIGINT");
      const [code] = await once(child, "exit");
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
