// Read one content file as JSON, turning every way it can be unreadable into a problem that
// names the file (and the line and column for a syntax error) instead of a stack trace.
import { lstat, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { findDuplicateKeys, MAX_LISTED } from "./duplicate-keys.ts";
import { findCurlyQuote } from "./curly-quotes.ts";
import { isInside, linkEscape, skippedEntry, type ContentPlace } from "./link-escape.ts";

import { CONTENT_FILE_MAX_BYTES as MAX_FILE_BYTES } from "../../functions/api/core/limits.ts";

export { MAX_FILE_BYTES };

export type JsonRead = { ok: true; value: unknown } | { ok: false; problems: ContentProblem[] };

/** Read `relative` in the content folder, refusing links that lead where the build does not read (link-escape.ts), huge files and non-UTF-8. */
export async function readJsonFile(place: ContentPlace, relative: string): Promise<JsonRead> {
  const absolute = path.join(place.root, relative);
  const label = `${place.label}/${relative}`;
  const fail = (message: string, hint?: string): JsonRead => ({ ok: false, problems: [contentProblem(label, "", message, hint)] });
  let stats;
  try {
    stats = await lstat(absolute);
  } catch {
    return fail("file is missing", "create it; see the content layout in README.md");
  }
  // The link may be the file or a folder on its way (a linked projects/), so resolve every time.
  const target = await realpath(absolute).catch(() => undefined);
  if (target === undefined) return fail("symbolic link points to a file that does not exist");
  if (!isInside(place.rootReal, target) || skippedEntry(place.rootReal, target) !== undefined) {
    const escape = await linkEscape(place, relative);
    // Undefined only for a link re-pointed between the two reads.
    return escape ? { ok: false, problems: [escape] } : fail("symbolic link points where the build does not read", "copy the file into content/ instead");
  }
  if (stats.isSymbolicLink()) stats = await lstat(target);
  if (!stats.isFile()) return fail("is not a regular file");
  if (stats.size > MAX_FILE_BYTES) return fail(`file is ${(stats.size / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB`);
  // Permissions, or a file removed mid-build: the owner needs the file's name, not a stack.
  const bytes = await readFile(absolute).catch((error: NodeJS.ErrnoException) => error);
  if (bytes instanceof Error) return fail(`file cannot be read (${bytes.code ?? bytes.message})`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail("file is not valid UTF-8 text", "save it with UTF-8 encoding");
  }
  // A byte-order mark is harmless; some editors on Windows add one.
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  // JSON.parse would say "Unexpected end of JSON input", as if the file were cut short.
  // Deleting it is a fix only for a file the content may go without (a project, not site.json).
  if (text.trim() === "") return fail("file is empty", relative.includes("/") ? "write its JSON object in it, or delete the file" : "write its JSON object in it");
  let value: unknown;
  try {
    // Text is kept in NFC, as the web writes it: 'São' typed on one machine (composed) and pasted
    // from another (decomposed), or written as a \u escape, is then one filter value, not two
    // that look alike. Only a file that may hold such text pays for the reviver.
    const composes = text !== text.normalize("NFC") || text.includes("\\u");
    value = composes ? JSON.parse(text, (_key, item: unknown) => (typeof item === "string" ? item.normalize("NFC") : item)) : JSON.parse(text);
  } catch (error) {
    const v8Message = error instanceof Error ? error.message : "";
    const offset = errorOffset(text, v8Message);
    const comma = trailingCommaBefore(text, offset);
    if (comma !== undefined) {
      return { ok: false, problems: [contentProblem(`${label}:${lineAndColumn(text, comma)}`, "", `invalid JSON: trailing comma before '${text[offset]}'`, "JSON allows no comma after the last item; remove it")] };
    }
    if (startsComment(text, offset)) {
      return { ok: false, problems: [contentProblem(`${label}:${lineAndColumn(text, offset)}`, "", `invalid JSON: JSON has no comments, and '${text.slice(offset, offset + 2)}' starts one`, "remove the comment")] };
    }
    const curly = findCurlyQuote(text, offset);
    if (curly !== undefined) {
      const message = curly.inText
        ? `invalid JSON: the curly quote '${curly.quote}' was meant to close a key or a text, but JSON closes them only with a straight double quote '"'`
        : `invalid JSON: curly quote '${curly.quote}' where JSON needs a straight double quote '"'`;
      return { ok: false, problems: [contentProblem(`${label}:${lineAndColumn(text, curly.offset)}`, "", message, CURLY_HINT)] };
    }
    const worded = plainWords(text, offset) ?? rewordedV8(text, offset, v8Message);
    if (worded !== undefined) {
      return { ok: false, problems: [contentProblem(`${label}:${lineAndColumn(text, worded.offset)}`, "", `invalid JSON: ${worded.message}`, worded.hint)] };
    }
    const missing = missingComma(text, offset, v8Message);
    if (missing !== undefined) {
      const [where, message, hint] = missing.atLineEnd
        ? [missing.offset, "a comma is missing after this value", "JSON separates items with commas: add one at the end of the line"]
        : [offset, "a comma is missing before this value", "JSON separates items with commas: add one"];
      return { ok: false, problems: [contentProblem(`${label}:${lineAndColumn(text, where)}`, "", `invalid JSON: ${message}`, hint)] };
    }
    const reason = v8Message === "" ? "syntax error" : shorten(v8Message);
    return { ok: false, problems: [contentProblem(`${label}:${lineAndColumn(text, offset)}`, "", `invalid JSON: ${reason}`)] };
  }
  const duplicates = duplicateKeyProblems(text, label);
  return duplicates.length > 0 ? { ok: false, problems: duplicates } : { ok: true, value };
}

/**
 * What V8's words leave the owner to guess, in plain ones: the text ending before the JSON does
 * (V8 asks for a comma or a property name there, and a comma is not the fix), a key or text in
 * single quotes or in none, and text after the object has ended.
 */
function plainWords(text: string, offset: number): Worded | undefined {
  const end = text.trimEnd().length;
  if (offset >= end) {
    const { closers, inString } = unclosed(text);
    if (inString) return { offset: end, message: `the file ends inside a text: its closing '"'${closers ? `, then '${closers}',` : ""} is missing`, hint: `close the text with a straight double quote '"'` };
    return closers === ""
      ? undefined
      : { offset: end, message: `the file ends before its JSON does: '${closers}' is missing at the end`, hint: "close every { with } and every [ with ], in that order, or restore the part that was cut off" };
  }
  const char = text[offset] ?? "";
  if (char === "'") return { offset, message: `a single quote where JSON needs a double quote '"'`, hint: `write keys and texts in double quotes, as "slug": "my-project"` };
  const bare = /^[A-Za-z_$][\w$-]*(?=\s*:)/.exec(text.slice(offset))?.[0];
  if (bare !== undefined) return { offset, message: `the key ${bare} has no quotes`, hint: `write it as "${bare}"` };
  if (unclosed(text.slice(0, offset)).closers === "" && /[}\]]/.test(text.slice(0, offset))) {
    return { offset, message: `there is more after the JSON object has ended ('${text.slice(offset, offset + 10).split("\n")[0]}')`, hint: "remove it; an extra } or ] closes the object early" };
  }
  return undefined;
}

/** A syntax error in plain words: where to point, what is wrong, and the fix. */
type Worded = { offset: number; message: string; hint: string };

/**
 * Mistakes V8 words in its own terms ("Bad control character", "Unexpected token 'N'") or blames
 * on something else (a property name, a missing comma), in plain words. `message` is V8's.
 */
function rewordedV8(text: string, offset: number, message: string): Worded | undefined {
  const char = text[offset] ?? "";
  const previous = text.slice(0, offset).trimEnd().at(-1) ?? "";
  // Pasted from a web page or a chat, indentation can be non-breaking spaces: they look like
  // spaces, and V8 only says it wanted a property name at the start of the line.
  if (char !== " " && /[\p{Zs}\u200b\u2060\ufeff]/u.test(char)) {
    const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    const name = INVISIBLE_NAMES[char] ?? "space";
    return { offset, message: `an invisible ${code} ${name}, where JSON allows only ordinary spaces, tabs and line breaks`, hint: "replace it, and any others like it, with ordinary spaces" };
  }
  // A text still open at the end of its line, or holding a pasted tab: V8 names neither.
  if (message.startsWith("Bad control character")) {
    if (char === "\n" || char === "\r") return { offset, message: "a text has a line break inside it, which JSON does not allow", hint: "close its quote on the same line, or write the line break as \\n" };
    if (char === "\t") return { offset, message: "a text has a tab inside it, which JSON does not allow", hint: "write the tab as \\t, or as spaces" };
  }
  // A Windows path: `"C:\Users"` reads `\U` as an escape JSON does not know (and `\users` as a bad \u one).
  if (message.startsWith("Bad escaped character") || message.startsWith("Bad Unicode escape")) {
    const backslash = text.lastIndexOf("\\", offset);
    const escape = text.slice(backslash, text[offset] === '"' ? offset : offset + 1);
    // `\u00e`: a character's code with a digit short, not a path; `\users` has no hex digit after \u.
    if (/^\\u[\da-f]{1,3}$/i.test(escape)) {
      return { offset: backslash, message: `'${escape}' writes a character by its code, which takes four hex digits after \\u`, hint: "write all four (\\u00e9 is é), or the character itself" };
    }
    return { offset: backslash, message: `a backslash in a text must be written \\\\, and '${escape}' is no escape JSON knows`, hint: "write each backslash as \\\\, as in \"C:\\\\Users\"" };
  }
  // After a text's closing quote with no space between, `"Tiny "TypeScript" library"`: a quote
  // inside the text ended it. A missing comma, which V8 reports the same way, comes after a space.
  // A quote right after it (`"x""title"`) is a missing comma between two texts, not one inside.
  if (/^Expected ',' or '[}\]]' after/.test(message) && text[offset - 1] === '"' && text[offset] !== '"') {
    return { offset: offset - 1, message: `a double quote inside a text must be written \\", and this one ends the text early`, hint: `write each double quote inside the text as \\", as in "a \\"quoted\\" word"` };
  }
  // In an object V8 wants a key after a comma, so it names a property name, not the second comma.
  if (message.startsWith("Expected double-quoted property name") && char === "," && previous === ",") {
    return { offset, message: "two commas in a row", hint: "remove one of them" };
  }
  // `"order": ,` or `["a",,"b"]`: nothing where a value goes.
  if (message.startsWith("Unexpected token") && (char === "," ? /[:,[]/.test(previous) : /[}\]]/.test(char) && previous === ":")) {
    const hint = previous === ":" ? "write the field's value, or null, or remove the field" : "write the item, or remove this comma";
    return { offset, message: `a value is missing before this ${char === "," ? "comma" : `'${char}'`}`, hint };
  }
  // A word where a value goes: Python's None, True, False, JavaScript's undefined, a literal cut
  // short (`tru`), or text without quotes. V8 reads a word starting t, f or n as the literal it
  // begins and stops where it parts from it (`finished` at its `i`), so the word is taken whole,
  // from the letters before the stop as well as after.
  const head = /[A-Za-z_$][\w$]*$/.exec(text.slice(0, offset))?.[0] ?? "";
  const word = head + (/^[\w$]*/.exec(text.slice(offset))?.[0] ?? "");
  if (/^[A-Za-z_$]/.test(word) && message.startsWith("Unexpected token")) {
    const at = offset - head.length;
    if (word === "undefined") return { offset: at, message: "JSON has no undefined", hint: "leave the field out, or write null" };
    const lower = word.toLowerCase();
    const literals = ["true", "false", "null"];
    const meant = lower === "none" ? "null" : (literals.find((literal) => literal === lower) ?? literals.find((literal) => literal.startsWith(lower)));
    return meant === undefined
      ? { offset: at, message: `'${word}' is not a JSON value`, hint: `write a text in double quotes, as "${word}", or true, false or null` }
      : { offset: at, message: `'${word}' is not a JSON value; JSON writes ${meant}`, hint: `replace it with ${meant}` };
  }
  // `03`: V8 reads the 0 as a whole number and stops at the 3.
  if (message.startsWith("Unexpected number") && text[offset - 1] === "0") {
    const from = text[offset - 2] === "-" ? offset - 2 : offset - 1;
    const number = /^-?[\d.]+/.exec(text.slice(from))?.[0] ?? "";
    return { offset: from, message: `numbers in JSON have no leading zero ('${number}')`, hint: `write ${Number(number)}, or "${number}" in double quotes if it is text` };
  }
  // A file that starts `"name": …` parses as the one text "name", and V8 objects to what follows.
  const first = text.length - text.trimStart().length;
  if (message.startsWith("Unexpected non-whitespace character after JSON") && !/[{[]/.test(text[first] ?? "")) {
    const hint = text.trimEnd().endsWith("}") ? "add { at the start of the file" : "add { at the start of the file and } at its end";
    return { offset: first, message: "the file must start with '{': the whole file is one JSON object", hint };
  }
  return undefined;
}

/** Names for the invisible spaces that pasted text brings most often. */
const INVISIBLE_NAMES: Record<string, string> = {
  "\u00a0": "non-breaking space",
  "\u202f": "narrow non-breaking space",
  "\u200b": "zero-width space",
  "\u2060": "word joiner",
  "\u3000": "ideographic space",
  "\ufeff": "zero-width no-break space",
};

/** The closing brackets `text` still owes, innermost first (`}` or `]}`), outside its strings, and whether it ends inside one. */
function unclosed(text: string): { closers: string; inString: boolean } {
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") open.push(char === "{" ? "}" : "]");
    else if (char === "}" || char === "]") open.pop();
  }
  return { closers: open.reverse().join(""), inString };
}

/** Smart quotes come in pairs and many at once: the owner replaces them all, not one. */
const CURLY_HINT = "replace every curly quote around a key or a text with a straight \"; word processors and smart-quote settings make them";

/** A problem per repeated key (JSON.parse would keep the last one silently), at its line:column. */
function duplicateKeyProblems(text: string, label: string): ContentProblem[] {
  const { listed, total } = findDuplicateKeys(text);
  const problems = listed.map((d) =>
    contentProblem(`${label}:${d.line}:${d.column}`, d.path, `key '${d.key}' is given twice in one object (first on line ${d.firstLine}); JSON would keep only this one`, "remove one of them"),
  );
  if (total > MAX_LISTED) problems.push(contentProblem(label, "", `${total - MAX_LISTED} more keys are given twice`, "remove the repeated keys"));
  return problems;
}

/**
 * True when the parser stopped at `//` or `/*`. Outside a string a `/` is never valid JSON, so
 * stopping there means the owner wrote a comment (JSONC, JSON5 and editors' settings allow them).
 */
function startsComment(text: string, offset: number): boolean {
  return text[offset] === "/" && (text[offset + 1] === "/" || text[offset + 1] === "*");
}

/** V8 appends the position, or quotes the whole text; neither helps in a one-line message. */
function shorten(message: string): string {
  return message.replace(/\s*in JSON at position \d+.*$/s, "").replace(/ at position \d+.*$/s, "").replace(/, .*is not valid JSON$/s, "");
}

/** Where the parser stopped: V8 reports a character offset in most messages. */
function errorOffset(text: string, message: string): number {
  const match = /position (\d+)/.exec(message);
  return match?.[1] !== undefined ? Number(match[1]) : findErrorOffset(text);
}

/** Editors want a line and a column (both 1-based), as `line:column`. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  return `${before.split("\n").length}:${offset - before.lastIndexOf("\n")}`;
}

/**
 * V8 words `{"a": 1,}` as "Expected double-quoted property name", which sends people looking
 * for a quote. When the parser stopped at `}` or `]` right after a comma, the comma is the
 * mistake: its offset, or undefined.
 */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  if (text[offset] !== "}" && text[offset] !== "]") return undefined;
  let at = offset - 1;
  while (at >= 0 && /\s/.test(text[at] ?? "")) at--;
  return text[at] === "," ? at : undefined;
}

/**
 * V8 words a missing comma as "Expected ',' or '}' after property value" at the next item, a
 * line below the slip when the items are on lines of their own. Then the comma was forgotten at
 * the end of the value's line, and that is where to point (`atLineEnd`); on one line, the
 * parser's position is right, and only its words change.
 */
function missingComma(text: string, offset: number, message: string): { offset: number; atLineEnd: boolean } | undefined {
  if (!/^Expected ',' or '[}\]]' after (property value|array element)/.test(message)) return undefined;
  let at = offset - 1;
  while (at >= 0 && /\s/.test(text[at] ?? "")) at--;
  return { offset: at + 1, atLineEnd: text.slice(at + 1, offset).includes("\n") };
}

/**
 * Some V8 messages carry no position. Every prefix before the bad character fails only by
 * running out of text, so a binary search finds the first prefix that fails otherwise.
 */
function findErrorOffset(text: string): number {
  const failsHard = (length: number): boolean => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      // Running out of text (an unfinished string or literal) is not the error we look for.
      const at = /position (\d+)/.exec(message)?.[1];
      return !(message.startsWith("Unexpected end") || (at !== undefined && Number(at) >= length));
    }
  };
  let low = 1;
  let high = text.length;
  if (!failsHard(high)) return text.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (failsHard(mid)) high = mid;
    else low = mid + 1;
  }
  return low - 1;
}
