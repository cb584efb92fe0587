// A checkout with CR LF line ends (Git for Windows' default core.autocrlf=true, or an editor
// set that way) builds the same MCP App view as one with LF: the browser reads the inlined
// script and style with LF, so the CSP's hashes must be of that text, and the comments the
// build strips must go whatever ends their lines (build/mcp-app/render-mcp-app.ts).
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { renderMcpApp } from "../build/mcp-app/render-mcp-app.ts";

let dir = "";
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the MCP App view from a CR LF checkout", () => {
  it("is the document an LF checkout builds, byte for byte", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mcp-app-crlf-"));
    await cp("build/mcp-app", dir, { recursive: true });
    const files = (await readdir(dir)).filter((name) => /\.(js|css|ts)$/.test(name));
    for (const name of files) {
      const file = path.join(dir, name);
      await writeFile(file, (await readFile(file, "utf8")).replace(/\n/g, "\r\n"));
    }
    expect((await readFile(path.join(dir, "view-main.js"), "utf8")).includes("\r\n")).toBe(true);
    const copy = (await import(pathToFileURL(path.join(dir, "render-mcp-app.ts")).href)) as { renderMcpApp: () => string };
    const crlf = copy.renderMcpApp();
    expect(crlf.includes("\r")).toBe(false);
    expect(crlf).toBe(renderMcpApp());
  });
});
