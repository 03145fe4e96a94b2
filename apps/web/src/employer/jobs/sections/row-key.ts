let rowKey = 0;

/** A fresh key for a row of a list form (questions, languages); it only keeps React's list stable. */
export function newRowKey(): string {
  rowKey += 1;
  return `row-${rowKey}`;
}
