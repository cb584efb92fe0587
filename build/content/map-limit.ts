// Run an async function over many items with at most `limit` in flight: opening every
// content file at once runs out of file descriptors (EMFILE) long before 25,000 projects.

/** Like `Promise.all(items.map(fn))`, in order, but with at most `limit` calls running. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
