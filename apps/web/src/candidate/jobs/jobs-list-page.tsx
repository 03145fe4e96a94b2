import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconBookmark, IconBriefcase, IconCompass, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import {
  type InfiniteData,
  keepPreviousData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../lib/error-message';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { type JobPage, jobSearchQuery, savedJobsQuery } from './api';
import { JobCard } from './job-card';
import { JobFiltersForm } from './job-filters';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  hasFilters,
  type JobFilters,
  type JobTab,
  paramsFor,
  tabFromParams,
} from './search-params';

type JobPagesQuery = UseInfiniteQueryResult<InfiniteData<JobPage>>;

/** The cards of a loaded list with its count and "load more"; the empty state when there are none. */
function JobResults({
  query,
  summary,
  empty,
}: {
  query: JobPagesQuery;
  summary: (total: number, capped: boolean) => string;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const pages = query.data?.pages ?? [];
  const jobs = useMemo(() => pages.flatMap((page) => page.data), [pages]);
  const lastPage = pages.at(-1);

  if (query.isPending) return <LoadingSkeleton rows={4} />;
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
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary(lastPage?.totalRecords ?? jobs.length, lastPage?.totalCapped ?? false)}
      </Text>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
      {query.isFetchNextPageError ? (
        <Alert color="red" variant="light" role="alert" title={t('candidateJobs.list.loadFailed')}>
          {describe(query.error)}
        </Alert>
      ) : null}
      {query.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            leftSection={query.isFetchNextPageError ? <IconRefresh size={18} aria-hidden /> : undefined}
          >
            {t('candidateJobs.list.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function ExploreTab({ filters, onSearch }: { filters: JobFilters; onSearch: (filters: JobFilters) => void }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({ ...jobSearchQuery(filters), placeholderData: keepPreviousData });
  const filtered = hasFilters(filters);
  const order = filters.keyword ? t('candidateJobs.list.byRelevance') : t('candidateJobs.list.byDate');
  return (
    <>
      <JobFiltersForm filters={filters} onSearch={onSearch} />
      <JobResults
        query={query}
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
 * `/candidate/jobs/list`: the tabs Explore (search with filters, by relevance for a keyword, else
 * newest first) and Saved. Tab and filters live in the URL (`search-params.ts`), so Back, Forward
 * and a reload keep them. The spec's third tab, "For you", ranks by the candidate's profile and is
 * added with the profile work; until then it is not shown.
 */
export function JobsListPage() {
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
        onChange={(value) => show(value === 'saved' ? 'saved' : 'explore', EMPTY_FILTERS)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('candidateJobs.list.tabsLabel')} mb="md">
          <Tabs.Tab value="explore" leftSection={<IconCompass size={18} aria-hidden />}>
            {t('candidateJobs.list.explore')}
          </Tabs.Tab>
          <Tabs.Tab value="saved" leftSection={<IconBookmark size={18} aria-hidden />}>
            {t('candidateJobs.list.saved')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="explore">
          <ExploreTab filters={filters} onSearch={(next) => show('explore', next)} />
        </Tabs.Panel>
        <Tabs.Panel value="saved">
          <SavedTab onExplore={() => show('explore', EMPTY_FILTERS)} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
