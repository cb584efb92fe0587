// The build as a function: validate content, make the index, ask the core for every cacheable
// GET, check each body against its schema, and write the whole site at once.
import { lstat, readlink } from "node:fs/promises";
import path from "node:path";
import { createApp, type AppOptions } from "../functions/api/core/app.ts";
import type { ResourceDocs } from "../functions/api/core/resource-docs.ts";
import { resourceDocsOf, type DocumentedApp } from "./resource-docs-of.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { loadContent } from "./content/load-content.ts";
import { contentProblem, type ContentProblem } from "./content/content-problem.ts";
import { CONTENT_KINDS, type ContentKind } from "./content/kinds.ts";
import { makeIndex } from "./make-index.ts";
import { checkListing } from "../functions/api/core/mcp/mcp-listing-docs.ts";
import { listCacheableGets, requestPathOf } from "./cacheable-gets.ts";
import { writeOutputs, type SiteFiles, type WriteFailure } from "./write-dist.ts";
import { ignoredSiteUrl, resolveBaseUrl, resolveBuildTime } from "./site-options.ts";
import { renderDocuments } from "./site-documents/render-documents.ts";
import { precomputeNotes, renderRoutingRules, checkRuleCount } from "./routing-rules.ts";
import { findOversizedFunctionAnswers } from "./oversized-function-answers.ts";
import { headersOfResponse, renderHeaders, resourceHeaders, type FileHeaders } from "./static-headers.ts";
import { pageSecurityHeaders } from "./site-documents/html/content-security-policy.ts";
import { checkFilterValues, checkFilterWords, checkSectionSetup, missingWordsProblem } from "./section-setup.ts";
import { RESOURCE_LIST_FILE } from "./section-sources.ts";
import { checkSectionNames } from "./section-names.ts";
import { buildResponseSchemaRegistry } from "./schema-registry.ts";
import { functionEntryFiles, findStrayFunctions } from "./function-entries.ts";
import { rateLimitRuleOf } from "./content/site-rate-limit.ts";
import { withTranslatedSections } from "./content/translated-sections.ts";
import { wrongShapeProblems, type WrongShape } from "./answer-shape.ts";
import { checkSurfaceDeclarations } from "./surface-checks.ts";

/** Where buildSite() reads and writes, and what tests, checks and benchmarks change about it. */
export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Where the function's index module goes; false to skip it (benchmarks, checks). */
  indexModule: string | false;
  /** The functions folder to write the functions' entries into (build/function-entries.ts); none when absent. */
  functionEntries?: string;
  /** Overrides URL / SITE_URL / site.json. */
  baseUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** How the content folder is named in messages. */
  contentLabel?: string;
  /** Options of the core the build asks (tests extend its route table, or add resources). */
  app?: AppOptions;
  /** The content kinds to read; kinds.ts's list unless a test adds one. */
  kinds?: readonly ContentKind[];
  /** The documentation of resources a test adds to `app.resources`, by name (built-in ones have theirs). */
  docs?: Readonly<Record<string, ResourceDocs>>;
  /** What serves the site in this process, made ready for the new index before the swap (write-dist.ts). */
  beforeSwap?: (index: PortfolioIndex, staging: string) => Promise<() => void>;
  /** False for `npm run check`: every step and every check of the build, and nothing written. */
  write?: boolean;
}

/** The built index, or every problem (content, URL/SITE_URL, SOURCE_DATE_EPOCH); warnings either way. */
export type BuildResult = ({ ok: true; index: PortfolioIndex; fileCount: number; siteWarnings: ContentProblem[]; notes: ContentProblem[] } | { ok: false; problems: ContentProblem[]; unwritten?: true }) & {
  warnings: ContentProblem[];
};

/** The module the Netlify function imports; JSON.parse of a string loads faster than a literal. */
export const DEFAULT_INDEX_MODULE = "functions/api/portfolio-data.js";

/** Validate and build; writes nothing unless everything succeeded. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const env = options.env ?? process.env;
  const resources = options.app?.resources ?? RESOURCE_LIST;
  // A kind learns from its resource whether its section is translated (translated-sections.ts).
  const kinds = withTranslatedSections(options.kinds ?? CONTENT_KINDS, resources);
  // A name that cannot be served comes first, before content is read by the kinds' folders: two
  // kinds on one folder would otherwise be a flood of content errors that never names the clash.
  const named = checkSectionNames(kinds, resources);
  if (named.length > 0) return { ok: false, problems: named, warnings: [] };
  const loaded = await loadContent(options.contentDir, options.contentLabel ? { label: options.contentLabel } : {}, kinds);
  const { warnings } = loaded;
  // The variables are checked even when content is broken, so one run lists every problem.
  const baseUrl = options.baseUrl !== undefined ? { ok: true as const, value: options.baseUrl } : resolveBaseUrl(env, loaded.ok ? loaded.content.site.baseUrl : undefined);
  const builtAt = resolveBuildTime(env);
  if (!loaded.ok || !baseUrl.ok || !builtAt.ok) {
    const problems = [loaded, baseUrl, builtAt].flatMap((step) => (step.ok ? [] : step.problems));
    return { ok: false, problems, warnings };
  }
  // Kinds, resources and the schemas they name must fit together before anything is made of them.
  const setup = checkSectionSetup(kinds, resources, Object.keys(buildResponseSchemaRegistry(loaded.content.site, kinds)), options.docs);
  if (setup.length > 0) return { ok: false, problems: setup, warnings };
  // Every resource with its documentation: the index's MCP lists and every document read it.
  const docs = resourceDocsOf(resources, kinds, options.docs);
  let index: PortfolioIndex;
  try {
    // The MCP listing reads a list tool's parameters, so a filter without words is met here first.
    index = makeIndex(loaded.content, { baseUrl: baseUrl.value, builtAt: builtAt.value }, kinds, resources, docs);
  } catch (error) {
    // Any other failure here is the resources' own declarations (two prompts of one name, two
    // MCP resources on one URI): a problem on the list of resources, never a stack trace.
    const problem = missingWordsProblem(error, resources) ?? contentProblem(RESOURCE_LIST_FILE, "", error instanceof Error ? error.message : String(error));
    return { ok: false, problems: [problem], warnings };
  }
  const unworded = checkFilterWords(docs, index);
  if (unworded.length > 0) return { ok: false, problems: unworded, warnings };
  const unreached = checkFilterValues(resources, index);
  if (unreached.length > 0) return { ok: false, problems: unreached, warnings };
  let app: DocumentedApp;
  try {
    // The function serves the index's MCP lists without checking them: they must be these resources'.
    checkListing(index, resources);
    app = { ...createApp(index, { ...options.app, resources }), docs };
  } catch (error) {
    // A resource the setup check could not foresee failing on this content: say so, as a problem.
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [contentProblem(RESOURCE_LIST_FILE, "", message)], warnings };
  }
  // What a prompt embeds and a template completes must be served: checked by asking the core.
  const surface = await checkSurfaceDeclarations(docs, index, app);
  if (surface.length > 0) return { ok: false, problems: surface, warnings };
  const files: SiteFiles = new Map();
  const headers: FileHeaders = new Map();
  // An answer its response schema refuses is a problem on the code that made it (answer-shape.ts).
  const misshapen = await renderApiBodies(app, index, files, headers, kinds);
  if (misshapen.length > 0) return { ok: false, problems: wrongShapeProblems(misshapen, resources), warnings };
  await renderDocuments(app, index, files, kinds);
  for (const [file, bytes] of files) if (!headers.has(file)) headers.set(file, { ...resourceHeaders(file, app.commonHeaders), ...pageSecurityHeaders(file, bytes) });
  const redirects = renderRoutingRules(app.routes);
  files.set("_redirects", redirects);
  files.set("_headers", renderHeaders(headers, app.commonHeaders));
  // The function's files are written with the site, all or none (write-dist.ts): a failure
  // leaves the last build's dist/, index module and entries as they were, agreeing.
  const loose = new Map<string, string>();
  if (options.indexModule) loose.set(options.indexModule, indexModuleSource(index));
  if (options.functionEntries) for (const [file, source] of functionEntryFiles(options.functionEntries, rateLimitRuleOf(loaded.content.site.rateLimit))) loose.set(file, source);
  const { beforeSwap } = options;
  const notFolder = options.write === false ? undefined : await notASiteFolder(options.outDir);
  if (notFolder) return { ok: false, problems: [notFolder], unwritten: true, warnings };
  const stuck: ContentProblem[] = [];
  const failure = options.write === false ? undefined : await writeOutputs(options.outDir, files, loose, beforeSwap && ((staging) => beforeSwap(index, staging)), (leftover, error) => stuck.push(stuckLeftover(leftover, error)));
  // `unwritten`: the content was fine and this machine could not write it, which a deploy would not share.
  if (failure) return { ok: false, problems: [writeProblem(failure)], unwritten: true, warnings };
  const oversized = await findOversizedFunctionAnswers(app, index.site.baseUrl);
  const stray = options.functionEntries ? await findStrayFunctions(options.functionEntries) : [];
  const siteWarnings = [...checkRuleCount(redirects), ...oversized, ...stray, ...(options.baseUrl === undefined ? [ignoredSiteUrl(env) ?? []].flat() : [])];
  return { ok: true, index, fileCount: files.size, siteWarnings, notes: [...precomputeNotes(app.routes), ...stuck], warnings };
}

/**
 * A site folder that is a link or a file: the build replaces the folder whole, so it would
 * remove the link (leaving the old site where it led) or the file, and say nothing.
 */
async function notASiteFolder(outDir: string): Promise<ContentProblem | undefined> {
  const found = await lstat(outDir).catch(() => undefined);
  if (!found || found.isDirectory()) return undefined;
  if (found.isSymbolicLink()) {
    const target = await readlink(outDir).catch(() => "?");
    return contentProblem(shownPath(outDir), "", `is a link (to ${target}), not a folder: the build replaces the folder whole, so it would remove the link and write nothing where it leads`, "remove the link (the build makes the folder), and copy the site from there if it is needed elsewhere");
  }
  return contentProblem(shownPath(outDir), "", "is a file, not a folder: the build writes the site into a folder there", "move the file away");
}

/** A set-aside output (`dist.old-…`) or a killed build's copy that could not be removed: a note, as it stays beside the outputs. */
function stuckLeftover(leftover: string, error: NodeJS.ErrnoException): ContentProblem {
  return contentProblem(shownPath(leftover), "", `an earlier build's copy, which could not be removed (${writeError(error)}), stays beside the site`, "remove it by hand (as the user who made it, if another did: sudo rm -r)");
}

/**
 * A write that failed, as a problem naming the output as the owner knows it (`dist`,
 * `functions/api/portfolio-data.js`) and the system's code, plus the path the error was on when
 * that is the output's temporary copy (a read-only folder refuses that first).
 */
function writeProblem({ output, error }: WriteFailure): ContentProblem {
  const at = error.path !== undefined && path.resolve(error.path) !== output ? `writing ${shownPath(error.path)} failed; ` : "";
  return contentProblem(shownPath(output), "", `cannot be written (${writeError(error)})`, `${at}no output was changed`);
}

/** The system's code of a failed write, and what it means where WRITE_ERRORS says: `ENOSPC: the disk is full`. */
function writeError(error: NodeJS.ErrnoException): string {
  const meaning = error.code === undefined ? undefined : WRITE_ERRORS[error.code];
  return `${error.code ?? error.message}${meaning ? `: ${meaning}` : ""}`;
}

/** The system's codes an owner meets when writing, in words: the code alone says little to most. */
const WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EROFS: "the file system is read-only",
  EACCES: "no permission to write there",
  EPERM: "the system does not permit it",
  EBUSY: "it is in use, or a mount point",
  EISDIR: "a folder is in its place",
  ENOTDIR: "a file is where a folder should be",
};

/** `file` relative to the working directory when inside it, else absolute. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), path.resolve(file));
  return relative === "" || relative.split(path.sep)[0] === ".." || path.isAbsolute(relative) ? path.resolve(file) : relative;
}

/**
 * The source of the index module: the index as JSON text (`INDEX_JSON`), which the function
 * parses at its first request rather than at import, and as the parsed default export for
 * every other reader. The parse is marked pure, so a bundle that reads only the text (the
 * function's) drops it: a cold import then only scans a string.
 */
export function indexModuleSource(index: PortfolioIndex): string {
  return [
    "// Generated by build/build-site.ts from content/. Do not edit.",
    `export const INDEX_JSON = ${JSON.stringify(asciiJson(index))};`,
    "export default /* @__PURE__ */ JSON.parse(INDEX_JSON);",
    "",
  ].join("\n");
}

/**
 * JSON text with every character outside ASCII, and every apostrophe, written as a `\uXXXX`
 * escape, which JSON.parse reads back to the same value. V8 scans a one-byte string literal
 * about twice as fast as one holding a single non-ASCII character (the whole literal becomes
 * two-byte): on the sample, 1.3 → 0.7 ms of the function's import. And Netlify's bundler
 * (esbuild) reprints the literal in the quote that needs the fewest escapes: JSON text is full
 * of double quotes, so any apostrophe in the content made it a template literal, which V8 scans
 * more slowly again (about 1 ms of the sample's import); with none it is a single-quoted
 * string (docs/performance.md).
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff']/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Ask the core for every cacheable GET and keep its body and headers: the answers whose body
 * does not fit the route's response schema, none when all do. A non-200 is a bug.
 */
async function renderApiBodies(app: DocumentedApp, index: PortfolioIndex, files: SiteFiles, headers: FileHeaders, kinds: readonly ContentKind[]): Promise<WrongShape[]> {
  const misshapen: WrongShape[] = [];
  for (const get of listCacheableGets(index, app, kinds)) {
    const requestPath = requestPathOf(get);
    const response = await app.handle(new Request(index.site.baseUrl + requestPath));
    const body = await response.text();
    if (response.status !== 200) throw new Error(`The core answered ${requestPath} with ${response.status}: ${body}`);
    const checked = get.schema.safeParse(JSON.parse(body));
    if (!checked.success) misshapen.push({ requestPath, route: get.route, schemaName: get.schemaName, issues: checked.error.issues });
    files.set(get.file, body);
    headers.set(get.file, headersOfResponse(response));
  }
  return misshapen;
}
