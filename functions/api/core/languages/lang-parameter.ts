// The `lang` parameter of a translated view, validated at the door: a language the site serves
// (en, or one of site.json's translations), or UNSUPPORTED_LANGUAGE. REST reads it from the
// query, MCP from a tool argument; both parse it here. A prompt's `lang` argument takes the
// same languages (languageArgument). Its words, for the documents: lang-parameter-docs.ts.
import type { QueryParameter } from "../route.ts";
import type { PromptArgumentDeclaration } from "../agent-surface.ts";
import { PROBLEMS, type ValueSource } from "../http/problems.ts";
import { problem, type ProblemReply } from "../http/reply.ts";
import { CONTENT_LANGUAGE, DEFAULT_LANGUAGE, servedLanguages } from "./translation-keys.ts";

/** `lang`: one precomputed file per language the site serves; en is the default. */
export interface LanguageParameter extends QueryParameter {
  name: "lang";
  /** The language asked for; absent or empty means the default. */
  parse(raw: string | undefined, source: ValueSource): string | ProblemReply;
}

/** The `lang` parameter of a site that offers `translations`. */
export function languageParameter(translations: readonly string[]): LanguageParameter {
  const served = servedLanguages(translations);
  return {
    name: "lang",
    staticValues: served,
    defaultValue: DEFAULT_LANGUAGE,
    refusal: PROBLEMS.UNSUPPORTED_LANGUAGE,
    parse: (raw, source) => {
      if (raw === undefined || raw === "") return DEFAULT_LANGUAGE;
      return served.includes(raw) ? raw : problem(PROBLEMS.UNSUPPORTED_LANGUAGE, { source, value: raw, served });
    },
  };
}

/** Every answer of a translated view says which language it is in. */
export function languageHeaders(lang: string): Record<string, string> {
  return { [CONTENT_LANGUAGE]: lang };
}

/** A prompt's optional `lang` argument: completed and checked against the languages the projects are served in. */
export const languageArgument: PromptArgumentDeclaration = { name: "lang", required: false, values: (index) => servedLanguages(index.site.translations) };
