/**
 * The item at `index` of a list a test has just collected (an answer's items, CSV rows, regex
 * groups). A missing item fails the test here, saying so, instead of an `undefined` failing
 * further on. A query's one row is `theRow` (src/lib/rows.ts).
 */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at index ${index}: the list has ${items.length}`);
  return item;
}
