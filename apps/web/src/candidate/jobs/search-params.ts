import {
  EXPERIENCE_OPTIONS,
  type ExperienceOption,
  INDUSTRIES,
  type Industry,
  JOB_TYPES,
  type JobType,
  SALARY_MAX,
} from '@veil/domain';

/*
 * The job search lives in the URL (`/candidate/jobs/list?keyword=pflege&jobTypes=full_time`), so
 * Back, Forward, a reload and a shared address all show the same search. Reading is forgiving: a
 * value the search does not know is dropped rather than failing the page.
 */

/** The tabs of the jobs list, in their order on screen. */
export const JOB_TABS = ['forYou', 'explore', 'saved'] as const;
export type JobTab = (typeof JOB_TABS)[number];

export type JobFilters = {
  keyword: string;
  location: string;
  /** whole euros a year; null: no bound */
  salaryFrom: number | null;
  salaryTo: number | null;
  jobTypes: JobType[];
  experiences: ExperienceOption[];
  industries: Industry[];
  /** closed jobs too; Explore lists open ones only unless asked */
  includeClosed: boolean;
};

export const EMPTY_FILTERS: JobFilters = {
  keyword: '',
  location: '',
  salaryFrom: null,
  salaryTo: null,
  jobTypes: [],
  experiences: [],
  industries: [],
  includeClosed: false,
};

/** The contract's limits: 100 characters of text, 20 values a list. */
const TEXT_MAX = 100;
const LIST_MAX = 20;

function text(value: string | null): string {
  return (value ?? '').trim().slice(0, TEXT_MAX);
}

function amount(value: string | null): number | null {
  if (value === null || !/^\d{1,8}$/.test(value)) return null;
  const number = Number(value);
  return number <= SALARY_MAX ? number : null;
}

function list<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const known = new Set<string>(allowed);
  const values = (value ?? '').split(',').filter((item): item is T => known.has(item));
  return [...new Set(values)].slice(0, LIST_MAX);
}

/** How each tab is named in the URL; Explore, the default, is named by no `tab` at all. */
const TAB_PARAMS: Record<Exclude<JobTab, 'explore'>, string> = { forYou: 'for-you', saved: 'saved' };

/** The tab of the URL (`?tab=saved`, `?tab=for-you`); Explore when none or an unknown one is given. */
export function tabFromParams(params: URLSearchParams): JobTab {
  const tab = params.get('tab');
  if (tab === TAB_PARAMS.saved) return 'saved';
  if (tab === TAB_PARAMS.forYou) return 'forYou';
  return 'explore';
}

/** The filters of the URL, with anything unknown or out of range left out. */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  return {
    keyword: text(params.get('keyword')),
    location: text(params.get('location')),
    salaryFrom: amount(params.get('salaryFrom')),
    salaryTo: amount(params.get('salaryTo')),
    jobTypes: list(params.get('jobTypes'), JOB_TYPES),
    experiences: list(params.get('experiences'), EXPERIENCE_OPTIONS),
    industries: list(params.get('industries'), INDUSTRIES),
    includeClosed: params.get('includeClosed') === 'true',
  };
}

/** The URL's query for a tab and its filters; empty filters are left out so addresses stay short. */
export function paramsFor(tab: JobTab, filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'explore') {
    params.set('tab', TAB_PARAMS[tab]);
    return params;
  }
  const keyword = filters.keyword.trim();
  const location = filters.location.trim();
  if (keyword) params.set('keyword', keyword);
  if (location) params.set('location', location);
  if (filters.salaryFrom !== null) params.set('salaryFrom', String(filters.salaryFrom));
  if (filters.salaryTo !== null) params.set('salaryTo', String(filters.salaryTo));
  if (filters.jobTypes.length) params.set('jobTypes', filters.jobTypes.join(','));
  if (filters.experiences.length) params.set('experiences', filters.experiences.join(','));
  if (filters.industries.length) params.set('industries', filters.industries.join(','));
  if (filters.includeClosed) params.set('includeClosed', 'true');
  return params;
}

/** How many of the filters behind "More filters" are set (salary counts once, closed jobs too). */
export function moreFilterCount(filters: JobFilters): number {
  return (
    (filters.salaryFrom !== null || filters.salaryTo !== null ? 1 : 0) +
    filters.jobTypes.length +
    filters.experiences.length +
    filters.industries.length +
    (filters.includeClosed ? 1 : 0)
  );
}

/** Whether any filter or keyword is set. */
export function hasFilters(filters: JobFilters): boolean {
  return paramsFor('explore', filters).size > 0;
}

/** The search request of the filters (the API's `JobSearchQuery` without paging). */
export function searchInput(filters: JobFilters) {
  return {
    keyword: filters.keyword || undefined,
    location: filters.location || undefined,
    salaryFrom: filters.salaryFrom ?? undefined,
    salaryTo: filters.salaryTo ?? undefined,
    jobTypes: filters.jobTypes.length ? filters.jobTypes : undefined,
    experiences: filters.experiences.length ? filters.experiences : undefined,
    industries: filters.industries.length ? filters.industries : undefined,
    includeClosed: filters.includeClosed || undefined,
  };
}
