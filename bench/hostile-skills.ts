// A hostile skills.json just under the 1 MB file limit, every string at its length cap and
// shaped to make backtracking regular expressions slow (a spoken language of one letter and
// 199 opening parentheses took the résumé's old pattern quadratic time), built by the real
// build in a process of its own, taking turns with a build of the same content with its own
// skills.json: the budget says the hostile file costs a bounded multiple of that build.
import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MAX_FILE_BYTES } from "../build/content/read-json-file.ts";
import { LINE_MAX } from "../build/content/text-fields.ts";
import { buildOnce } from "./build-scaling.ts";
import { summarize, type Summary } from "./stats.ts";

/** The hostile skills.json's builds, beside builds of the same content with its own skills.json. */
export interface HostileSkillsResult {
  /** Size of the skills.json built. */
  bytes: number;
  ok: boolean;
  /** buildSite() alone, as the child process timed it. */
  buildMs: Summary;
  /** The same content with its own skills.json, built in the same rounds. */
  plainBuildMs: Summary;
  error?: string;
}

/** Strings at the length cap: parentheses, Markdown and HTML syntax, and search-folding work. */
const SHAPES = [
  `a${"(".repeat(LINE_MAX - 1)}`,
  `a (${"(".repeat(LINE_MAX - 4)} )`.slice(0, LINE_MAX),
  "&#x_*`[<".repeat(LINE_MAX / 8),
  "İı ş ğ www.a_b@c ".repeat(LINE_MAX / 20).slice(0, LINE_MAX).trim(),
];

/** The skills.json: groups of capped items and languages, filled to just under `limit` bytes. */
export function hostileSkillsJson(limit = MAX_FILE_BYTES - 1024): string {
  const items: string[] = [];
  const languages: string[] = [];
  // Each entry costs its characters (UTF-8 bytes, JSON-escaped) plus quotes and a comma.
  const cost = (text: string) => Buffer.byteLength(JSON.stringify(text)) + 1;
  let bytes = 200;
  for (let i = 0; ; i++) {
    const text = SHAPES[i % SHAPES.length] as string;
    if (bytes + cost(text) > limit) break;
    (i % 2 === 0 ? languages : items).push(text);
    bytes += cost(text);
  }
  return JSON.stringify({ skills: [{ title: SHAPES[0], items }], languages, certifications: [], domains: ["Web"] });
}

/**
 * Build the sample content with the hostile skills.json and without it, taking turns, `runs`
 * times each (fewer once `budgetMs` is spent), each build in a fresh process.
 */
export async function measureHostileSkillsBuild(workDir: string, runs = 3, budgetMs = 120_000): Promise<HostileSkillsResult> {
  const dir = path.join(workDir, "hostile-skills");
  const hostileContent = path.join(dir, "content");
  await cp("content", hostileContent, { recursive: true });
  const json = hostileSkillsJson();
  await writeFile(path.join(hostileContent, "skills.json"), json);
  const bytes = Buffer.byteLength(json);
  const hostile: number[] = [];
  const plain: number[] = [];
  const deadline = performance.now() + budgetMs;
  try {
    for (let run = 0; run < runs && (run === 0 || performance.now() < deadline); run++) {
      hostile.push((await buildOnce(hostileContent, path.join(dir, "dist"), path.join(dir, "portfolio-data.js"))).ms);
      plain.push((await buildOnce("content", path.join(dir, "plain-dist"), path.join(dir, "plain-data.js"))).ms);
    }
    return { bytes, ok: true, buildMs: summarize(hostile), plainBuildMs: summarize(plain) };
  } catch (error) {
    return { bytes, ok: false, buildMs: summarize(hostile), plainBuildMs: summarize(plain), error: error instanceof Error ? error.message.slice(0, 500) : String(error) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
