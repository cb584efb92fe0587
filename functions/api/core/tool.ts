// What an MCP tool is, as a resource declares it for the function: its name, and the tool made
// for an index, with the `run` that `tools/call` calls. What `tools/list` shows a model (title,
// description, input and output schemas) is the tool's documentation (tool-docs.ts): the build
// writes the definitions into the index, and the function serves them as they are.
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { JsonSize } from "./json-size.ts";
import { shown } from "./http/problems.ts";

/**
 * What a tool call produced: a payload; or one whose JSON size is known before it is built
 * (the dispatcher refuses an oversized one unbuilt, saying how to narrow it); or a message
 * explaining a bad argument. A payload marked `fixed` depends on the index alone, and `run`
 * hands back the very same object for the same arguments each time, so the dispatcher
 * serializes it once per era, at its first call.
 */
export type ToolOutcome =
  | { ok: true; payload: object; fixed?: true }
  | { ok: true; size: JsonSize; build: () => object; narrowing: readonly string[] }
  | { ok: false; message: string };

/** A tool made for an index. */
export interface McpTool {
  /**
   * Client capabilities a call needs (2026-07-28 `_meta` clientCapabilities); absent: none.
   * Every tool here leaves it out: they only read, and never ask the client for sampling,
   * elicitation or roots.
   */
  requiredClientCapabilities?: readonly string[];
  run(args: Record<string, unknown>): ToolOutcome;
}

/** A tool a resource declares: its name, and how it runs over an index. */
export interface ToolDeclaration {
  name: string;
  create(index: PortfolioIndex): McpTool;
}

/** The names in `args` outside `known`, quoted and cut as a refusal shows them (a tool's, a prompt's): `'foo'`. */
export function unknownNames(args: Record<string, unknown>, known: readonly string[]): string[] {
  return Object.keys(args).filter((key) => !known.includes(key)).map((key) => `'${shown(key, 40)}'`);
}

/** A call's arguments outside `known`, as the message a model reads; undefined when there are none. */
export function refuseUnknownArguments(args: Record<string, unknown>, known: readonly string[]): ToolOutcome | undefined {
  const extra = unknownNames(args, known);
  if (extra.length === 0) return undefined;
  const accepted = known.length > 0 ? `It accepts: ${known.join(", ")}.` : "It takes no arguments.";
  return { ok: false, message: `Unknown argument${extra.length > 1 ? "s" : ""} ${extra.join(", ")}. ${accepted}` };
}

/** The named arguments as strings (absent ones left out), or why one is not a string. */
export function stringArguments(args: Record<string, unknown>, names: readonly string[]): { ok: true; values: Record<string, string | undefined> } | { ok: false; message: string } {
  const extra = refuseUnknownArguments(args, names);
  if (extra && !extra.ok) return extra;
  const values: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = args[name];
    if (value !== undefined && typeof value !== "string") return { ok: false, message: `Argument '${name}' must be a string.` };
    values[name] = value;
  }
  return { ok: true, values };
}
