// A name for an example that must name nothing: the "no such item" slug, a filter value no
// item has. Any owner may already use the plain one (a project slugged `no-such-project`), and
// an example that names a real item answers 200 where the example promised a refusal.

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold. */
export function unusedName(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
  return name;
}
