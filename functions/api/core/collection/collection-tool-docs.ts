// What tools/list says about a collection's tools (collection-tools.ts runs them): their words
// as a collection's documentation gives them, and their descriptions and input schemas made
// from the list's own parameters, so a tool documents exactly the arguments `run` reads.
import { withArticle } from "./noun.ts";
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { QueryParameter } from "../route.ts";
import { countNoun } from "../count-noun.ts";
import { servedLanguages } from "../languages/translation-keys.ts";
import { objectSchema, type ToolDocs } from "../tool-docs.ts";
import type { AppViewDeclaration } from "../agent-surface.ts";
import { joinWithOr } from "../http/problems.ts";
import type { CollectionState } from "./collection-state.ts";
import type { DetailToolSpec } from "./collection-spec.ts";
import { offeredSlugs } from "./collection-tools.ts";
import { MAX_LISTED_VALUES } from "../listed-values.ts";
import type { Collection } from "./define-collection.ts";

/** What a collection's documentation says about its list tool. */
export interface ListToolDocs {
  title: string;
  /** Completes "Call <name> …" in the server instructions; made from the filters when absent. */
  purpose?(index: PortfolioIndex): string;
  /** How the list is ordered, in a few words (`featured first`); absent: not said. */
  order?(index: PortfolioIndex): string | undefined;
  /** The MCP App view that shows its results, for a host that shows views. */
  view?: AppViewDeclaration;
}

/** What a collection's documentation says about its detail tool. */
export interface DetailToolDocs<S extends string = string> {
  title: string;
  purpose(index: PortfolioIndex): string;
  /** Whose slug it takes, after "Slug of": `a project with a case study`. Default: `a <noun>`. */
  slugOf?: string;
  /** What a result holds, after "One of <person>'s <n items>: " in its description. */
  holds(index: PortfolioIndex): string;
  /** The response schema of its result; the detail's when absent. */
  outputSchema?: S;
  /** The MCP App view that shows its result, for a host that shows views. */
  view?: AppViewDeclaration;
}

/** The words of each of a collection's query parameters, by name (collection-docs.ts). */
export type ParameterWords = (index: PortfolioIndex) => Readonly<Record<string, string>>;

/** A query parameter as a JSON Schema property of a tool's input (2020-12), with its words. */
export function parameterSchema(parameter: QueryParameter, words: Readonly<Record<string, string>>): Record<string, unknown> {
  return {
    type: "string",
    // Past the refusals' cap an enum only weighs on the model's context (as a detail tool's slugs):
    // the tool still refuses a value the filter does not take, naming the first ones.
    ...(parameter.staticValues && parameter.staticValues.length > 0 && parameter.staticValues.length <= MAX_LISTED_VALUES ? { enum: [...parameter.staticValues] } : {}),
    ...(parameter.maxLength !== undefined ? { maxLength: parameter.maxLength } : {}),
    description: words[parameter.name],
  };
}

/** `Ask for the titles and summaries in en or tr with lang.`, when the site serves more than one language. */
function languageSentence(index: PortfolioIndex, what: string): string {
  const languages = servedLanguages(index.site.translations);
  return languages.length > 1 ? ` Ask for ${what} in ${languages.join(" or ")} with lang.` : "";
}

/** ` by lane, tier or search words`: what the list can be narrowed by. */
function byWhat(state: CollectionState<unknown, unknown, unknown>): string {
  const words = state.filters.map((filter) => (filter.staticValues ? filter.name : "search words"));
  return words.length > 0 ? ` by ${joinWithOr(words)}` : "";
}

/** The list tool's documentation; `searchWord` is a word of the content whose search finds something. */
export function listToolDocs(collection: Collection, docs: ListToolDocs, searchWord: (index: PortfolioIndex) => string | undefined, words: ParameterWords): ToolDocs {
  const { spec, listPath } = collection;
  const { noun } = spec;
  return {
    title: docs.title,
    // With nothing in the section yet, the instructions say so, as the description does: a model
    // that reads only the instructions must not be sent to filter what is not there.
    purpose: (index) => {
      const purpose = docs.purpose?.(index) ?? `to find ${noun.many}${byWhat(collection.state(index))}`;
      return collection.state(index).items.length === 0 ? `${purpose} (there are none yet, so it answers an empty list)` : purpose;
    },
    outputSchema: spec.schemas.list,
    example: () => ({}),
    description: (index) => {
      const state = collection.state(index);
      const names = state.parameters.map((parameter) => parameter.name);
      const count = countNoun(state.items.length, noun.one, noun.many);
      const order = docs.order?.(index);
      const word = state.filters.some((filter) => filter.name === "q") ? searchWord(index) : undefined;
      const how =
        names.length === 0
          ? ` It takes no arguments and gives every ${noun.one}.`
          : ` The arguments are the filters of GET ${listPath} (${names.join(", ")}), each described in the input schema${word === undefined ? "" : `; search with q, e.g. q: '${word}'`}.` +
            (state.language ? languageSentence(index, "the titles and summaries") : "") +
            ` All arguments are optional; with none you get every ${noun.one}.`;
      if (state.items.length === 0) return `List ${index.profile.name}'s ${noun.many}: there are none yet, so it answers an empty list.`;
      return `List ${index.profile.name}'s ${count}${order ? `, ${order}` : ""}.${how}`;
    },
    inputSchema: (index) => {
      const described = words(index);
      return objectSchema(Object.fromEntries(collection.state(index).parameters.map((parameter) => [parameter.name, parameterSchema(parameter, described)])));
    },
    ...(docs.view ? { view: docs.view } : {}),
  };
}

/** The detail tool's documentation. */
export function detailToolDocs(collection: Collection, tool: DetailToolSpec<{ slug: string }>, docs: DetailToolDocs, words: ParameterWords): ToolDocs {
  const { spec } = collection;
  const offered = tool.offered ?? spec.noun;
  const slugOf = docs.slugOf ?? withArticle(spec.noun.one);
  const slugsOf = (index: PortfolioIndex) => offeredSlugs(collection.state(index).items, tool);
  return {
    title: docs.title,
    // With no slug to offer, the instructions say so, as the description does, for any section.
    purpose: (index) => (slugsOf(index).length === 0 ? `${docs.purpose(index)} (there is no ${offered.one} yet, so every slug is refused for now)` : docs.purpose(index)),
    outputSchema: docs.outputSchema ?? spec.schemas.detail,
    example: (index) => {
      const [slug] = slugsOf(index);
      return slug === undefined ? undefined : { slug };
    },
    description: (index) => {
      const slugs = slugsOf(index);
      const name = index.profile.name;
      // "One of Ada's 3 case studies", "Ada's one case study", and with none, what one would be.
      const which =
        slugs.length > 1 ? `One of ${name}'s ${countNoun(slugs.length, offered.one, offered.many)}` : slugs.length === 1 ? `${name}'s one ${offered.one}` : `One of ${name}'s ${offered.many}, once there are any`;
      return (
        `${which}: ${docs.holds(index)}. ` +
        (slugs.length === 0
          ? `There is no ${offered.one} yet, so every slug is refused.`
          : slugs.length > MAX_LISTED_VALUES
            ? // Every tool definition goes into the model's context: 10,000 slugs made tools/list 436 KB.
              `Use the slug of ${slugOf}, one of ${slugs.length}: ${slugs.slice(0, 3).join(", ")}, … (GET ${collection.listPath} lists them).`
            : `Use the slug of ${slugOf}: ${slugs.join(", ")}.`) +
        (collection.state(index).language ? languageSentence(index, "the title and summary") : "")
      );
    },
    inputSchema: (index) => {
      const slugs = slugsOf(index);
      const { language } = collection.state(index);
      // An enum past the refusals' own cap would only weigh on the model's context; the tool still refuses an unknown slug.
      const listed = slugs.length > 0 && slugs.length <= MAX_LISTED_VALUES;
      return objectSchema({ slug: { type: "string", ...(listed ? { enum: slugs } : {}), description: `Slug of ${slugOf}.` }, ...(language ? { lang: parameterSchema(language, words(index)) } : {}) }, ["slug"]);
    },
    ...(docs.view ? { view: docs.view } : {}),
  };
}
