// What `npm start` or `npm run dev` runs, to spawn without npm: package.json's own script (no
// quotes in it, so split on spaces), with `node` as the Node that runs the tests. A test that
// stops it stops what an owner's Ctrl-C stops.
import { readFileSync } from "node:fs";
import path from "node:path";

/** `[command, args]` for package.json's script `name`, as read from the repository's package.json. */
export function npmScript(name: "start" | "dev"): [string, string[]] {
  const scripts = (JSON.parse(readFileSync(path.resolve("package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const [command, ...args] = (scripts[name] ?? "").split(" ");
  if (command !== "node") throw new Error(`npm run ${name} runs ${command}, not node: update test/support/npm-script.ts`);
  return [process.execPath, args];
}
