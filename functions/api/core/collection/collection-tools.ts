// A collection's MCP tools. The list tool takes the list's parameters as its arguments and reads
// them with the very function GET does (list-request.ts), so a call and a request with the same
// values get the same items or the same refusal; the detail tool gives one item by slug.
import { REST_PREFIX } from "../site-paths.ts";
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { QueryParameter } from "../route.ts";
import { countNoun } from "../count-noun.ts";
import { servedLanguages } from "../languages/translation-keys.ts";
import { localize, type Translatable } from "../languages/localize.ts";
import { DEFAULT_LANGUAGE } from "../languages/translation-keys.ts";
import { objectSchema, READ_ONLY_ANNOTATIONS, stringArguments, unknownArguments, type ToolDeclaration } from "../tool.ts";
import type { CollectionSpec, DetailToolSpec, ListToolSpec } from "./collection-spec.ts";
import type { AppViewDeclaration } from "../agent-surface.ts";
import { listBody, type CollectionState } from "./collection-state.ts";
import { alternatives } from "../http/problems.ts";
import { readListRequest } from "./list-request.ts";

type StateOf<T, I, D> = (index: PortfolioIndex) => CollectionState<T, I, D>;

/** A query parameter as a JSON Schema property of a tool's input (2020-12). */
export function parameterSchema(parameter: QueryParameter): Record<string, unknown> {
  return {
    type: "string",
    ...(parameter.staticValues && parameter.staticValues.length > 0 ? { enum: [...parameter.staticValues] } : {}),
    ...(parameter.maxLength !== undefined ? { maxLength: parameter.maxLength } : {}),
    description: parameter.meaning,
  };
}

/** `Ask for the titles and summaries in en or tr with lang.`, when the site serves more than one language. */
function languageSentence(index: PortfolioIndex, what: string): string {
  const languages = servedLanguages(index.site.translations);
  return languages.length > 1 ? ` Ask for ${what} in ${languages.join(" or ")} with lang.` : "";
}

/** The list tool of a collection. */
export function listTool<T extends { slug: string }, I, D, S extends string>(
  spec: CollectionSpec<string, T, I, D, S>,
  tool: ListToolSpec,
  stateOf: StateOf<T, I, D>,
): ToolDeclaration<S> {
  const { noun } = spec;
  const listPath = `${REST_PREFIX}${spec.name}`;
  return {
    name: tool.name,
    title: tool.title,
    purpose: (index) => tool.purpose?.(index) ?? `to find ${noun.many}${byWhat(stateOf(index))}`,
    outputSchema: spec.schemas.list,
    example: () => ({}),
    create: (index, context) => {
      const state = stateOf(index);
      const names = state.parameters.map((parameter) => parameter.name);
      const count = countNoun(spec.items(index).length, noun.one, noun.many);
      const order = tool.order?.(index);
      const word = state.filters.some((filter) => filter.name === "q") ? spec.searchExample?.(index) : undefined;
      const how =
        names.length === 0
          ? ` It takes no arguments and gives every ${noun.one}.`
          : ` The arguments are the filters of GET ${listPath} (${names.join(", ")}), each described in the input schema${word === undefined ? "" : `; search with q, e.g. q: '${word}'`}.` +
            (state.language ? languageSentence(index, "the titles and summaries") : "") +
            ` All arguments are optional; with none you get every ${noun.one}.`;
      return {
        definition: {
          name: tool.name,
          title: tool.title,
          description: `List ${index.profile.name}'s ${count}${order ? `, ${order}` : ""}.${how}`,
          inputSchema: objectSchema(Object.fromEntries(state.parameters.map((parameter) => [parameter.name, parameterSchema(parameter)]))),
          outputSchema: context.outputSchema,
          annotations: { title: tool.title, ...READ_ONLY_ANNOTATIONS },
          ...viewMeta(tool.view, index),
        },
        requiredClientCapabilities: [],
        run: (args) => {
          const given = stringArguments(args, names);
          if (!given.ok) return given;
          const read = readListRequest(state.filters, state.language, (name) => given.values[name], "argument");
          if ("kind" in read) return { ok: false, message: read.detail };
          const catalog = state.catalog();
          const found = catalog.list(read.selections);
          return { ok: true, size: catalog.listSize(found, read.lang), build: () => listBody(spec.name, found, read.lang), narrowing: state.narrowing };
        },
      };
    },
  };
}

/**
 * A tool's link to its MCP App view (SEP-1865 `_meta.ui.resourceUri`), when the index has the
 * view's HTML; a host that shows no views reads the text and structuredContent as before.
 */
function viewMeta(view: AppViewDeclaration | undefined, index: PortfolioIndex): { _meta?: { ui: { resourceUri: string } } } {
  return view && view.html(index) !== undefined ? { _meta: { ui: { resourceUri: view.uri(index) } } } : {};
}

/** ` by lane, tier or search words`: what the list can be narrowed by. */
function byWhat(state: CollectionState<unknown, unknown, unknown>): string {
  const words = state.filters.map((filter) => (filter.staticValues ? filter.name : "search words"));
  return words.length > 0 ? ` by ${alternatives(words)}` : "";
}

/** The detail tool of a collection. */
export function detailTool<T extends { slug: string }, I, D, S extends string>(
  spec: CollectionSpec<string, T, I, D, S>,
  tool: DetailToolSpec<T, S>,
  stateOf: StateOf<T, I, D>,
): ToolDeclaration<S> {
  const offered = tool.offered ?? { ...spec.noun, a: `a ${spec.noun.one}` };
  const slugOf = tool.slugOf ?? `a ${spec.noun.one}`;
  const slugsOf = (index: PortfolioIndex) => spec.items(index).filter((item) => tool.only?.(item) ?? true).map((item) => item.slug);
  return {
    name: tool.name,
    title: tool.title,
    purpose: tool.purpose,
    outputSchema: tool.outputSchema ?? spec.schemas.detail,
    example: (index) => {
      const [slug] = slugsOf(index);
      return slug === undefined ? undefined : { slug };
    },
    create: (index, context) => {
      const state = stateOf(index);
      const slugs = slugsOf(index);
      const languages = state.language ? servedLanguages(index.site.translations) : [DEFAULT_LANGUAGE];
      // One detail object per item and language, made now: a call hands back the same object
      // each time, so the dispatcher serializes each once.
      const details = new Map<string, object>();
      for (const slug of slugs) {
        const detail = state.catalog().detail(slug);
        if (detail) for (const lang of languages) details.set(`${lang}:${slug}`, (lang === DEFAULT_LANGUAGE ? detail : localize(detail as unknown as Translatable, lang)) as object);
      }
      const known = state.language ? ["slug", "lang"] : ["slug"];
      return {
        definition: {
          name: tool.name,
          title: tool.title,
          description:
            `One of ${index.profile.name}'s ${countNoun(slugs.length, offered.one, offered.many)}: ${tool.holds(index)}. ` +
            `Use the slug of ${slugOf}: ${slugs.join(", ")}.` +
            (state.language ? languageSentence(index, "the title and summary") : ""),
          inputSchema: objectSchema(
            { slug: { type: "string", ...(slugs.length > 0 ? { enum: slugs } : {}), description: `Slug of ${slugOf}.` }, ...(state.language ? { lang: parameterSchema(state.language) } : {}) },
            ["slug"],
          ),
          outputSchema: context.outputSchema,
          annotations: { title: tool.title, ...READ_ONLY_ANNOTATIONS },
          ...viewMeta(tool.view, index),
        },
        requiredClientCapabilities: [],
        fixedPayloads: [...details.values()],
        run: (args) => {
          const extra = unknownArguments(args, known);
          if (extra) return extra;
          const asked = args["lang"];
          if (asked !== undefined && typeof asked !== "string") return { ok: false, message: "Argument 'lang' must be a string." };
          const lang = state.language ? state.language.parse(asked, "argument") : DEFAULT_LANGUAGE;
          if (typeof lang !== "string") return { ok: false, message: lang.detail };
          const slug = args["slug"];
          const detail = typeof slug === "string" ? details.get(`${lang}:${slug}`) : undefined;
          if (detail) return { ok: true, payload: detail };
          const given = typeof slug === "string" ? `'${slug.slice(0, 80)}' is not ${offered.a}` : "Argument 'slug' is required and must be a string";
          return { ok: false, message: `${given}. Allowed slugs: ${slugs.join(", ")}.` };
        },
      };
    },
  };
}
