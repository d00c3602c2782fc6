/**
 * `work` over `items`, at most `atOnce` running at a time (calls to a bank or a directory, each its
 * own round trip): the results in the order of `items`. The first failure rejects once the calls
 * already started have ended, so none is left running unseen.
 */
export async function inParallel<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
