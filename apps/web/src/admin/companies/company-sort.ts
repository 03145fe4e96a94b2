import type { CompanyListItem } from '@veil/domain/contracts';

/** Client-side orders of the loaded rows; the API itself always answers newest first. */
export const COMPANY_SORTS = ['createdDesc', 'createdAsc', 'nameAsc', 'nameDesc'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
export const DEFAULT_COMPANY_SORT: CompanySort = 'createdDesc';

export function isCompanySort(value: unknown): value is CompanySort {
  return typeof value === 'string' && (COMPANY_SORTS as readonly string[]).includes(value);
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The rows in the chosen order; ties keep the server's order (newest first). */
export function sortCompanies(rows: readonly CompanyListItem[], sort: CompanySort): CompanyListItem[] {
  const sorted = [...rows];
  switch (sort) {
    case 'createdDesc':
      return sorted.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    case 'createdAsc':
      return sorted.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    case 'nameAsc':
      return sorted.sort((a, b) => byName.compare(a.name, b.name));
    case 'nameDesc':
      return sorted.sort((a, b) => byName.compare(b.name, a.name));
  }
}

/** What a click on a column header does: the first click sorts the usual way, the next reverses it. */
export function nextSort(current: CompanySort, column: 'name' | 'created'): CompanySort {
  if (column === 'name') return current === 'nameAsc' ? 'nameDesc' : 'nameAsc';
  return current === 'createdDesc' ? 'createdAsc' : 'createdDesc';
}
