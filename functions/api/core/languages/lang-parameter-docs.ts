// What the documents say `lang` does (lang-parameter.ts parses it): the words of the query
// parameter in OpenAPI and of the tool argument, for every translated collection alike.
import { DEFAULT_LANGUAGE } from "./translation-keys.ts";

/** The description of `lang`, the same for the query parameter and the tool argument. */
export const LANGUAGE_PARAMETER_WORDS =
  "The language of `title` and `summary`: the translation where the content has one, English where not, " +
  `and \`fallback\` lists the fields that stayed in English. \`${DEFAULT_LANGUAGE}\` is the default.`;
