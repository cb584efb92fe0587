// The warm cases in a process of their own (bench/warm-cases.ts says why). Run as
// `node --import tsx bench/warm-once.ts '<WarmCasesInput as JSON>'`; progress goes to stderr,
// and the last stdout line is the WarmCasesOutput as JSON.
import { measureWarmCases, type WarmCasesInput } from "./warm-cases.ts";

const [arg] = process.argv.slice(2);
if (!arg) throw new Error("usage: warm-once.ts '<WarmCasesInput as JSON>'");
const started = performance.now();
const progress = (line: string) => process.stderr.write(`bench (warm process): ${line} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
const output = await measureWarmCases(JSON.parse(arg) as WarmCasesInput, progress);
console.log(JSON.stringify(output));
