// The names a section author chooses, checked before anything is made of them: tsc sees their
// types, not their spelling. A resource's name becomes a path (/api/v1/<name>) and a JSON key,
// a content kind's id an editor schema's file name and its folder a place in content/, a noun
// the problem codes (TALK_NOT_FOUND), their pages and the MCP template, a tool's name what an
// agent calls. Each is refused here, naming the file and what to write, rather than built into
// a path with a space, a schema written over another kind's, or a stack trace.
import type { Resource } from "../functions/api/core/resource.ts";
import type { Collection } from "../functions/api/core/collection/define-collection.ts";
import { codeWord } from "../functions/api/core/collection/noun.ts";
import { SLUG_PATTERN } from "../functions/api/core/vocabulary.ts";
import { contentProblem, type ContentProblem } from "./content/content-problem.ts";
import type { ContentKind } from "./content/content-kind.ts";
import { latinSlug } from "./content/suggest-slug.ts";
import { declaredIn, KINDS_FILE, RESOURCE_LIST_FILE } from "./section-sources.ts";


/** MCP's tool names (2025-11-25, "Tool Names"): 1 to 128 of A–Z, a–z, 0–9, `_`, `-` and `.`. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/** A noun as the codes and paths are made of it: lowercase words of a–z and digits. */
const NOUN = /^[a-z][a-z0-9]*([ -][a-z0-9]+)*$/;

/** `'my talks'` → `, e.g. 'my-talks'`, when the name has letters to keep. */
const slugHint = (name: string) => {
  const slug = latinSlug(name);
  return slug !== undefined && slug !== name ? ` (e.g. '${slug}')` : "";
};


/** The values of `names` given more than once, each once. */
const repeated = (names: readonly string[]) => [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];

/** Every name of the resources and the content kinds that cannot be served as it is. */
export function checkSectionNames(kinds: readonly ContentKind[], resources: readonly Resource[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const names = resources.map((resource) => resource.name);
  for (const name of names) {
    if (!SLUG_PATTERN.test(name)) {
      problems.push(contentProblem(RESOURCE_LIST_FILE, name, `the resource name '${name}' is not a slug: it becomes the path /api/v1/${name} and the list's JSON key`, `name it with lowercase letters, digits and single hyphens${slugHint(name)}`));
    }
  }
  for (const name of repeated(names)) {
    problems.push(contentProblem(RESOURCE_LIST_FILE, name, `two resources in RESOURCES are named '${name}': each name is one path, /api/v1/${name}`, "rename the added one (a built-in's name is taken: health, profile, projects, skills, resume, mcp and any other in RESOURCES)"));
  }
  const tools = resources.flatMap((resource) => (resource.tools ?? []).map((tool) => ({ tool: tool.name, resource: resource.name, file: declaredIn(resource) })));
  for (const { tool, resource, file } of tools) {
    if (!TOOL_NAME.test(tool)) {
      problems.push(contentProblem(file, `${resource}.tools`, `the resource '${resource}' names an MCP tool '${tool}', which MCP does not allow: 1 to 128 letters, digits, '_', '-' or '.'`, `name it as the others are, in snake_case (e.g. 'list_${resource.replaceAll("-", "_")}')`));
    }
  }
  for (const tool of repeated(tools.map((entry) => entry.tool))) {
    const owners = [...new Set(tools.filter((entry) => entry.tool === tool).map((entry) => entry.resource))];
    problems.push(contentProblem(RESOURCE_LIST_FILE, tool, `the MCP tool '${tool}' is declared by ${owners.length > 1 ? `both ${owners.map((owner) => `'${owner}'`).join(" and ")}` : `'${owners[0]}' twice`}: an agent calls a tool by its name alone`, "rename one of them"));
  }
  const nouns: Array<{ resource: Resource; one: string }> = [];
  for (const resource of resources) {
    const noun = "collection" in resource ? (resource.collection as Collection).spec.noun : undefined;
    if (noun === undefined) continue;
    nouns.push({ resource, one: noun.one });
    for (const [form, word] of Object.entries(noun)) {
      if (!NOUN.test(word)) {
        problems.push(contentProblem(declaredIn(resource), `${resource.name}.noun.${form}`, `the noun '${word}' of '${resource.name}' cannot make its problem codes (<NOUN>_NOT_FOUND), their pages and its MCP template`, "write it in lowercase words of a–z and digits, starting with a letter, e.g. { one: \"talk\", many: \"talks\" }"));
      }
    }
  }
  // Two collections whose nouns read alike (`case study`, `case-study`) would share their codes
  // (CASE_STUDY_NOT_FOUND) and their MCP template's name.
  const nounKey = (one: string) => codeWord(one);
  for (const key of repeated(nouns.map(({ one }) => nounKey(one)))) {
    const owners = nouns.filter(({ one }) => nounKey(one) === key);
    const added = owners.find(({ resource }) => resource.section !== undefined) ?? owners.at(-1)!;
    problems.push(
      contentProblem(declaredIn(added.resource), `${added.resource.name}.noun.one`, `the sections ${owners.map(({ resource, one }) => `'${resource.name}' (noun '${one}')`).join(" and ")} would share their problem codes (${key}_NOT_FOUND) and their MCP template`, "give each section a noun of its own"),
    );
  }
  problems.push(...checkKindNames(kinds));
  return problems;
}

/** Each kind's id names its editor schema, and its folder (or file) a place in content/: unique, and slugs. */
function checkKindNames(kinds: readonly ContentKind[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const ids = kinds.map((kind) => kind.id);
  for (const id of ids) {
    if (!SLUG_PATTERN.test(id)) problems.push(contentProblem(KINDS_FILE, id, `the content kind id '${id}' is not a slug: it names the editor schema schemas/content/${id}.schema.json`, `use lowercase letters, digits and single hyphens${slugHint(id)}`));
  }
  for (const id of repeated(ids)) {
    problems.push(contentProblem(KINDS_FILE, id, `two content kinds have the id '${id}': the second's editor schema would be written over the first's`, "give the added kind an id of its own: the section's noun, e.g. 'talk' (taken: site, profile, skills, project and any other kind's)"));
  }
  const places = kinds.map((kind) => ("folder" in kind.place ? kind.place.folder : kind.place.file));
  for (const kind of kinds) {
    if ("folder" in kind.place && !SLUG_PATTERN.test(kind.place.folder)) {
      problems.push(contentProblem(KINDS_FILE, kind.id, `the content kind '${kind.id}' reads the folder '${kind.place.folder}', which is not one folder named by a slug`, `name it after the section, e.g. content/${latinSlug(kind.place.folder) ?? "talks"}/`));
    }
  }
  for (const place of repeated(places)) {
    const owners = kinds.filter((kind) => ("folder" in kind.place ? kind.place.folder : kind.place.file) === place).map((kind) => `'${kind.id}'`);
    problems.push(contentProblem(KINDS_FILE, place, `the content kinds ${owners.join(" and ")} both read content/${place}: each file would be checked against both`, "give the added kind a folder of its own, named after its section"));
  }
  return problems;
}
