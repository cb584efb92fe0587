// Characters content must not hold: they are invisible in an editor and in a review, but act
// where the text lands. A terminal runs ESC and C1 sequences (`curl …/llms.txt`, the build's
// own messages); bidirectional overrides make text read in another order than it is stored
// (the "Trojan Source" trick); NUL and the other C0 controls break the files and headers the
// build writes. Found before any schema runs, in every string and key, and reported by field.
import { findStrings, type FoundString } from "./string-walk.ts";

/**
 * C0 controls but tab and line feed (which prose fields allow; see text-fields.ts), DEL, the
 * C1 controls U+0080–U+009F, and the bidirectional embeddings, overrides (U+202A–U+202E) and
 * isolates (U+2066–U+2069). The marks U+200E, U+200F and U+061C stay allowed: right-to-left
 * names need them, and a mark cannot reorder text that follows it.
 */
const FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** True when `text` holds a character no content field may hold. */
function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** Every string (or key) holding one, with the first such character named. */
export function findForbiddenCharacters(root: unknown): Array<FoundString & { message: string }> {
  return findStrings(root, hasForbiddenCharacter).map((found) => ({ ...found, message: describeFirst(found.text) }));
}

function describeFirst(text: string): string {
  const char = FORBIDDEN.exec(text)?.[0] ?? "";
  const code = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return /[\u202a-\u202e\u2066-\u2069]/.test(char)
    ? `contains the bidirectional control ${code}, which makes text read in another order than it is stored`
    : `contains the control character ${code}, which terminals and files would act on`;
}
