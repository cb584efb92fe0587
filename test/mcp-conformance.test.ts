// The official MCP conformance suite (@modelcontextprotocol/conformance) against the preview:
// every server scenario it has (`--suite all`), in one run, against the committed baseline of
// the ones this server fails on purpose (test/fixtures/mcp-conformance-baseline.yml). The suite
// itself fails the run on a failure the baseline does not list and on a listed scenario that
// passes; this test also holds each listed failure to its reason: a fixture of the suite's own
// test server that a portfolio does not have (`test_simple_text`, `test://static-text`, …),
// told at the content level (unknown tool or prompt, resource not found), or a capability the
// server does not advertise (-32601). Resources, prompts and completion are never -32601:
// that is where they failed before the server offered them.
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
const BASELINE = path.resolve("test/fixtures/mcp-conformance-baseline.yml");

/** Every server scenario the suite lists, from its own `list` command. */
async function listedScenarios(): Promise<string[]> {
  const { code, output } = await runGroup(cli, ["list"], { env: { ...process.env, NO_COLOR: "1" } });
  if (code !== 0) throw new Error(`conformance list failed:\n${output}`);
  const server = output.split(/Client scenarios/)[0] ?? "";
  return [...server.matchAll(/^\s+- ([a-z0-9-]+)/gm)].map((m) => m[1]!);
}

/** The baseline's scenario names (a list of `- name` lines under `server:`). */
async function baseline(): Promise<string[]> {
  return [...(await readFile(BASELINE, "utf8")).matchAll(/^\s+- ([a-z0-9-]+)\s*$/gm)].map((m) => m[1]!);
}

let out: string;
let run: { code: number | null; output: string };
const checks = new Map<string, Check[]>();
let scenarios: string[];
let expectedFailures: string[];

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), "conformance-"));
  scenarios = await listedScenarios();
  expectedFailures = await baseline();
  run = await runGroup(cli, ["server", "--url", `${site().url}/api/mcp`, "--suite", "all", "--expected-failures", BASELINE, "--output-dir", out], { env: { ...process.env, NO_COLOR: "1" } });
  // One folder per scenario: server-<scenario>-<timestamp>.
  for (const dir of await readdir(out)) {
    const name = scenarios.find((s) => dir.startsWith(`server-${s}-`) && /^\d{4}-/.test(dir.slice(`server-${s}-`.length)));
    if (name) checks.set(name, JSON.parse(await readFile(path.join(out, dir, "checks.json"), "utf8")) as Check[]);
  }
}, 180_000);
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

/** Why a baseline scenario may fail: the message its failed checks must carry. */
const REASONS: Array<[RegExp, RegExp]> = [
  [/^(tools-call-(?!with-logging)|elicitation-)/, /-32602: Unknown tool: test_/],
  [/^json-schema-2020-12$/, /Tool 'json_schema_2020_12_tool' not found/],
  [/^resources-(read-|templates-read)/, /-32002/],
  [/^prompts-get-/, /-32602.*Unknown prompt: test_/],
  [/^completion-complete$/, /-32602.*Unknown prompt: test_prompt_with_arguments/],
  [/^(logging-set-level|tools-call-with-logging|resources-(un)?subscribe)$/, /-32601/],
  // A warning, which the suite counts as a failure: no session id from a stateless server.
  [/^server-sse-/, /^$/],
];

describe("the official MCP conformance suite, every server scenario", () => {
  it("runs every scenario it lists, and fails exactly the baseline's", () => {
    expect(scenarios.length, run.output).toBeGreaterThan(20);
    expect([...checks.keys()].sort(), run.output).toEqual([...scenarios].sort());
    // Every baseline entry is a scenario the suite still has.
    expect(expectedFailures.filter((s) => !scenarios.includes(s))).toEqual([]);
    expect(run.code, run.output).toBe(0);
  });

  it("passes every scenario outside the baseline with no failure and no warning", () => {
    const passing = scenarios.filter((s) => !expectedFailures.includes(s));
    expect(passing).toEqual(expect.arrayContaining(["server-initialize", "ping", "tools-list", "resources-list", "prompts-list", "dns-rebinding-protection"]));
    for (const name of passing) expect((checks.get(name) ?? []).filter((c) => c.status === "FAILURE" || c.status === "WARNING"), name).toEqual([]);
  });

  it("fails each baseline scenario for its stated reason only, never resources, prompts or completion at the method level", () => {
    for (const name of expectedFailures) {
      const reason = REASONS.find(([scenario]) => scenario.test(name));
      expect(reason, `no reason stated for ${name}`).toBeDefined();
      const failed = (checks.get(name) ?? []).filter((c) => c.status === "FAILURE" || c.status === "WARNING");
      expect(failed.length, name).toBeGreaterThan(0);
      for (const check of failed) {
        if (check.status === "WARNING") expect(check.id, name).toMatch(/^server-sse-[a-z-]+-session$/);
        else expect(check.errorMessage, name).toMatch(reason![1]);
        if (/^(resources-(read|templates)|prompts-|completion-)/.test(name)) expect(check.errorMessage, name).not.toMatch(/-32601|Method not found/);
      }
    }
  });
});
