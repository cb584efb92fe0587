// `npm run dev` in a scratch copy of the project: an edited title is served without a restart;
// broken content prints its problems as the build does while the last good build stays up;
// a fix is served again. Started on broken content, it holds its port and answers 503 until
// the first good build. The child runs in its own process group, killed whole in `finally`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CONTENT, sampleIndex } from "./support/sample.ts";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { spawnGroup, type GroupChild } from "./support/process-group.ts";
import { freePort } from "./support/free-port.ts";
import { npmScript } from "./support/npm-script.ts";
import { rawRequest } from "./support/raw-request.ts";
import { PATIENCE_MS } from "./support/patience.ts";
import { getJson, makeDevWorkspace, pollJson, startDev } from "./support/dev-workspace.ts";

let work: string;
let dev: GroupChild | undefined;
// The first project of the content under test, its title, and the site's lanes.
let SLUG: string;
let TITLE: string;
let LANES: readonly string[];
/** A lane the site does not have. */
const NO_LANE = "data";

beforeAll(async () => {
  work = await makeDevWorkspace(SAMPLE_CONTENT);
  const index = await sampleIndex();
  const first = index.projects[0];
  if (!first) throw new Error(`${SAMPLE_CONTENT} has no project`);
  ({ slug: SLUG, title: TITLE } = first);
  LANES = index.site.lanes;
  if (LANES.includes(NO_LANE)) throw new Error(`${SAMPLE_CONTENT} has a lane '${NO_LANE}'`);
});

/** The project file's text with one field set to `value`. */
function withField(original: string, field: "title" | "lane", value: string): string {
  return JSON.stringify({ ...(JSON.parse(original) as object), [field]: value }, null, 2);
}
afterAll(async () => {
  await dev?.stop();
  await rm(work, { recursive: true, force: true });
});

interface Body {
  title?: string;
  total?: number;
}

const until = (url: string, accept: (body: Body) => boolean) => pollJson<Body>(url, accept);

describe("npm run dev", () => {
  it("serves an edited title without a restart, keeps the last good build while content is broken, and recovers", async () => {
    const server = await startDev(work);
    dev = server.child;
    const port = new URL(server.origin).port;
    const file = path.join(work, "content", "projects", `${SLUG}.json`);
    const detail = `http://127.0.0.1:${port}/api/v1/projects/${SLUG}`;
    const search = `http://127.0.0.1:${port}/api/v1/projects?q=samovar`;
    const original = await readFile(file, "utf8");
    expect((await until(detail, () => true)).title).toBe(TITLE);
    // DNS rebinding: the MCP endpoint refuses a Host that is not this machine.
    expect((await rawRequest(`http://127.0.0.1:${port}/api/mcp`, { headers: { Host: "rebound.example" } })).status).toBe(421);

    await writeFile(file, withField(original, "title", `${TITLE} Samovar`));
    expect((await until(detail, (body) => body.title === `${TITLE} Samovar`)).title).toBe(`${TITLE} Samovar`);
    // The function answers from the new index the moment the files are new (the core and the
    // rules take over in the swap's own step): search finds the new word at once, no polling.
    expect((await getJson<Body>(search)).total).toBe(1);

    await writeFile(file, withField(original, "lane", NO_LANE));
    await dev.waitFor(`content/projects/${SLUG}.json → lane: '${NO_LANE}' is not a lane of this site: ${LANES.join(", ")}`);
    expect(dev.output()).toContain("(still serving the last good build)");
    expect((await getJson<{ title?: string }>(detail)).title).toBe(`${TITLE} Samovar`);

    await writeFile(file, original);
    expect((await until(detail, (body) => body.title === TITLE)).title).toBe(TITLE);
    expect(dev.output()).not.toMatch(/\n\s+at /);
  }, 3 * PATIENCE_MS);

  it("survives a rebuild that fails for a reason no content check catches (a full disk), and recovers", async () => {
    await dev?.stop();
    const preload = pathToFileURL(path.resolve("test/support/fail-preview-writes.mjs")).href;
    const server = await startDev(work, { NODE_OPTIONS: `--import=${preload}` });
    dev = server.child;
    const port = new URL(server.origin).port;
    const file = path.join(work, "content", "projects", `${SLUG}.json`);
    const detail = `http://127.0.0.1:${port}/api/v1/projects/${SLUG}`;
    const original = await readFile(file, "utf8");
    expect((await until(detail, () => true)).title).toBe(TITLE);

    await writeFile(path.join(work, ".fail-preview-writes"), "");
    await writeFile(file, withField(original, "title", `${TITLE} Disk Full`));
    // Told as this machine's failure, not as one a deploy would share, and as a problem line.
    await dev.waitFor("as this machine could not write it (still serving the last good build)");
    expect(dev.output()).toMatch(/: cannot be written \(ENOSPC: the disk is full\) \(writing .* failed; no output was changed\)/);
    expect(dev.output()).not.toContain("a deploy would fail the same way");
    expect((await getJson<{ title?: string }>(detail)).title).toBe(TITLE);

    await rm(path.join(work, ".fail-preview-writes"));
    await writeFile(file, withField(original, "title", `${TITLE} Recovered`));
    expect((await until(detail, (body) => body.title === `${TITLE} Recovered`)).title).toBe(`${TITLE} Recovered`);
    await writeFile(file, original);
    expect(dev.output()).not.toMatch(/\n\s+at /);
  }, 3 * PATIENCE_MS);

  it("holds its port from the start and answers 503 until the first good build, then serves it", async () => {
    await dev?.stop();
    const file = path.join(work, "content", "projects", `${SLUG}.json`);
    const original = await readFile(file, "utf8");
    await writeFile(file, withField(original, "lane", NO_LANE));
    const port = await freePort();
    const [command, args] = npmScript("dev");
    dev = spawnGroup(command, args, { cwd: work, env: { ...process.env, PORT: String(port), URL: "", SITE_URL: "" } });
    await dev.waitFor("(fix it and save; serving starts with the first good build)");
    const early = await fetch(`http://127.0.0.1:${port}/api/v1/projects/${SLUG}`, { method: "POST", body: "x".repeat(100_000) });
    // The preview's own answer (no build, so no rule's headers yet), marked as the preview's.
    expect([early.status, early.headers.get("retry-after"), early.headers.get("cache-control"), early.headers.get("x-preview-route")]).toEqual([503, "1", "no-store", "preview"]);
    expect(await early.text()).toContain("no build to serve yet");
    await writeFile(file, original);
    await dev.waitFor("Watching content/");
    expect((await until(`http://127.0.0.1:${port}/api/v1/projects/${SLUG}`, () => true)).title).toBe(TITLE);
    expect(dev.output()).not.toMatch(/\n\s+at /);
  }, 3 * PATIENCE_MS);
});
