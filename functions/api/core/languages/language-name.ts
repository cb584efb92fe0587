// A language as the documents name it: by its English name with the tag `?lang=` takes beside
// it, so a reader knows both what it is and what to send.

/** `fr` → `French ('fr')`; the tag alone when the runtime has no name for it. */
export function languageName(lang: string): string {
  const name = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(lang);
  return name === undefined ? `'${lang}'` : `${name} ('${lang}')`;
}
