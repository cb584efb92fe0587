// verify reads a deployment's body into one buffer up to a cap (build/verify/read-capped.ts):
// the bytes are the body's, split however the server sends them, and a body past the cap is
// cut there and its stream cancelled.
import { describe, expect, it } from "vitest";
import { readCapped } from "../build/verify/read-capped.ts";

/** A body sent as `chunks`, noting whether the reader cancelled it. */
function body(chunks: Uint8Array[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

const bytesOf = (text: string) => new TextEncoder().encode(text);
const oneByOne = (bytes: Uint8Array) => [...bytes].map((byte) => Uint8Array.of(byte));

describe("readCapped", () => {
  it("reads a body sent a byte per chunk, multi-byte characters split across chunks, whole", async () => {
    const text = "çay ışık 🙂 ".repeat(500);
    const sent = body(oneByOne(bytesOf(text)));
    expect(await readCapped(sent.stream, 1 << 20)).toEqual({ text, overCap: false });
  });

  it("cuts a body at the cap and cancels the rest, however it is chunked", async () => {
    for (const chunks of [oneByOne(bytesOf("x".repeat(5000))), [bytesOf("x".repeat(3000)), bytesOf("y".repeat(3000))]]) {
      const sent = body(chunks);
      const read = await readCapped(sent.stream, 4000);
      expect(read.overCap).toBe(true);
      expect(read.text.length).toBe(4000);
      expect(sent.cancelled()).toBe(true);
    }
  });

  it("is not over the cap when the body ends exactly at it", async () => {
    const sent = body([bytesOf("a".repeat(100)), bytesOf("b".repeat(100))]);
    expect(await readCapped(sent.stream, 200)).toEqual({ text: "a".repeat(100) + "b".repeat(100), overCap: false });
  });

  it("keeps a byte-order mark as a character, and reads no body as empty", async () => {
    expect((await readCapped(body([Uint8Array.of(0xef, 0xbb, 0xbf), bytesOf("{}")]).stream)).text).toBe("\uFEFF{}");
    expect(await readCapped(null)).toEqual({ text: "", overCap: false });
  });
});
