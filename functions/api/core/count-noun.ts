// Counts in generated prose come from the content, so the noun must agree with the number.

/** `1 case study`, `5 case studies`, `0 projects`: English plural, given both forms. */
export function countNoun(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** `all 5 projects`, and `the one project` where "all" would count a single one. */
export function allOf(count: number, singular: string, plural: string): string {
  return count === 1 ? `the one ${singular}` : `all ${countNoun(count, singular, plural)}`;
}
