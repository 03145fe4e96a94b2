import type { SavedSearchFilters } from '@veil/domain/contracts';
import {
  EMPTY_FILTERS,
  type JobFilters,
  moreFilterCount,
  paramsFor,
  searchInput,
} from '../jobs/search-params';

/*
 * A saved search holds the jobs list's query (search-params.ts) without paging: saving takes the
 * filters on screen, and "Show jobs" turns the saved ones back into the list's address.
 */

/** The filters on screen as a saved search stores them (empty ones left out). */
export function savedFiltersOf(filters: JobFilters): SavedSearchFilters {
  return Object.fromEntries(
    Object.entries(searchInput(filters)).filter(([, value]) => value !== undefined),
  ) as SavedSearchFilters;
}

/** The jobs list's filters of a saved search. */
export function jobFiltersOf(saved: SavedSearchFilters): JobFilters {
  return {
    keyword: saved.keyword ?? '',
    location: saved.location ?? '',
    salaryFrom: saved.salaryFrom ?? null,
    salaryTo: saved.salaryTo ?? null,
    jobTypes: saved.jobTypes ?? [],
    experiences: saved.experiences ?? [],
    industries: saved.industries ?? [],
    includeClosed: saved.includeClosed ?? EMPTY_FILTERS.includeClosed,
  };
}

/** The jobs list's address showing a saved search's jobs (Explore with its filters). */
export function jobsHrefOf(saved: SavedSearchFilters, jobsPath: string): string {
  const query = paramsFor('explore', jobFiltersOf(saved)).toString();
  return query ? `${jobsPath}?${query}` : jobsPath;
}

/** The name a new saved search is offered: its keyword and place, or `fallback` without either. */
export function defaultSearchName(filters: JobFilters, fallback: string): string {
  const name = [filters.keyword.trim(), filters.location.trim()].filter(Boolean).join(' · ');
  return name || fallback;
}

/** What a saved search looks for, in short: keyword, place and how many further filters. */
export function searchParts(saved: SavedSearchFilters) {
  const filters = jobFiltersOf(saved);
  return { keyword: filters.keyword, location: filters.location, more: moreFilterCount(filters) };
}
