// zod issues → content problems, one per field (one per unknown key), each message saying
// what was found and what is allowed.
import type { z } from "zod";
import { describeValue, contentProblem, toFieldPath, type ContentProblem } from "./content-problem.ts";
import { closest } from "./closest-name.ts";
import { fieldNamedOtherwise } from "./field-synonyms.ts";
import { fold } from "../../functions/api/core/text-fold.ts";
import { listedValues } from "../../functions/api/core/listed-values.ts";

const MISSING = "required field is missing";

/**
 * The `error` of a required field whose absence needs more than "missing": zod-issues.ts keeps
 * a missing field's message only when it starts as this one does (`links`: `add "links": {}`).
 */
export function missingFieldError(fix: string) {
  return (issue: { input?: unknown }): string | undefined => (issue.input === undefined ? `${MISSING}: ${fix}` : undefined);
}

/** Turn zod issues into problems for `file`; `knownKeys` lists an object's keys at a path. */
export function problemsFromIssues(file: string, issues: readonly z.core.$ZodIssue[], knownKeys: (path: readonly PropertyKey[]) => string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const misspelled = misspelledFields(issues, knownKeys);
  // A value of the wrong type is told so; a length rule that also ran on it (an array's items
  // counted as a text's characters: "service: must not be empty" for `[]`) would point elsewhere.
  const wrongType = new Set(issues.filter((issue) => issue.code === "invalid_type").map((issue) => toFieldPath(issue.path)));
  for (const issue of issues) {
    if ((issue.code === "too_small" || issue.code === "too_big") && wrongType.has(toFieldPath(issue.path))) continue;
    if (issue.code === "invalid_union") {
      // A value of one option's type (an object, where the other option is `false`) gets
      // that option's own problems, each at its field: `rateLimit.windowSize: required field is missing`.
      const fitting = issue.errors.filter((option) => !option.some(isWrongType));
      if (fitting.length === 1) {
        const nested = fitting[0]!.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue);
        problems.push(...problemsFromIssues(file, nested, knownKeys));
        continue;
      }
    }
    if (issue.code === "unrecognized_keys") {
      const known = knownKeys(issue.path);
      const given = typeof issue.input === "object" && issue.input !== null ? Object.keys(issue.input) : [];
      for (const key of issue.keys) problems.push(contentProblem(file, toFieldPath([...issue.path, key]), "unknown field", unknownKeyHint(key, known, issue.path, given)));
      continue;
    }
    problems.push(contentProblem(file, toFieldPath(issue.path), describeIssue(issue, misspelled)));
  }
  return problems;
}

/** The fields an unknown key is a likely slip of (`skills[0].items` for `skills[0].itmes`). */
function misspelledFields(issues: readonly z.core.$ZodIssue[], knownKeys: (path: readonly PropertyKey[]) => string[]): Set<string> {
  const fields = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") continue;
    for (const key of issue.keys) {
      const meant = meantKey(key, knownKeys(issue.path));
      if (meant !== undefined) fields.add(toFieldPath([...issue.path, meant]));
    }
  }
  return fields;
}

/** The known key an unknown one most likely means: one it is another word for (`langues` → `translations`), else a near slip. */
const meantKey = (key: string, known: string[]) => fieldNamedOtherwise(key, known) ?? closest(key, known);

/** An option's issue that says the value is not of that option's type at all. */
const isWrongType = (issue: z.core.$ZodIssue) => issue.path.length === 0 && (issue.code === "invalid_type" || issue.code === "invalid_value" || issue.code === "invalid_union");

/**
 * A likely slip gets "did you mean", a key in another case its spelling; a nested object (links, caseStudy, contact…) has few
 * keys, so it also lists them all. A file's top level has too many to list in one line. Where
 * the object at `path` already has the key meant (`given`), renaming would give it twice: the two are to be merged.
 */
function unknownKeyHint(key: string, known: string[], path: readonly PropertyKey[], given: readonly string[]): string | undefined {
  const nested = path.length > 0;
  const suggestion = meantKey(key, known);
  const fix = suggestion === undefined ? "" : keyFix(key, suggestion, given.includes(suggestion) ? (nested ? toFieldPath(path) : "this file") : undefined);
  const allowed = nested && known.length > 0 ? `allowed: ${known.join(", ")}` : "";
  if (fix === "" || allowed === "") return fix + allowed || undefined;
  return fix.endsWith("?") ? `${fix} ${allowed}` : `${fix}; ${allowed}`;
}

/**
 * "write it as" or "did you mean"; where `holder` (the object) has the key meant already, a key
 * in another case is to be merged into it, and a slip is only told so: it is a guess (`langues`
 * beside `lanes` means translations), and merging the wrong two would lose what it holds.
 */
function keyFix(key: string, meant: string, holder: string | undefined): string {
  const cased = meant.toLowerCase() === key.toLowerCase();
  if (holder === undefined) return cased ? `write it as '${meant}'` : `did you mean '${meant}'?`;
  return cased ? `it is '${meant}' in another case, which ${holder} has too: merge it into '${meant}'` : `did you mean '${meant}', which ${holder} has too?`;
}

/**
 * Every message shows the value it refuses, whatever the field (a date, a URL, an email, a
 * slug, a language): a type mismatch says what was found, any other rule is prefixed with the
 * value, unless the rule's own wording already quotes it (`'gold' is not one of …`).
 */
function describeIssue(issue: z.core.$ZodIssue, misspelled: ReadonlySet<string>): string {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) {
      // `itmes` beside a missing `items`: the unknown key's "did you mean" is the fix, not `[]`.
      if (misspelled.has(toFieldPath(issue.path))) return MISSING;
      return issue.message.startsWith(MISSING) ? issue.message : missing(issue);
    }
    const expected = issue.message.startsWith("Invalid input") ? `expected ${issue.expected === "int" ? "a whole number" : issue.expected}` : issue.message;
    // `"2023"` for a year: the number is right, the quotes are not.
    const quoted = typeof issue.input === "string" && (issue.expected === "number" || issue.expected === "int") && issue.input.trim() !== "" && Number.isFinite(Number(issue.input));
    // And the other way: `"lane": 0` for a lane named "0", a title that is a year; not where a
    // field's own words say what text it takes (a date's "YYYY-MM-DD" is no quoted number), and
    // only for a whole number, whose digits are the ones the owner typed (1.10 reads back as 1.1).
    const unquoted = Number.isSafeInteger(issue.input) && issue.expected === "string" && issue.message.startsWith("Invalid input");
    // A field's own words may already say what was found, before their hint (text-fields.ts: "got null: leave the field out").
    const found = describeFound(issue.input);
    const said = expected.includes(`, got ${found}`) ? expected : `${expected}, got ${found}`;
    return `${said}${quoted ? ": write it without quotes" : unquoted ? `: write it in quotes, as "${issue.input}"` : ""}`;
  }
  if (issue.code === "invalid_value" && issue.message.startsWith("Invalid option") && issue.values.every((value) => typeof value === "string")) {
    return notOneOf(issue.input, issue.values as string[]);
  }
  // zod's own words for a number's bounds ("Too small: expected number to be >=1900") say the rule
  // in symbols; a schema's own message is kept.
  if ((issue.code === "too_small" || issue.code === "too_big") && issue.origin === "number" && /^Too (small|big)/.test(issue.message)) {
    const small = issue.code === "too_small";
    const bound = small ? issue.minimum : issue.maximum;
    return withValue(issue.input, `must be ${issue.inclusive === false ? (small ? "above" : "below") : small ? "at least" : "at most"} ${bound}`);
  }
  return withValue(issue.input, issue.message);
}

/**
 * A text as a closed set's spelling hint compares it: folded as search folds (case, accents),
 * and a run of spaces, hyphens, underscores or plus signs read as one space (`JSConf Mexico`,
 * `jsconf-méxico` and `JSConf México` are one; `C++` and `C#` are not).
 */
const spellingKey = (text: string) => fold(text).replace(/[\s\-_+]+/g, " ").trim();

/**
 * A value outside a closed set a schema declares with `z.enum` (a section's venue), in a lane's
 * words: left out, "required field is missing"; one of its values written another way, that
 * spelling (another case first, as the API's hint prefers it); a number that is one of them as
 * text, the quotes; a slip, "did you mean"; anything else, the values (at most
 * MAX_LISTED_VALUES, as every refusal lists them), where zod would join them all with `|`.
 */
function notOneOf(input: unknown, values: readonly string[]): string {
  const listed = listedValues(values);
  if (input === undefined) return `${MISSING}: one of ${listed}`;
  if (typeof input !== "string") {
    const quoted = typeof input === "number" && values.includes(String(input)) ? `: write it in quotes, as "${input}"` : "";
    return `expected one of ${listed}, got ${describeFound(input)}${quoted}`;
  }
  const key = spellingKey(input);
  const same = values.filter((value) => spellingKey(value) === key);
  const spelled = same.length === 1 ? same[0] : same.find((value) => value.toLowerCase() === input.toLowerCase());
  if (spelled !== undefined) return `${describeValue(input)}: write it as '${spelled}' (a value is matched exactly)`;
  const meant = closest(input, [...values]);
  return `${describeValue(input)} is not one of ${listed}${meant ? `; did you mean '${meant}'?` : ""}`;
}

/**
 * A required field left out. A list may be empty, so one left out is most likely "none"
 * (`certifications`, `domains`): the fix is `[]`, as `{}` is for `links`. A list that needs an
 * item would say so with its own missingFieldError, which is kept above.
 */
function missing(issue: z.core.$ZodIssueInvalidType): string {
  const key = issue.path.at(-1);
  return issue.expected === "array" && typeof key === "string" ? `${MISSING}: add ${JSON.stringify(key)}: [] when there are none` : MISSING;
}

/** `'ada@': expected an email address`; containers and empty text have nothing to quote. */
function withValue(input: unknown, message: string): string {
  if (input === "" || input === undefined || (typeof input === "object" && input !== null)) return message;
  const shown = describeValue(input);
  // Only a quoted text can be told apart in the wording: a number (300) may appear in it for another reason.
  return typeof input === "string" && message.includes(shown) ? message : `${shown}: ${message}`;
}

function describeFound(value: unknown): string {
  const described = describeValue(value);
  if (typeof value === "string") return `string "${value.slice(0, 40)}"`;
  // `1e999` parses as Infinity: a number, but none a file can round-trip.
  if (typeof value === "number" && !Number.isFinite(value)) return `${described}, a number too large for JSON`;
  return typeof value === "object" || value === undefined ? described : `${typeof value} ${described}`;
}
