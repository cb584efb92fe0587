// A prompt's wording filled with the values of one call. The wording is data the build writes
// into the index from the prompt's documentation (index.mcp.promptTexts); the values are the
// content's and the caller's (PromptDeclaration.values). `{name}` is the value of name; `[…]` is
// kept only when every value it names is given, and `[…|…]` gives what to say when one is not.
// Values go in as they are, in one pass: a pasted job description holding braces or brackets is
// never read as wording.
const PART = /\[([^\]|]*)(?:\|([^\]]*))?\]|\{(\w+)\}/g;
const NAME = /\{(\w+)\}/g;

/** `wording` with its placeholders and optional parts filled from `values` (absent: undefined). */
export function fillText(wording: string, values: Readonly<Record<string, string | undefined>>): string {
  const fill = (text: string) => text.replace(NAME, (_, name: string) => values[name] ?? "");
  return wording.replace(PART, (_, given: string | undefined, otherwise: string | undefined, name: string | undefined) =>
    given === undefined ? (values[name!] ?? "") : [...given.matchAll(NAME)].every(([, key]) => values[key!] !== undefined) ? fill(given) : fill(otherwise ?? ""),
  );
}
