// A hostile skills.json just under the 1 MB file limit, every string at its length cap and
// shaped to make backtracking regular expressions slow (a spoken language of one letter and
// 199 opening parentheses took the résumé's old pattern quadratic time), built by the real
// build in a process of its own. The budget says such content builds in seconds.
import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MAX_FILE_BYTES } from "../build/content/read-json-file.ts";
import { LINE_MAX } from "../build/content/text-fields.ts";
import { buildOnce } from "./build-scaling.ts";

export interface HostileSkillsResult {
  /** Size of the skills.json built. */
  bytes: number;
  ok: boolean;
  /** buildSite() alone, as the child process timed it. */
  buildMs: number;
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

/** Build the sample content with the hostile skills.json once, in a fresh process. */
export async function measureHostileSkillsBuild(workDir: string): Promise<HostileSkillsResult> {
  const dir = path.join(workDir, "hostile-skills");
  const contentDir = path.join(dir, "content");
  await cp("content", contentDir, { recursive: true });
  const json = hostileSkillsJson();
  await writeFile(path.join(contentDir, "skills.json"), json);
  const bytes = Buffer.byteLength(json);
  try {
    const run = await buildOnce(contentDir, path.join(dir, "dist"), path.join(dir, "portfolio-data.js"));
    return { bytes, ok: true, buildMs: run.ms };
  } catch (error) {
    return { bytes, ok: false, buildMs: NaN, error: error instanceof Error ? error.message.slice(0, 500) : String(error) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
