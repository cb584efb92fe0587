// The build's floor, in a process of its own like each build (bench/build-once.ts): the I/O any
// build of a catalog must do and nothing else. It reads and parses every content file, 64 at a
// time as the content loader does, then writes the very bytes the build wrote (every file of
// its output, and the index module) with the build's own writers. Run as
// `node --import tsx bench/build-floor-once.ts <contentDir> <builtDir> <builtIndex> <outDir> <indexModule>`;
// prints one JSON line: the floor's time in ms, clocked as build-once clocks buildSite().
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { mapLimit } from "../build/content/map-limit.ts";
import { writeFileAtomic, writeSite, type SiteFiles } from "../build/write-dist.ts";

const [contentDir, builtDir, builtIndex, outDir, indexModule] = process.argv.slice(2);
if (!contentDir || !builtDir || !builtIndex || !outDir || !indexModule) throw new Error("usage: build-floor-once.ts <contentDir> <builtDir> <builtIndex> <outDir> <indexModule>");

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

// What the build produced, in memory before the clock starts: the floor writes it, it does not make it.
const files: SiteFiles = new Map();
for (const file of await filesUnder(builtDir)) files.set(path.relative(builtDir, file), await readFile(file));
const indexBytes = await readFile(builtIndex);

const started = performance.now();
const inputs = (await filesUnder(contentDir)).filter((file) => file.endsWith(".json"));
await mapLimit(inputs, 64, async (file) => JSON.parse(await readFile(file, "utf8")) as unknown);
await writeSite(outDir, files);
await writeFileAtomic(path.resolve(indexModule), indexBytes);
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, files: files.size + 1 }));
