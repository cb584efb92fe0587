// Read and validate every file in content/, collecting every problem from every file before
// giving up, so the owner fixes them all in one round.
import path from "node:path";
import fg from "fast-glob";
import type { z } from "zod";
import { problemsFromIssues, type ContentProblem } from "./content-problem.ts";
import { readJsonFile } from "./read-json-file.ts";
import { checkCrossFileRules } from "./cross-file-rules.ts";
import {
  ProfileContentSchema,
  ProjectContentSchema,
  SiteContentSchema,
  SkillsContentSchema,
  type ProfileContent,
  type ProjectContent,
  type SiteContent,
  type SkillsContent,
} from "./content-schemas.ts";

/** Validated content, one value per file. */
export interface Content {
  site: SiteContent;
  profile: ProfileContent;
  skills: SkillsContent;
  /** Keyed by file: `projects/<slug>.json`, in file-name order. */
  projects: { file: string; project: ProjectContent }[];
}

export type ContentResult = { ok: true; content: Content } | { ok: false; problems: ContentProblem[] };

export interface LoadOptions {
  /** How the folder is named in messages; defaults to its path relative to the working directory. */
  label?: string;
}

/** Load `contentDir`; on any problem, return them all. */
export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<ContentResult> {
  const root = path.resolve(contentDir);
  const label = options.label ?? (path.relative(process.cwd(), root) || ".");
  // Files load in parallel; each keeps its own problems so the report order is fixed.
  const load = async <S extends z.ZodType>(relative: string, schema: S): Promise<{ value?: z.infer<S>; problems: ContentProblem[] }> => {
    const file = `${label}/${relative}`;
    const read = await readJsonFile(path.join(root, relative), file, root);
    if (!read.ok) return { problems: [read.problem] };
    const parsed = schema.safeParse(read.value, { reportInput: true });
    if (parsed.success) return { value: parsed.data, problems: [] };
    return { problems: problemsFromIssues(file, parsed.error.issues, (at) => keysAt(schema, at)) };
  };

  // suppressErrors: a `projects` that is a file (ENOTDIR) means no project files, reported below, not a crash.
  const projectFiles = (await fg("projects/*.json", { cwd: root, onlyFiles: false, followSymbolicLinks: false, suppressErrors: true })).sort();
  const results = await Promise.all([
    load("site.json", SiteContentSchema),
    load("profile.json", ProfileContentSchema),
    load("skills.json", SkillsContentSchema),
    ...projectFiles.map((file) => load(file, ProjectContentSchema)),
  ]);
  const problems = results.flatMap((result) => result.problems);
  const [site, profile, skills, ...projects] = results.map((result) => result.value);
  if (projectFiles.length === 0) {
    problems.push({ file: `${label}/projects`, path: "", message: "no project files found", hint: "add one JSON file per project, named <slug>.json" });
  }
  const loaded = projectFiles.flatMap((file, i) => {
    const project = projects[i] as ProjectContent | undefined;
    return project ? [{ file, project }] : [];
  });
  problems.push(...checkCrossFileRules(label, profile as ProfileContent | undefined, loaded, projectFiles));
  if (problems.length > 0 || !site || !profile || !skills) return { ok: false, problems };
  return { ok: true, content: { site: site as SiteContent, profile: profile as ProfileContent, skills: skills as SkillsContent, projects: loaded } };
}

/** The keys an object schema declares at a path, for "did you mean" hints. */
function keysAt(schema: z.ZodType, at: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const key of at) {
    current = unwrap(current);
    const def = (current as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } }).def;
    if (def?.type === "object" && typeof key === "string") current = def.shape?.[key];
    else if (def?.type === "array") current = def.element;
    else return [];
  }
  const def = (unwrap(current) as { def?: { type?: string; shape?: Record<string, unknown> } }).def;
  return def?.type === "object" ? Object.keys(def.shape ?? {}) : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema as { def?: { type?: string; innerType?: unknown } } | undefined;
  while (current?.def && (current.def.type === "optional" || current.def.type === "nullable")) {
    current = current.def.innerType as typeof current;
  }
  return current;
}
