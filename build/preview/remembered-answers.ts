// The preview's 200 answer for a small static file, remembered: the head exactly as it was
// first sent (http-server's headers under the header rules and the core's ETag) and the
// file's bytes. Later plain requests for the same path get them from memory, with no stat, no
// read and no file server, which is what kept the preview under plain http-server on a busy
// machine. An answer is tied to the Stats object the file lookup returned: that object is
// remembered until the site is rebuilt (static-files.ts), so a rebuild forgets the answer too.
import { readFileSync, type Stats } from "node:fs";
import type { ServerResponse } from "node:http";

/** One remembered answer: its head as first written (name, value, name, value…) and the body. */
export interface RememberedAnswer {
  headers: (string | number | string[])[];
  body: Buffer;
}

/** The preview's remembered answers for small static files, each valid while its file's Stats is the one the lookup returns. */
export interface RememberedAnswers {
  /** The answer remembered for `pathname`, if the file is still the one it was read from. */
  get(pathname: string, stats: Stats): RememberedAnswer | undefined;
  /** Keep what `res` is about to send for `pathname` (its head is complete) and the file's bytes. */
  remember(pathname: string, file: string, stats: Stats, res: ServerResponse): void;
  /** Keep an answer whose head and body the caller made from one read of the file. */
  keep(pathname: string, stats: Stats, answer: RememberedAnswer): void;
}

/** Larger files are streamed every time: memory goes to the many small API answers. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Past either bound the memory starts again, so no request pattern can grow it without end. */
const MAX_ANSWERS = 10_000;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** An empty memory of answers. */
export function createRememberedAnswers(): RememberedAnswers {
  const answers = new Map<string, RememberedAnswer & { stats: Stats }>();
  let totalBytes = 0;
  const keep = (pathname: string, stats: Stats, answer: RememberedAnswer) => {
    if (answers.size >= MAX_ANSWERS || totalBytes + answer.body.byteLength > MAX_TOTAL_BYTES) {
      answers.clear();
      totalBytes = 0;
    }
    answers.set(pathname, { ...answer, stats });
    totalBytes += answer.body.byteLength;
  };
  return {
    keep,
    get(pathname, stats) {
      const known = answers.get(pathname);
      return known !== undefined && known.stats === stats ? known : undefined;
    },
    remember(pathname, file, stats, res) {
      if (stats.size > MAX_FILE_BYTES) return;
      let body: Buffer;
      try {
        body = readFileSync(file);
      } catch {
        return;
      }
      // The file changed between the stat and the read: the next stat will tell.
      if (body.byteLength !== stats.size) return;
      // Names as they were set (`ETag`, not `etag`), so a replayed head reads the same.
      // (Node has OutgoingMessage#getRawHeaderNames since 15.13; @types/node lists it on ClientRequest only.)
      const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames();
      keep(pathname, stats, { headers: names.flatMap((name) => [name, res.getHeader(name) ?? ""]), body });
    },
  };
}
