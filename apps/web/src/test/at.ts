/**
 * The item at `index` of a list a test has just collected (calls to a route, rows of a table).
 * A missing item fails the test here, saying so, instead of an `undefined` failing further on.
 */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at index ${index}: the list has ${items.length}`);
  return item;
}
