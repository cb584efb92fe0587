// What a cold start loads: the function, bundled as Netlify bundles it (esbuild, ESM, node),
// imported by a fresh plain `node`. node:crypto (and the stream modules its Hash class pulls
// in) used to load at import and was most of the import's time; only an answer with an ETag
// needs it. The check is on which modules load, never on how long anything takes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { asciiJson, indexModuleSource } from "../build/build-site.ts";
import { sampleIndex } from "./support/sample.ts";
import { runGroup } from "./support/process-group.ts";

let dir: string;
let bundle: string;
let bundledInputs: string[];
/** The same function over an index module whose JSON text is broken. */
let brokenIndexBundle: string;

/** Bundle the function as Netlify does, over the index module `indexSource`. */
async function bundleOver(indexSource: string, name: string): Promise<{ file: string; inputs: string[] }> {
  const index = path.join(dir, `${name}-portfolio-data.js`);
  await writeFile(index, indexSource);
  const file = path.join(dir, `${name}.mjs`);
  const result = await build({
    entryPoints: ["functions/api/api.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: file,
    metafile: true,
    logLevel: "silent",
    plugins: [{ name: "index", setup: (b) => b.onResolve({ filter: /portfolio-data\.js$/ }, () => ({ path: index })) }],
  });
  return { file, inputs: Object.keys(result.metafile.inputs) };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "portfolio-cold-"));
  ({ file: bundle, inputs: bundledInputs } = await bundleOver(indexModuleSource(await sampleIndex()), "api"));
  // The generated module's shape, with text that is not JSON: only a parse at import would throw.
  const broken = indexModuleSource(await sampleIndex()).replace(/INDEX_JSON = ".*";/, 'INDEX_JSON = "{not json";');
  ({ file: brokenIndexBundle } = await bundleOver(broken, "broken"));
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * In a fresh node, before anything else touches Node's fetch classes (which load node:crypto
 * themselves on first use): the built-ins importing the bundle loads, then what answering
 * `request` adds.
 */
async function coldRun(request: { url: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<{ atImport: string[]; status: number }> {
  const script = `
    const loaded = () => process.moduleLoadList.filter((m) => m.startsWith("NativeModule ")).map((m) => m.slice(13));
    const before = new Set(loaded());
    const { default: handler } = await import(${JSON.stringify(`file://${bundle}`)});
    const atImport = loaded().filter((m) => !before.has(m));
    const spec = JSON.parse(process.argv[1]);
    const response = await handler(new Request(spec.url, spec));
    await response.text();
    process.stdout.write(JSON.stringify({ atImport, status: response.status }));
  `;
  const { code, stdout, output } = await runGroup(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(request)]);
  if (code !== 0) throw new Error(`the cold run exited ${code}:\n${output}`);
  return JSON.parse(stdout);
}

/** node:crypto, and the stream modules its Hash class pulls in. */
const isHeavy = (name: string) => name === "crypto" || name.startsWith("internal/crypto/") || name === "stream" || name.startsWith("internal/streams/");

describe("a cold start loads only what its request needs", () => {
  it("imports the function without node:crypto or the stream modules, and still answers with an ETag", async () => {
    const run = await coldRun({ url: "https://portfolio.test/api/v1/projects?q=a" });
    expect(run.status).toBe(200);
    expect(run.atImport.filter(isHeavy)).toEqual([]);
  });

  it("bundles no package: zod and the content schemas stay in the build", () => {
    expect(bundledInputs.filter((input) => input.includes("node_modules"))).toEqual([]);
  });

  it("bundles none of the preview's own problem (its words are the preview's alone)", async () => {
    expect(bundledInputs.filter((input) => input.includes("preview-problems"))).toEqual([]);
    expect(await readFile(bundle, "utf8")).not.toContain("MISDIRECTED_REQUEST");
  });

  it("writes the index as an ASCII-only literal that parses back to the index", async () => {
    // A single character outside ASCII makes V8 scan the whole literal as a two-byte string.
    const index = await sampleIndex();
    const source = indexModuleSource(index);
    expect(source).toMatch(/^[\x00-\x7f]*$/);
    const text = /INDEX_JSON = (".*");/.exec(source)?.[1];
    expect(JSON.parse(JSON.parse(text!) as string)).toEqual(index);
    // Every kind of character outside ASCII survives the escapes, a surrogate pair included.
    const hostile = { text: "İzmir ışık é\u0301 \u2028 漢字 😀 \u0000 \\ \" it's `${x}`" };
    expect(asciiJson(hostile)).toMatch(/^[\x00-\x7f]*$/);
    expect(asciiJson(hostile)).not.toContain("'");
    expect(JSON.parse(asciiJson(hostile))).toEqual(hostile);
  });

  it("ships the index text as a plain single-quoted string, not a template literal", async () => {
    // The fixture's text has apostrophes (a possessive in a tool description): before they were
    // escaped, esbuild chose a template literal for the text, which V8 scans more slowly.
    expect(JSON.stringify(await sampleIndex())).toContain("'");
    const shipped = await readFile(bundle, "utf8");
    const declaration = /^var INDEX_JSON = (.)/m.exec(shipped);
    expect(declaration?.[1]).toBe("'");
  });

  it("makes no regular expression with a Unicode property at import", () => {
    // Netlify's bundler writes such a literal as `new RegExp`, which parses the property at
    // once (0.3 ms); the search fold makes its own at the first fold (text-fold.ts).
    // Module-level lines only: a regular expression inside a function is made when it runs.
    return readFile(bundle, "utf8").then((code) => {
      const topLevel = code.split("\n").filter((line) => /^(var|const|let) [^=]*= *(new RegExp\(|\/).*\\p\{/.test(line));
      expect(topLevel).toEqual([]);
    });
  });

  it("parses the index at the first request, not at import", async () => {
    // Over text that is not JSON the import succeeds; the first request is where it fails.
    const script = `
      const { default: handler } = await import(${JSON.stringify(`file://${brokenIndexBundle}`)});
      const first = await (async () => handler(new Request("https://portfolio.test/api/v1/health")))().then(() => "answered", (error) => error.name);
      process.stdout.write(JSON.stringify({ imported: true, first }));
    `;
    const { code, stdout, output } = await runGroup(process.execPath, ["--input-type=module", "-e", script]);
    expect(code, output).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ imported: true, first: "SyntaxError" });
  });
});
