// Read a body a deployment sends, trusting nothing about its length: an endless or huge body
// must not grow the process, so reading stops at a cap and the rest is never fetched.

/**
 * 8 MiB: above any answer the function sends (its own limit is 6 MB), far below harm. A static
 * file may be larger (a catalog of many thousand projects): its row reads up to the core's size.
 */
export const ANSWER_CAP_BYTES = 8 * 1024 * 1024;

/** What was read; `overCap` when the body went on past `cap` bytes and `text` is its start. */
export interface CappedBody {
  text: string;
  overCap: boolean;
}

/**
 * The body as UTF-8 text (a BOM kept, invalid bytes as U+FFFD),
 * streamed chunk by chunk into one buffer; at the cap the stream is cancelled, which closes the
 * connection. Each chunk is copied, not kept: a server that trickles a body a byte per chunk
 * would otherwise hold millions of small arrays for one capped body (hundreds of MB).
 * An abort (the request's signal) rejects, as it would have for `text()`.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, cap = ANSWER_CAP_BYTES): Promise<CappedBody> {
  if (body === null) return { text: "", overCap: false };
  const reader = body.getReader();
  let buffer = new Uint8Array(Math.min(cap, 64 * 1024));
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: decode(buffer.subarray(0, size)), overCap: false };
    const taken = Math.min(value.byteLength, cap - size);
    if (size + taken > buffer.byteLength) {
      // Doubling, never past the cap: a body's bytes are copied O(log n) times in all.
      const grown = new Uint8Array(Math.min(cap, Math.max(buffer.byteLength * 2, size + taken)));
      grown.set(buffer.subarray(0, size));
      buffer = grown;
    }
    buffer.set(value.subarray(0, taken), size);
    size += taken;
    if (taken < value.byteLength) {
      await reader.cancel();
      return { text: decode(buffer.subarray(0, size)), overCap: true };
    }
  }
}

// A byte-order mark is kept, as a character of the body: the core sends none, so one added on
// the way is a difference ("byte for byte"), and JSON.parse would refuse such a body.
const decode = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
