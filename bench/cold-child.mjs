// One cold start: a fresh `node` (no tsx, no loader) imports a bundled function, or uses a
// constant answer for the floor, and answers one request. Plain JavaScript on purpose: a
// TypeScript loader would add its own start-up time to every figure.
// Usage: node bench/cold-child.mjs <module path> <request as JSON>
import { pathToFileURL } from "node:url";

// Node loads its fetch classes (undici) on first use, 20–70 ms here. Every subject, the floor
// included, pays that alike, so it is paid before the clock starts, where its jitter cannot
// swamp the difference being measured. Spawn-to-exit times still include it.
await new Response(new Request("http://localhost/", { method: "POST", body: "{}" }).body).text();
// Everything before this line is Node's own start-up, the same for every subject.
const begun = performance.now();
const [target, spec] = process.argv.slice(2);
const { url, method, headers, body } = JSON.parse(spec);

// The floor's module is a plain handler (a constant JSON body) bundled like the others, so it
// pays for loading a bundled ES module and for a Response, but for nothing else. The import
// is timed on its own.
const moduleFile = pathToFileURL(target).href;
const importStarted = performance.now();
const handler = (await import(moduleFile)).default;
const importMs = performance.now() - importStarted;

const response = await handler(new Request(url, body === undefined ? { method, headers } : { method, headers, body }));
const text = await response.text();
// performance.now() counts from the process's time origin: start-up to answer, exit excluded.
const answeredMs = performance.now();
process.stdout.write(JSON.stringify({ status: response.status, bytes: Buffer.byteLength(text), answeredMs, workMs: answeredMs - begun, importMs }));
