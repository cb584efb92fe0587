// The checks that tie the build's content kinds to the core's resources, for lists tsc cannot
// see (a test's, or a half-done recipe): every section kind has a resource that serves it,
// every section resource has its kind, every resource its documentation, every schema a
// resource or tool names is supplied, and every filter has its words.
// Each problem names the file to change and what to add there (docs/adding-a-resource.md).
import type { Resource } from "../functions/api/core/resource.ts";
import type { ResourceDocs } from "../functions/api/core/resource-docs.ts";
import { listDocumentedTools, type ApiDocs } from "../functions/api/core/api-docs.ts";
import { MissingWords } from "../functions/api/core/missing-words.ts";
import type { Collection } from "../functions/api/core/collection/define-collection.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { contentProblem, type ContentProblem } from "./content/content-problem.ts";
import { placeOf, type ContentKind } from "./content/kinds.ts";
import { closest } from "./content/closest-name.ts";
import { resourceDocsOf } from "./resource-docs-of.ts";
import { translatedSectionGaps } from "./content/translated-sections.ts";
import { declaredIn, kindFile, KINDS_FILE, RESOURCE_DOCS_FILE, RESOURCE_LIST_FILE } from "./section-sources.ts";


/** Every mismatch between the kinds, the resources and the schemas they name. */
export function checkSectionSetup(kinds: readonly ContentKind[], resources: readonly Resource[], schemaNames: readonly string[], extraDocs: Readonly<Record<string, ResourceDocs>> = {}): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const sectionResources = resources.filter((resource) => resource.section !== undefined).map((resource) => resource.name);
  const served = new Set(kinds.flatMap((kind) => (kind.section ? [kind.section.resource] : [])));
  for (const kind of kinds) {
    const name = kind.section?.resource;
    if (name === undefined || sectionResources.includes(name)) continue;
    const near = closest(name, sectionResources);
    problems.push(
      contentProblem(
        `content/${placeOf(kind)}`,
        "",
        `the '${kind.id}' kind is for the section '${name}', which no resource in RESOURCES serves${near ? ` (did you mean '${near}'?)` : ""}`,
        `add the section's resource to RESOURCES in ${RESOURCE_LIST_FILE}, or key the kind by its resource's name in SECTION_KINDS in ${KINDS_FILE} (docs/adding-a-resource.md)`,
      ),
    );
  }
  for (const name of sectionResources) {
    if (served.has(name)) continue;
    problems.push(contentProblem(RESOURCE_LIST_FILE, "", `the section resource '${name}' has no content kind to make its data`, `add its kind to SECTION_KINDS in ${KINDS_FILE} under the key '${name}' (docs/adding-a-resource.md)`));
  }
  problems.push(...checkTranslatedSections(kinds));
  // A section without its kind has no documentation either: that problem is the one to report.
  const kindsFit = problems.length === 0;
  const known = new Set(schemaNames);
  for (const resource of resources) {
    for (const schema of resource.schemas ?? []) {
      if (known.has(schema)) continue;
      const near = closest(schema, [...known]);
      problems.push(
        contentProblem(
          RESOURCE_LIST_FILE,
          resource.name,
          `the resource '${resource.name}' names the response schema '${schema}', which no content kind supplies${near ? ` (did you mean '${near}'?)` : ""}`,
          `add '${schema}' to the responses of its content kind (${kindFile(resource.name)}), or fix the name`,
        ),
      );
    }
  }
  if (!kindsFit) return problems;
  // An added section's words are its kind's: said on its kind, not as RESOURCE_DOCS's missing entry.
  const undocumented = kinds.flatMap((kind) => (kind.section !== undefined && kind.section.docs === undefined ? [kind.section.resource] : []));
  for (const name of undocumented) {
    problems.push(
      contentProblem(kindFile(name), name, `the content kind of the '${name}' section has no docs`, "add docs to it as docs/adding-a-resource.md, step 1, shows: its OpenAPI tag and operations, the words of its filters and tools, the portal's task"),
    );
  }
  if (undocumented.length > 0) return problems;
  // A resource or a tool without its documentation: the message says where it goes.
  try {
    for (const { tool, docs: words } of listDocumentedTools(resourceDocsOf(resources, kinds, extraDocs))) {
      if (known.has(words.outputSchema)) continue;
      problems.push(contentProblem(RESOURCE_LIST_FILE, tool.name, `the MCP tool '${tool.name}' names the output schema '${words.outputSchema}', which no response schema has`, "add it to its kind's responses, or fix the name"));
    }
  } catch (error) {
    problems.push(missingWordsProblem(error, resources) ?? contentProblem(RESOURCE_LIST_FILE, "", error instanceof Error ? error.message : String(error)));
  }
  return problems;
}

/**
 * `error` as a build problem when it is a resource's words left out or to spare (a filter's, a
 * tool's, MissingWords), found while the index or a document is made; undefined for anything else. The
 * problem is listed on the file where the words live: an added section's kind (its own module,
 * else SECTION_KINDS), a built-in's documentation in RESOURCE_DOCS.
 */
export function missingWordsProblem(error: unknown, resources: readonly Resource[]): ContentProblem | undefined {
  if (!(error instanceof MissingWords)) return undefined;
  const section = resources.find((resource) => resource.name === error.resource)?.section !== undefined;
  return contentProblem(section ? kindFile(error.resource) : RESOURCE_DOCS_FILE, error.resource, error.message);
}

/**
 * Every collection's words for its filters, checked on the built index before any document is
 * made of them, so a section whose `docs.filters` leaves one out (or names one it has not) fails
 * the build as a problem even when no tool reads them first.
 */
export function checkFilterWords(docs: ApiDocs, index: PortfolioIndex): ContentProblem[] {
  const resources = docs.map((described) => described.resource);
  return docs.flatMap(({ resource, docs: words }) => {
    if (!("collection" in resource)) return [];
    try {
      words.routes?.(index);
      return [];
    } catch (error) {
      const problem = missingWordsProblem(error, resources);
      if (problem === undefined) throw error;
      return [problem];
    }
  });
}

/**
 * A section whose resource says `translated: true` but whose kind cannot carry translations
 * (translated-sections.ts needs a `title` and a `summary` in its files and its answers): one
 * problem naming what to add, instead of a lang view its response schema refuses.
 */
export function checkTranslatedSections(kinds: readonly ContentKind[]): ContentProblem[] {
  return kinds.flatMap((kind) => {
    const gaps = translatedSectionGaps(kind);
    const name = kind.section?.resource ?? kind.id;
    if (gaps.length === 0) return [];
    return [
      contentProblem(
        kindFile(name),
        name,
        `the '${name}' section is translated (translated: true on its resource), but ${gaps.join("; ")}`,
        `add a 'title' and a 'summary' to the content kind's schema and to its list and detail response schemas, or remove translated: true from functions/api/core/resources/${name}.ts; see docs/adding-a-resource.md, Languages`,
      ),
    ];
  });
}

/**
 * A closed-set filter must select something: one whose values are read from another field than
 * its `valueOf` (`distinctValues(items, (t) => t.event)` beside `valueOf: (t) => String(t.year)`)
 * builds a file per value with no item in any and reaches no item at all. An item no value
 * reaches is allowed (a filter on an optional field leaves out the items without it), so only a
 * filter that reaches none of the items there are is refused; the spec's lanes and tiers are
 * checked on the content itself.
 */
export function checkFilterValues(resources: readonly Resource[], index: PortfolioIndex): ContentProblem[] {
  return resources.flatMap((resource) => {
    if (!("collection" in resource)) return [];
    const collection = resource.collection as Collection;
    const state = collection.state(index);
    return state.filters.flatMap((filter) => {
      const values = filter.staticValues;
      if (values === undefined || values.length === 0 || filter.refusal !== undefined) return [];
      const selections = values.flatMap((value) => {
        const read = filter.parse(value, "query");
        return "keeps" in read ? [read] : [];
      });
      const reached = state.items.some((item, position) => selections.some((selection) => selection.keeps(item, position)));
      if (reached || state.items.length === 0) return [];
      const unreached = state.items.map((item) => item.slug);
      const file = declaredIn(resource);
      const { one, many } = collection.spec.noun;
      const shown = unreached.slice(0, 5).map((slug) => `'${slug}'`).join(", ") + (unreached.length > 5 ? `, and ${unreached.length - 5} more` : "");
      return [
        contentProblem(
          file,
          `filters.${filter.name}`,
          `no value of the filter '${filter.name}' (${values.slice(0, 10).join(", ")}${values.length > 10 ? ", …" : ""}) selects any of ${unreached.length === 1 ? `the ${one}` : `the ${unreached.length} ${many}`} ${shown}`,
          "its values and its valueOf must read the same field of each item: make the values with distinctValues(items, …) of that field",
        ),
      ];
    });
  });
}
