// A JSON syntax error in a content file, in the owner's words: where the mistake is (line and
// column) and how to fix it. V8's own messages name the parser's view ("Expected double-quoted
// property name"), which sends people looking for the wrong thing; read-json-file.ts asks here.
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { findCurlyQuote, quoteName } from "./curly-quotes.ts";

/** The problem for a file JSON.parse refused, at the line and column of the mistake. `v8Message` is V8's words, which it keeps only when none of the plain ones fit. */
export function jsonSyntaxProblem(text: string, label: string, v8Message: string): ContentProblem {
  const offset = errorOffset(text, v8Message);
  const comma = trailingCommaBefore(text, offset);
  if (comma !== undefined) {
    return contentProblem(`${label}:${lineAndColumn(text, comma)}`, "", `invalid JSON: trailing comma before '${text[offset]}'`, "JSON allows no comma after the last item; remove it");
  }
  if (startsComment(text, offset)) {
    return contentProblem(`${label}:${lineAndColumn(text, offset)}`, "", `invalid JSON: JSON has no comments, and '${text.slice(offset, offset + 2)}' starts one`, "remove the comment");
  }
  const curly = findCurlyQuote(text, offset);
  if (curly !== undefined) {
    const name = quoteName(curly.quote);
    const message = curly.inText
      ? `invalid JSON: the ${name} '${curly.quote}' was meant to close a key or a text, but JSON closes them only with a straight double quote '"'`
      : `invalid JSON: ${name} '${curly.quote}' where JSON needs a straight double quote '"'`;
    return contentProblem(`${label}:${lineAndColumn(text, curly.offset)}`, "", message, quoteHint(name));
  }
  const worded = plainWords(text, offset) ?? rewordedV8(text, offset, v8Message);
  if (worded !== undefined) {
    return contentProblem(`${label}:${lineAndColumn(text, worded.offset)}`, "", `invalid JSON: ${worded.message}`, worded.hint);
  }
  const missing = missingComma(text, offset, v8Message);
  if (missing !== undefined) {
    const [where, message, hint] = missing.atLineEnd
      ? [missing.offset, "a comma is missing after this value", "JSON separates items with commas: add one at the end of the line"]
      : [offset, "a comma is missing before this value", "JSON separates items with commas: add one"];
    return contentProblem(`${label}:${lineAndColumn(text, where)}`, "", `invalid JSON: ${message}`, hint);
  }
  const reason = v8Message === "" ? "syntax error" : shorten(v8Message);
  return contentProblem(`${label}:${lineAndColumn(text, offset)}`, "", `invalid JSON: ${reason}`);
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
function quoteHint(name: ReturnType<typeof quoteName>): string {
  return `replace every ${name} around a key or a text with a straight "; ${name === "curly quote" ? "word processors" : "keyboard layouts"} and smart-quote settings make them`;
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
