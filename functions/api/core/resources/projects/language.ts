// The `lang` parameter of the project views, validated at the door: a language the site
// serves (en, or one of site.json's translations), or UNSUPPORTED_LANGUAGE.
import { CONTENT_LANGUAGE, DEFAULT_LANGUAGE, servedLanguages } from "./languages.ts";
import type { ValueSource } from "../../http/problems.ts";
import { problem, type ProblemReply } from "../../http/reply.ts";

/** The language asked for; absent or empty means the default. */
export function parseLanguage(raw: string | undefined, translations: readonly string[], source: ValueSource = "query"): string | ProblemReply {
  if (raw === undefined || raw === "") return DEFAULT_LANGUAGE;
  const served = servedLanguages(translations);
  return served.includes(raw) ? raw : problem("UNSUPPORTED_LANGUAGE", { source, value: raw, served });
}

/** Every answer of a project view says which language it is in. */
export function languageHeaders(lang: string): Record<string, string> {
  return { [CONTENT_LANGUAGE]: lang };
}
