let rowKey = 0;

/** A fresh key for a row of a list section; it only keeps React's list stable. */
export function newRowKey(): string {
  rowKey += 1;
  return `resume-row-${rowKey}`;
}

/** A row of a list section's form: the stored entry's id (none for a new one) and React's key. */
export type Row<T> = T & { key: string; id?: string };

/** The stored entries as form rows, in their stored order. */
export function rowsOf<T extends { id: string }, V>(
  entries: readonly T[],
  toValues: (entry: T) => V,
): Row<V>[] {
  return entries.map((entry) => ({ ...toValues(entry), id: entry.id, key: newRowKey() }));
}

/**
 * PATCH /resumes' `removeIds` and `newData` for a list section: the stored entries that are gone,
 * and the new or changed ones (a changed one with the id of the entry it replaces). Unchanged
 * entries are not sent. New rows stay at the end, as the server appends them, so a field error's
 * index names the same row on both sides.
 */
export function listChanges<T extends { id: string }, P>(
  stored: readonly T[],
  rows: readonly { id?: string }[],
  payloads: readonly P[],
  storedPayload: (entry: T) => P,
): { removeIds: string[]; newData: (P | (P & { id: string }))[] } {
  const kept = new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
  const removeIds = stored.filter((entry) => !kept.has(entry.id)).map((entry) => entry.id);
  const byId = new Map(stored.map((entry) => [entry.id, entry]));
  const newData = rows.flatMap((row, index) => {
    const payload = payloads[index] as P;
    const before = row.id ? byId.get(row.id) : undefined;
    if (!before || !row.id) return [payload];
    return JSON.stringify(storedPayload(before)) === JSON.stringify(payload)
      ? []
      : [{ ...payload, id: row.id }];
  });
  return { removeIds, newData };
}
