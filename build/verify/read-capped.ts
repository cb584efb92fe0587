// Read a body a deployment sends, trusting nothing about its length: an endless or huge body
// must not grow the process, so reading stops at a cap and the rest is never fetched.

/** 8 MiB: above any answer the core sends (the function's own limit is 6 MB), far below harm. */
export const ANSWER_CAP_BYTES = 8 * 1024 * 1024;

/** What was read; `overCap` when the body went on past `cap` bytes and `text` is its start. */
export interface CappedBody {
  text: string;
  overCap: boolean;
}

/**
 * The body as UTF-8 text (a BOM kept, invalid bytes as U+FFFD),
 * streamed chunk by chunk; at the cap the stream is cancelled, which closes the connection.
 * An abort (the request's signal) rejects, as it would have for `text()`.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, cap = ANSWER_CAP_BYTES): Promise<CappedBody> {
  if (body === null) return { text: "", overCap: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: decode(chunks), overCap: false };
    if (size + value.byteLength > cap) {
      chunks.push(value.subarray(0, cap - size));
      await reader.cancel();
      return { text: decode(chunks), overCap: true };
    }
    chunks.push(value);
    size += value.byteLength;
  }
}

// A byte-order mark is kept, as a character of the body: the core sends none, so one added on
// the way is a difference ("byte for byte"), and JSON.parse would refuse such a body.
const decode = (chunks: readonly Uint8Array[]) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.concat(chunks));
