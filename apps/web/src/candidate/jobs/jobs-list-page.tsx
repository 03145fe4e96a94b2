import './for-you-copy';
import { Button, Stack, Tabs, Text } from '@mantine/core';
import {
  IconBookmark,
  IconBriefcase,
  IconCompass,
  IconSearchOff,
  IconSparkles,
  IconUserPlus,
} from '@tabler/icons-react';
import {
  type InfiniteData,
  keepPreviousData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { CandidateJobListItem } from '@veil/domain/contracts';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-errors';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import type { TFunction } from '../../lib/translator';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { candidatePaths } from '../paths';
import { forYouQuery, type JobPage, jobSearchQuery, savedJobsQuery } from './api';
import { reasonsText } from './for-you-reasons';
import { JobCard } from './job-card';
import { JobFiltersForm } from './job-filters';
import tabClasses from './job-tabs.module.css';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  hasFilters,
  JOB_TABS,
  type JobFilters,
  type JobTab,
  paramsFor,
  tabFromParams,
} from './search-params';

type JobPagesQuery<J extends CandidateJobListItem> = UseInfiniteQueryResult<InfiniteData<JobPage<J>>>;

/**
 * The cards of a loaded list with its count and "load more"; the empty state when there are none.
 * `reasons` gives a card the line that says why it is listed (For you).
 */
function JobResults<J extends CandidateJobListItem>({
  query,
  summary,
  empty,
  reasons,
  loadError,
  notices = [],
}: {
  query: JobPagesQuery<J>;
  summary: (total: number, capped: boolean) => string;
  /** Lines above the count (Explore: the keyword and the places searched instead of misspelt ones). */
  notices?: string[];
  empty: ReactNode;
  reasons?: (job: J) => string;
  /** Replaces the error state of a list that could not load at all (For you without a resume). */
  loadError?: (error: unknown) => ReactNode | null;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const pages = query.data?.pages ?? [];
  const jobs = useMemo(() => pages.flatMap((page) => page.data), [pages]);
  const lastPage = pages.at(-1);

  if (query.isPending) return <LoadingSkeleton rows={4} />;
  const instead = query.isError && jobs.length === 0 ? loadError?.(query.error) : null;
  if (instead) return <>{instead}</>;
  if (query.isError && jobs.length === 0)
    return (
      <ErrorState
        title={t('candidateJobs.list.loadFailed')}
        message={describe(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (jobs.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm" aria-busy={query.isFetching && query.isPlaceholderData}>
      {notices.map((notice) => (
        <Text key={notice} size="sm" fw={600}>
          {notice}
        </Text>
      ))}
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary(lastPage?.totalRecords ?? jobs.length, lastPage?.totalCapped ?? false)}
      </Text>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} reasons={reasons?.(job)} />
      ))}
      <LoadMore
        query={query}
        label={t('candidateJobs.list.loadMore')}
        errorTitle={t('candidateJobs.list.loadFailed')}
      />
    </Stack>
  );
}

/** Places named in a notice; more are counted. */
const NOTICE_PLACES_MAX = 3;

/**
 * What Explore searched instead of what was typed: the corrected keyword, and the places a misspelt
 * location was taken for ("Orte ähnlich „Nürnbrg“: Nürnberg").
 */
function correctionNotices(
  page: JobPage | undefined,
  filters: JobFilters,
  t: TFunction,
  locale: string,
): string[] {
  const notices: string[] = [];
  if (page?.correctedKeyword)
    notices.push(t('candidateJobs.list.correctedKeyword', { keyword: page.correctedKeyword }));
  const places = page?.correctedLocation ?? [];
  if (places.length > 0) {
    const more = places.length - NOTICE_PLACES_MAX;
    // "A, B und C", or "A, B, C" before "und 2 weitere"
    const named =
      more > 0
        ? places.slice(0, NOTICE_PLACES_MAX).join(', ')
        : new Intl.ListFormat(locale, { type: 'conjunction' }).format(places);
    notices.push(
      more > 0
        ? t('candidateJobs.list.correctedLocationMore', {
            location: filters.location,
            places: named,
            count: more,
          })
        : t('candidateJobs.list.correctedLocation', { location: filters.location, places: named }),
    );
  }
  return notices;
}

/** What the area shows between the filters and the results (the saved searches' "Save search"). */
export type SearchActions = (filters: JobFilters) => ReactNode;

function ExploreTab({
  filters,
  onSearch,
  searchActions,
}: {
  filters: JobFilters;
  onSearch: (filters: JobFilters) => void;
  searchActions?: SearchActions;
}) {
  const { t, i18n } = useTranslation();
  const query = useInfiniteQuery({ ...jobSearchQuery(filters), placeholderData: keepPreviousData });
  const filtered = hasFilters(filters);
  const order = filters.keyword ? t('candidateJobs.list.byRelevance') : t('candidateJobs.list.byDate');
  const notices = correctionNotices(query.data?.pages[0], filters, t, i18n.language);
  return (
    <>
      <JobFiltersForm filters={filters} onSearch={onSearch} />
      {searchActions?.(filters)}
      <JobResults
        query={query}
        notices={notices}
        summary={(total, capped) =>
          `${capped ? t('candidateJobs.list.resultsCapped', { count: total }) : t('candidateJobs.list.results', { count: total })} · ${order}`
        }
        empty={
          filtered ? (
            <EmptyState
              icon={<IconSearchOff size={28} aria-hidden />}
              title={t('candidateJobs.list.noResultsTitle')}
              description={t('candidateJobs.list.noResultsText')}
              action={
                <Button variant="default" onClick={() => onSearch(EMPTY_FILTERS)}>
                  {t('candidateJobs.filters.reset')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<IconBriefcase size={28} aria-hidden />}
              title={t('candidateJobs.list.noJobsTitle')}
              description={t('candidateJobs.list.noJobsText')}
            />
          )
        }
      />
    </>
  );
}

/**
 * For you: jobs ranked by the candidate's profile, each saying why. Without a resume there is
 * nothing to match, so the tab invites the candidate to create one.
 */
function ForYouTab({ onExplore }: { onExplore: () => void }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(forYouQuery());
  return (
    <JobResults
      query={query}
      reasons={(job) => reasonsText(job.reasons, t)}
      summary={(total, capped) =>
        `${capped ? t('candidateJobs.list.resultsCapped', { count: total }) : t('candidateJobs.list.results', { count: total })} · ${t('candidateForYou.order')}`
      }
      loadError={(error) =>
        error instanceof ApiError && error.code === 'resume_not_found' ? (
          <EmptyState
            icon={<IconUserPlus size={28} aria-hidden />}
            title={t('candidateForYou.noResumeTitle')}
            description={t('candidateForYou.noResumeText')}
            action={
              <Button component={Link} to={candidatePaths.profileEmpty}>
                {t('candidateForYou.createProfile')}
              </Button>
            }
          />
        ) : null
      }
      empty={
        <EmptyState
          icon={<IconSparkles size={28} aria-hidden />}
          title={t('candidateForYou.emptyTitle')}
          description={t('candidateForYou.emptyText')}
          action={<Button onClick={onExplore}>{t('candidateJobs.list.toExplore')}</Button>}
        />
      }
    />
  );
}

function SavedTab({ onExplore }: { onExplore: () => void }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(savedJobsQuery());
  return (
    <JobResults
      query={query}
      summary={(total, capped) =>
        capped
          ? t('candidateJobs.list.resultsCapped', { count: total })
          : t('candidateJobs.list.results', { count: total })
      }
      empty={
        <EmptyState
          icon={<IconBookmark size={28} aria-hidden />}
          title={t('candidateJobs.list.noSavedTitle')}
          description={t('candidateJobs.list.noSavedText')}
          action={<Button onClick={onExplore}>{t('candidateJobs.list.toExplore')}</Button>}
        />
      }
    />
  );
}

/**
 * `/candidate/jobs/list`: the tabs For you (ranked by the candidate's profile, each job with its
 * reasons), Explore (search with filters, by relevance for a keyword, else newest first) and Saved.
 * Tab and filters live in the URL (`search-params.ts`), so Back, Forward and a reload keep them.
 * Explore stays the default tab: it works for every candidate, with or without a profile.
 */
/** The jobs list; `searchActions` comes from the area (routes.tsx), so this page knows no saved searches. */
export function JobsListPage({ searchActions }: { searchActions?: SearchActions }) {
  const { t } = useTranslation();
  usePageTitle(t('candidateJobs.list.title'));
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is what the filters are read from
  const filters = useMemo(() => filtersFromParams(params), [key]);

  const show = (next: JobTab, nextFilters: JobFilters = filters) => setParams(paramsFor(next, nextFilters));

  return (
    <>
      <PageHeader title={t('candidateJobs.list.title')} description={t('candidateJobs.list.description')} />
      <Tabs
        value={tab}
        onChange={(value) => show(JOB_TABS.find((name) => name === value) ?? 'explore', EMPTY_FILTERS)}
        keepMounted={false}
        classNames={{ list: tabClasses.list, tab: tabClasses.tab, tabSection: tabClasses.section }}
      >
        <Tabs.List aria-label={t('candidateJobs.list.tabsLabel')} mb="md">
          <Tabs.Tab value="forYou" leftSection={<IconSparkles size={18} aria-hidden />}>
            {t('candidateForYou.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="explore" leftSection={<IconCompass size={18} aria-hidden />}>
            {t('candidateJobs.list.explore')}
          </Tabs.Tab>
          <Tabs.Tab value="saved" leftSection={<IconBookmark size={18} aria-hidden />}>
            {t('candidateJobs.list.saved')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="forYou">
          <ForYouTab onExplore={() => show('explore', EMPTY_FILTERS)} />
        </Tabs.Panel>
        <Tabs.Panel value="explore">
          <ExploreTab
            filters={filters}
            onSearch={(next) => show('explore', next)}
            searchActions={searchActions}
          />
        </Tabs.Panel>
        <Tabs.Panel value="saved">
          <SavedTab onExplore={() => show('explore', EMPTY_FILTERS)} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
