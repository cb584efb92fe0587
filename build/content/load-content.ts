// Read and validate every file in content/, collecting every problem from every file before
// giving up, so the owner fixes them all in one round.
import { realpath } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { contentProblem, dedupeProblems, type ContentProblem } from "./content-problem.ts";
import { problemsFromIssues } from "./zod-issues.ts";
import { DEFAULT_LANGUAGE } from "../../functions/api/core/languages/translation-keys.ts";
import { keysOf, miscasedTranslation, translationLanguageOf, undeclaredTranslation } from "./offered-languages.ts";
import { misnamedTranslation, pendingLists, pendingTranslations, translationsOfBrokenSite } from "./waiting-for-site.ts";
import { readJsonFile } from "./read-json-file.ts";
import { listedVariants } from "./listed-variants.ts";
import { listsOfBrokenSite } from "./vocabulary-fields.ts";
import { preferredTag } from "./language-tag-field.ts";
import type { ContentPlace } from "./link-escape.ts";
import { checkCrossFileRules } from "./cross-file-rules.ts";
import { SLUG_PATTERN } from "../../functions/api/core/vocabulary.ts";
import { findPlaceholders } from "./new-project-placeholders.ts";
import { findLoneSurrogates } from "./lone-surrogates.ts";
import { findForbiddenCharacters } from "./control-characters.ts";
import { listContentFiles } from "./list-content-files.ts";
import { checkSectionFiles } from "./section-file-names.ts";
import { mapLimit } from "./map-limit.ts";
import { CONTENT_KINDS, folderKinds, type ContentKind } from "./kinds.ts";
import { checkDeprecatedPaths, pathsBesideBrokenEntries } from "./deprecated-paths-answered.ts";
import { checkUrlFields } from "./foreign-url-fields.ts";
import { translatedContentSchema, untranslatedSection } from "./translated-sections.ts";
import {
  ProfileContentSchema,
  projectContentSchema,
  projectContentSchemaOf,
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
  /** Every added section's validated files, in file-name order, by the resource that serves it. */
  sections: Record<string, unknown[]>;
}

/** The content, or every problem; `warnings` (files the build skips) either way. */
export type ContentResult = ({ ok: true; content: Content } | { ok: false; problems: ContentProblem[] }) & { warnings: ContentProblem[] };

/** How loadContent() names the content folder in its messages. */
export interface LoadOptions {
  /** How the folder is named in messages; defaults to its path relative to the working directory. */
  label?: string;
}

/**
 * Files open at once. Each read holds one descriptor (two while resolving links); 64 keeps
 * a build well inside `ulimit -n 256` and is as fast as opening everything.
 */
const OPEN_FILES = 64;

/** Load `contentDir`; on any problem, return them all. */
export async function loadContent(contentDir: string, options: LoadOptions = {}, kinds: readonly ContentKind[] = CONTENT_KINDS): Promise<ContentResult> {
  const root = path.resolve(contentDir);
  const label = options.label ?? (path.relative(process.cwd(), root) || ".");
  const place: ContentPlace = { root, rootReal: await realpath(root).catch(() => root), label };
  // Each file keeps its own problems so the report order is fixed.
  // `translated`: a project file, whose unknown `titleFr` is a translation in a language site.json
  // does not list ("declared", with the list it gives), or one to check once site.json's list is fixed ("pending", kept in `pending`);
  // or an added section's file, whose section is not translated at all ("untranslated").
  // `variants`: the listed tags its messages name for a field in another tag of their language (listed-variants.ts).
  type Loaded<S extends z.ZodType> = { value?: z.output<S>; raw?: unknown; problems: ContentProblem[]; pending?: Array<{ key: string; lang: string }>; variants?: string[] };
  const load = async <S extends z.ZodType>(relative: string, schema: S, translated?: Translated, inSection = false): Promise<Loaded<S>> => {
    const file = `${label}/${relative}`;
    const read = await readJsonFile(place, relative);
    if (!read.ok) return { problems: read.problems };
    const broken = [
      ...findLoneSurrogates(read.value).map((at) => contentProblem(file, at, "contains a lone UTF-16 surrogate, an \\ud800–\\udfff escape without its pair", "write the character itself or its full surrogate pair")),
      ...findForbiddenCharacters(read.value).map((found) => contentProblem(file, found.path, found.message, "remove it")),
    ];
    // The schema runs anyway, so the owner sees every problem of the file at once.
    const parsed = schema.safeParse(read.value, { reportInput: true });
    if (parsed.success) return broken.length > 0 ? { raw: read.value, problems: broken } : { value: parsed.data, raw: read.value, problems: [] };
    const { issues, translations } = translated ? undeclaredTranslations(parsed.error.issues, keysAt(schema, [])) : { issues: parsed.error.issues, translations: [] };
    const { worded, pending, variants } = translated ? wordTranslations(label, file, translations, translated, inSection, read.value) : { worded: [], pending: [], variants: [] };
    return { raw: read.value, problems: [...broken, ...worded, ...problemsFromIssues(file, issues, (at) => keysAt(schema, at))], pending, variants };
  };

  const listing = await listContentFiles(place, kinds);
  // A content folder that is a file: that one problem, not a missing site.json, profile.json… after it.
  if (listing.rootIsFile) return { ok: false, problems: listing.misplaced, warnings: [] };
  const projectFiles = listing.projectFiles;
  const [site, profile, skills] = await Promise.all([load("site.json", SiteContentSchema), load("profile.json", ProfileContentSchema), load("skills.json", SkillsContentSchema)]);
  // A project's lane and tier must be the site's; with a broken site.json, those of its lists that
  // still read (listsOfBrokenSite), else only as slugs, and its translated fields are those of the
  // languages the broken file still says.
  const broken = site.value ? undefined : translationsOfBrokenSite(site.raw);
  const projectSchema = site.value
    ? projectContentSchema(site.value, `${label}/site.json`)
    : projectContentSchemaOf(broken?.languages ?? [], listsOfBrokenSite(site.raw, Object.keys(SiteContentSchema.shape)), `${label}/site.json`);
  const languages = site.value?.translations ?? broken?.languages ?? [];
  const projects = await mapLimit(projectFiles, OPEN_FILES, (file) => load(file, projectSchema, broken?.known === false ? "pending" : { declared: languages }));
  // Added sections (kinds.ts): each file checked against its kind's schema, in file-name order.
  const sections: Record<string, unknown[]> = {};
  const sectionResults = [];
  const sectionProblems: ContentProblem[] = [];
  // A translated section's fields wait for a broken site.json as the projects' do.
  const sectionPending: PendingField[] = [];
  for (const kind of folderKinds(kinds)) {
    const section = kind.section;
    if (!section) continue;
    const files = listing.folderFiles[kind.place.folder] ?? [];
    // A translated section's files take the translations of the site's languages, checked as a project's are.
    const schema = section.translated ? translatedContentSchema(kind.schema, languages) : kind.schema;
    const mode: Translated = section.translated ? (broken?.known === false ? "pending" : { declared: languages }) : { untranslated: section.resource };
    const results = await mapLimit(files, OPEN_FILES, (file) => load(file, schema, mode, true));
    sectionResults.push(...results);
    sectionPending.push(...pendingOf(files, results));
    sectionProblems.push(...checkSectionFiles(label, files, results.map((result) => result.value ?? result.raw)));
    sections[section.resource] = results.flatMap((result) => (result.value === undefined ? [] : [result.value]));
  }
  // What waits for a broken site.json, after its own problems: translated fields in a language its
  // list may yet name, one line each, and while it is no JSON object, the lanes and tiers.
  const pending = broken
    ? [
        ...(broken.read ? [] : pendingLists(label, projects.map((result) => result.raw))),
        ...pendingTranslations(label, [...pendingOf(projectFiles, projects), ...sectionPending]),
      ]
    : [];
  const problems = [
    // A kind's URL field not made by httpUrlField() would let javascript: through: a setup problem, listed first.
    ...checkUrlFields(label, kinds),
    ...listing.misplaced,
    ...site.problems,
    ...pending,
    // A linked folder that leads out is one problem, however many files were read through it.
    ...dedupeProblems([profile, skills, ...projects, ...sectionResults].flatMap((result) => result.problems)),
    ...sectionProblems,
  ];
  // A file where the folder should be is reported by the listing, and is the one thing to fix.
  if (projectFiles.length === 0 && !listing.misplaced.some((p) => p.source === `${label}/projects`)) problems.push(contentProblem(`${label}/projects`, "", "no project files found", "add one JSON file per project, named <slug>.json"));
  const loaded = projectFiles.flatMap((file, i) => {
    const project = projects[i]?.value;
    return project ? [{ file, project }] : [];
  });
  // Placeholders are read from the file as written when its schema failed, so the first check
  // lists them beside the other mistake instead of after it is fixed.
  problems.push(
    ...projectFiles.flatMap((file, i) => {
      const written = projects[i]?.value ?? projects[i]?.raw;
      return written !== null && typeof written === "object" && !Array.isArray(written) ? findPlaceholders(`${label}/${file}`, written as Record<string, unknown>) : [];
    }),
  );
  // The slug each file writes, read even when its schema failed (site.json's lanes unread, say): a
  // rename hint then names the owner's own slug rather than telling her to set it again.
  const written = new Map(
    projectFiles.flatMap((file, i) => {
      const slug = (projects[i]?.raw as { slug?: unknown } | undefined)?.slug;
      return typeof slug === "string" && SLUG_PATTERN.test(slug) ? [[file, slug] as const] : [];
    }),
  );
  // A projects/ that could not be listed (unreadable, or a link leading out) says nothing of
  // which projects exist: what the other files say of them (keyProjects, the languages
  // translated) waits until it can be read.
  const projectsUnread = listing.unlisted.includes("projects");
  // A broken site.json's languages that stay as written are checked against the projects now,
  // not once the list's other problems are fixed: the same check, on what will remain of the list.
  const offered = projectsUnread ? undefined : (site.value?.translations ?? broken?.offered);
  const failed = projects.filter((result) => result.value === undefined);
  const failedProjects = { written: failed.map((result) => result.raw), variants: new Set(failed.flatMap((result) => result.variants ?? [])) };
  problems.push(...checkCrossFileRules(label, offered, projectsUnread ? undefined : profile.value, loaded, projectFiles, written, failedProjects));
  const warnings = listing.ignored;
  if (problems.length > 0 || !site.value || !profile.value || !skills.value) {
    // Deprecation entries that are fine beside broken ones are still checked against the routes.
    const others = profile.value && skills.value ? pathsBesideBrokenEntries(`${label}/site.json`, site.raw, problems, { profile: profile.value, skills: skills.value, projects: loaded, sections }, kinds) : [];
    return { ok: false, problems: [...problems, ...others], warnings };
  }
  const content = { site: site.value, profile: profile.value, skills: skills.value, projects: loaded, sections };
  // The API's routes are made from valid content, so deprecated paths are checked last.
  const unrouted = checkDeprecatedPaths(`${label}/site.json`, content, kinds);
  return unrouted.length > 0 ? { ok: false, problems: unrouted, warnings } : { ok: true, content, warnings };
}

/** A translated field that waits for site.json's list, and the file it is in. */
type PendingField = { file: string; key: string; lang: string };

/** The fields waiting in each of `files`, from its result (`results[i]` is `files[i]`'s). */
function pendingOf(files: readonly string[], results: ReadonlyArray<{ pending?: ReadonlyArray<{ key: string; lang: string }> }>): PendingField[] {
  return files.flatMap((file, i) => (results[i]?.pending ?? []).map((entry) => ({ file, ...entry })));
}

/** How a file's translated fields are checked: see loadContent's `translated`. */
type Translated = { declared: readonly string[] } | "pending" | { untranslated: string };

/**
 * A file's translated fields (undeclaredTranslations) as `translated` words them: the problems,
 * those that wait for site.json's list (`pending`), and the listed tags the problems name for a
 * field in another tag of their language (`variants`, listed-variants.ts).
 */
function wordTranslations(label: string, file: string, translations: ReadonlyArray<{ key: string; lang: string; listed: boolean }>, translated: Translated, inSection: boolean, written: unknown) {
  // A field named for the content's own language (`titleEn`) is no translation to declare, in
  // either mode; nor does any list make the build read a misnamed one (`titlePt_BR`): both are told now.
  const variants: string[] = [];
  const worded: ContentProblem[] = [];
  const pending: Array<{ key: string; lang: string }> = [];
  // The file's keys: a field's right name may already be one of them (`titleFr` beside `titleFR`), to merge into.
  const given = typeof written === "object" && written !== null ? Object.keys(written) : [];
  for (const { key, lang, listed } of translations) {
    const misnamed = lang === DEFAULT_LANGUAGE ? undefined : misnamedTranslation(key, lang);
    if (translated === "pending" && lang !== DEFAULT_LANGUAGE && misnamed === undefined) {
      pending.push({ key, lang });
      continue;
    }
    // Only a list that reads says which tags it offers: a pending one waits as a whole.
    const named = typeof translated === "object" && "declared" in translated ? listedVariants(lang, translated.declared, written) : [];
    variants.push(...named);
    const { message, hint } =
      translated === "pending" ? (misnamed ?? undeclaredTranslation(label, key, lang, { inSection, given })) : "declared" in translated ? undeclaredTranslation(label, key, lang, { inSection, listed, given, variants: named }) : untranslatedSection(translated.untranslated, key, lang);
    worded.push(contentProblem(file, key, message, hint));
  }
  return { worded, pending, variants };
}

/**
 * The unknown top-level keys shaped like a translated field (`titleFr`), taken out of the
 * issues: each is worded as a language to declare, not as a typo of the nearest field. One in
 * another case (`titleFR`) is too, unless the schema has its right spelling (`known`: the
 * language is listed), where "did you mean 'titleFr'" is the whole fix.
 */
function undeclaredTranslations(issues: readonly z.core.$ZodIssue[], known: readonly string[]): { issues: z.core.$ZodIssue[]; translations: Array<{ key: string; lang: string; listed: boolean }> } {
  const translations: Array<{ key: string; lang: string; listed: boolean }> = [];
  const rest: z.core.$ZodIssue[] = [];
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys" || issue.path.length > 0) {
      rest.push(issue);
      continue;
    }
    const keys: string[] = [];
    for (const key of issue.keys) {
      const miscased = miscasedTranslation(key);
      const lang = translationLanguageOf(key) ?? (miscased && !known.includes(miscased.canonical) ? miscased.lang : undefined);
      // `titleFra`, `titleEng`: languages BCP 47 writes `fr`, `en`. Worded as those, so the hint
      // names a language site.json accepts; beside a listed `titleFr`, only the name is to fix.
      const spelled = lang === undefined ? undefined : (preferredTag(lang) ?? lang);
      if (spelled === undefined) keys.push(key);
      else translations.push({ key, lang: spelled, listed: spelled !== lang && keysOf(spelled).some((name) => known.includes(name)) });
    }
    if (keys.length > 0) rest.push({ ...issue, keys });
  }
  return { issues: rest, translations };
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
  return def?.type === "object" ? Object.keys(def.shape ?? {}).filter((key) => key !== "$schema") : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema as { def?: { type?: string; innerType?: unknown; options?: unknown[] } } | undefined;
  while (current?.def) {
    if (current.def.type === "optional" || current.def.type === "nullable" || current.def.type === "default") current = current.def.innerType as typeof current;
    // A union (site.json's rateLimit: false or an object): its object option has the keys.
    else if (current.def.type === "union") current = current.def.options?.find((option) => (unwrap(option) as typeof current)?.def?.type === "object") as typeof current;
    else break;
  }
  return current;
}
