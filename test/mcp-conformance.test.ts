// The official MCP conformance suite (@modelcontextprotocol/conformance) against the preview.
// The scenarios that ask only for what any server offers pass whole. The rest of its resource,
// prompt and completion scenarios name fixtures of the suite's own test server
// (`test://static-text`, `test_simple_prompt`, …) that a portfolio does not have: those must
// now fail at the content level (not found, unknown prompt), never at the method level
// (-32601), which is where they failed before the server offered resources and prompts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { useSite } from "./support/preview-harness.ts";
import { runGroup } from "./support/process-group.ts";

interface Check {
  id: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "SKIPPED" | "INFO";
  errorMessage?: string;
}

const site = useSite();
const cli = path.resolve("node_modules/.bin/conformance");
let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), "conformance-"));
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

/** Run one scenario; its checks as the suite wrote them, and its exit code. */
async function scenario(name: string): Promise<{ code: number | null; checks: Check[]; output: string }> {
  const dir = path.join(out, name);
  const { code, output } = await runGroup(cli, ["server", "--url", `${site().url}/api/mcp`, "--scenario", name, "--output-dir", dir], { env: { ...process.env, NO_COLOR: "1" } });
  const [run] = await readdir(dir);
  if (!run) throw new Error(`the suite wrote no results for ${name}:\n${output}`);
  const checks = JSON.parse(await readFile(path.join(dir, run, "checks.json"), "utf8")) as Check[];
  return { code, checks, output };
}

describe("the official MCP conformance suite", () => {
  it.each(["server-initialize", "ping", "tools-list", "resources-list", "prompts-list", "dns-rebinding-protection"])(
    "%s passes",
    async (name) => {
      const { code, checks, output } = await scenario(name);
      expect(checks.length, output).toBeGreaterThan(0);
      expect(checks.filter((c) => c.status !== "SUCCESS"), output).toEqual([]);
      expect(code, output).toBe(0);
    },
    180_000,
  );

  it.each<[string, RegExp]>([
    ["resources-read-text", /-32002/],
    ["resources-templates-read", /-32002/],
    ["prompts-get-simple", /-32602.*test_simple_prompt/],
    ["prompts-get-with-args", /-32602.*test_prompt_with_arguments/],
    ["prompts-get-embedded-resource", /-32602.*test_prompt_with_embedded_resource/],
    ["completion-complete", /-32602.*test_prompt_with_arguments/],
  ])(
    "%s reaches the method and is told its fixture is not here",
    async (name, told) => {
      const { checks, output } = await scenario(name);
      const failed = checks.filter((c) => c.status === "FAILURE");
      expect(failed.length, output).toBeGreaterThan(0);
      for (const check of failed) {
        expect(check.errorMessage, output).toMatch(told);
        expect(check.errorMessage, output).not.toMatch(/-32601|Method not found/);
      }
    },
    180_000,
  );
});
