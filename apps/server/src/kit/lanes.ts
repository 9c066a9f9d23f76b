/**
 * Runs `run` over `items` with at most `lanes` calls in flight, answering the results in the items' order. A
 * failure stops new calls and is thrown once the calls in flight have settled (none is left running behind it).
 */
export async function inLanes<T, R>(
  items: readonly T[],
  lanes: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await run(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
