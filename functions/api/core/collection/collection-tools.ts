// A collection's MCP tools, as they run. The list tool takes the list's parameters as its
// arguments and reads them with the very function GET does (list-request.ts), so a call and a
// request with the same values get the same items or the same refusal; the detail tool gives one
// item by slug. What tools/list says about them: collection-tool-docs.ts.
import { withArticle } from "./noun.ts";
import type { PortfolioIndex } from "../portfolio-index.ts";
import { localize, type Translatable } from "../languages/localize.ts";
import { DEFAULT_LANGUAGE } from "../languages/translation-keys.ts";
import { stringArguments, refuseUnknownArguments, type ToolDeclaration } from "../tool.ts";
import type { CollectionSpec, DetailToolSpec, ListToolSpec } from "./collection-spec.ts";
import { listBody, type CollectionState } from "./collection-state.ts";
import { readListRequest } from "./list-request.ts";
import { listedValues } from "../listed-values.ts";
import { shown } from "../http/problems.ts";

type StateOf<T, I, D> = (index: PortfolioIndex) => CollectionState<T, I, D>;

/** The list tool of a collection. */
export function listTool<T extends { slug: string }, I, D, S extends string>(spec: CollectionSpec<string, T, I, D, S>, tool: ListToolSpec, stateOf: StateOf<T, I, D>): ToolDeclaration {
  return {
    name: tool.name,
    create: (index) => {
      const state = stateOf(index);
      const names = state.parameters.map((parameter) => parameter.name);
      return {
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

/** The slugs a detail tool offers: the items its `only` keeps, in the collection's order. */
export function offeredSlugs<T extends { slug: string }>(items: readonly T[], tool: DetailToolSpec<T>): string[] {
  return items.filter((item) => tool.only?.(item) ?? true).map((item) => item.slug);
}

/** The detail tool of a collection. */
export function detailTool<T extends { slug: string }, I, D, S extends string>(spec: CollectionSpec<string, T, I, D, S>, tool: DetailToolSpec<T>, stateOf: StateOf<T, I, D>): ToolDeclaration {
  const offered = tool.offered ?? { a: withArticle(spec.noun.one) };
  return {
    name: tool.name,
    create: (index) => {
      const state = stateOf(index);
      const slugs = offeredSlugs(state.items, tool);
      // One detail object per item and language, made at its first call and kept: a call hands
      // back the same object each time, so the dispatcher serializes each once. Made then, not
      // with the tool: shaping every item is a cold start an MCP initialize should not pay for.
      const details = new Map<string, object>();
      const detailOf = (slug: string, lang: string): object | undefined => {
        const key = `${lang}:${slug}`;
        const known = details.get(key);
        if (known || !slugs.includes(slug)) return known;
        const detail = state.catalog().detail(slug);
        const made = detail && ((lang === DEFAULT_LANGUAGE ? detail : localize(detail as unknown as Translatable, lang)) as object);
        if (made) details.set(key, made);
        return made;
      };
      const known = state.language ? ["slug", "lang"] : ["slug"];
      return {
        run: (args) => {
          const extra = refuseUnknownArguments(args, known);
          if (extra) return extra;
          const asked = args["lang"];
          if (asked !== undefined && typeof asked !== "string") return { ok: false, message: "Argument 'lang' must be a string." };
          const lang = state.language?.parse(asked, "argument") ?? DEFAULT_LANGUAGE;
          if (typeof lang !== "string") return { ok: false, message: lang.detail };
          const slug = args["slug"];
          const detail = typeof slug === "string" ? detailOf(slug, lang) : undefined;
          if (detail) return { ok: true, payload: detail, fixed: true };
          const given = typeof slug === "string" ? `'${shown(slug, 80)}' is not ${offered.a}` : "Argument 'slug' is required and must be a string";
          return { ok: false, message: `${given}. ${slugs.length > 0 ? `Allowed slugs: ${listedValues(slugs)}` : "There are none yet"}.` };
        },
      };
    },
  };
}
