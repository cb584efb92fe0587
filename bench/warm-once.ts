// The warm cases in a process of their own (bench/warm-cases.ts says why). Run as
// `node --import tsx bench/warm-once.ts '<WarmCasesInput as JSON>'`; progress goes to
// stderr, and the last stdout line is the WarmCasesOutput as JSON.
import { runWarmCases, type WarmCasesInput } from "./warm-cases.ts";

const [input] = process.argv.slice(2);
if (!input) throw new Error("usage: warm-once.ts '<WarmCasesInput as JSON>'");
const started = performance.now();
const progress = (line: string) => process.stderr.write(`bench (warm process): ${line} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
console.log(JSON.stringify(await runWarmCases(JSON.parse(input) as WarmCasesInput, progress)));
