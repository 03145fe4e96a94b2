import {
  Badge,
  Button,
  CloseButton,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileX, IconInbox, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BOARD_STATUSES, type BoardStatus, formatNumber, type Role } from '@veil/domain';
import type { BoardCounts } from '@veil/domain/contracts';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { enumLabel } from '../../lib/enum-labels';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { employerPaths } from '../paths';
import { PAGE_ROLES, useEmployerMe } from '../roles';
import { type BoardFilter, boardCountsQuery, boardJobsQuery, boardQuery } from './api';
import { ApplicationCard } from './application-card';
import { useBoardParams } from './board-params';
import { ScrollableTabList } from './scrollable-tab-list';

/** Wait after the last keystroke before the search goes to the URL and the server. */
export const KEYWORD_DEBOUNCE_MS = 300;
const ALL = 'all';

/** How many applications a status (or, for `null`, every status) holds, and whether that is capped. */
function countOf(counts: BoardCounts, status: BoardStatus | null) {
  const statuses: readonly BoardStatus[] = status ? [status] : BOARD_STATUSES;
  return {
    count: statuses.reduce((sum, each) => sum + counts.statuses[each], 0),
    capped: statuses.some((each) => counts.capped.includes(each)),
  };
}

/**
 * A status tab with the number of applications it holds as a badge (part of the tab's name, as
 * seen: "Beworben 2", "Abgelehnt 10.000+"); the plain tab while the counts load or if they failed
 * (the board works without them).
 */
function StatusTab({
  status,
  label,
  counts,
}: {
  status: BoardStatus | null;
  label: string;
  counts: BoardCounts | undefined;
}) {
  const locale = useLocale();
  const value = status ?? ALL;
  if (!counts) return <Tabs.Tab value={value}>{label}</Tabs.Tab>;
  const { count, capped } = countOf(counts, status);
  const number = formatNumber(count, locale);
  return (
    <Tabs.Tab
      value={value}
      rightSection={
        <Badge size="sm" variant={count > 0 ? 'light' : 'default'}>
          {capped ? `${number}+` : number}
        </Badge>
      }
    >
      {label}
    </Tabs.Tab>
  );
}

/** What the pipeline view takes from the board (pipeline/pipeline-view.tsx). */
type PipelineProps = { filter: BoardFilter; decides: boolean };

const mayUse = (roles: readonly Role[], role: Role | undefined) => role !== undefined && roles.includes(role);

/**
 * `/employer/applications`: the company's applications by status, filtered by job and a keyword in
 * the anonymous data, newest or oldest first, keyset paged. A reviewer gets only the applications
 * assigned to them (the API decides). `/employer/applications/pipeline?job=…` shows the same board
 * with its filters as the pipeline of that job (`pipeline`, given by the route with its chunk).
 */
export function ApplicationsPage({ pipeline: Pipeline }: { pipeline?: ComponentType<PipelineProps> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useErrorMessage();
  const me = useEmployerMe();
  usePageTitle(t('pages.employerApplications.title'));
  const board = useBoardParams();
  const { filter } = board;
  const [text, setText] = useState(filter.keyword);
  const [debounced] = useDebouncedValue(text, KEYWORD_DEBOUNCE_MS);
  const seesJobs = mayUse(PAGE_ROLES.jobs, me?.role);
  const seesDeletionLogs = mayUse(PAGE_ROLES.deletionLogs, me?.role);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text is news
  useEffect(() => {
    if (debounced.trim() !== filter.keyword) board.setKeyword(debounced);
  }, [debounced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL search is news
  useEffect(() => {
    if (filter.keyword !== debounced.trim()) setText(filter.keyword);
  }, [filter.keyword]);

  const jobs = useQuery({ ...boardJobsQuery(), enabled: seesJobs });
  const { search } = useLocation();
  // the pipeline is one job's: without a job the board is the list
  const pipeline = Pipeline !== undefined && filter.jobId !== null;
  const query = useInfiniteQuery({
    ...boardQuery(filter),
    placeholderData: keepPreviousData,
    enabled: !pipeline,
  });
  const counts = useQuery({ ...boardCountsQuery(filter), placeholderData: keepPreviousData });
  const pages = query.data?.pages ?? [];
  const cards = useMemo(() => pages.flatMap((page) => page.data), [pages]);
  const lastPage = pages.at(-1);
  const totalRecords = lastPage?.totalRecords ?? 0;
  const nothingAtAll = query.isSuccess && totalRecords === 0 && !board.filtered && !query.isPlaceholderData;
  const clearFilters = () => {
    setText('');
    board.clear();
  };

  let content: ReactNode;
  if (pipeline) {
    content = (
      <Pipeline filter={{ ...filter, states: [] }} decides={me !== null && me.role !== 'reviewer_user'} />
    );
  } else if (query.isPending) {
    content = <LoadingSkeleton rows={4} />;
  } else if (query.isError && cards.length === 0) {
    content = (
      <ErrorState
        title={t('employerApplications.board.loadFailed')}
        message={describe(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (nothingAtAll) {
    content = (
      <EmptyState
        icon={<IconInbox size={28} aria-hidden />}
        title={t('pages.employerApplications.emptyTitle')}
        description={
          me?.role === 'reviewer_user'
            ? t('employerApplications.board.reviewerEmptyDescription')
            : t('pages.employerApplications.emptyDescription')
        }
        action={
          seesJobs ? (
            <Button component={Link} to={employerPaths.jobs} variant="default">
              {t('employerApplications.board.toJobs')}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (cards.length === 0) {
    content = (
      <EmptyState
        icon={<IconSearchOff size={28} aria-hidden />}
        title={t('employerApplications.board.noMatchTitle')}
        description={t('employerApplications.board.noMatchDescription')}
        action={
          <Button variant="default" onClick={clearFilters}>
            {t('employerApplications.board.clearFilters')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('employerApplications.board.list')}
        >
          {cards.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </SimpleGrid>
        <LoadMore
          query={query}
          label={t('employerApplications.board.loadMore')}
          errorTitle={t('employerApplications.board.loadMoreFailed')}
          summary={
            lastPage?.totalCapped
              ? t('employerApplications.board.summaryCapped', { shown: cards.length, total: totalRecords })
              : t('employerApplications.board.summary', { shown: cards.length, total: totalRecords })
          }
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('pages.employerApplications.title')}
        description={t('pages.employerApplications.description')}
        actions={
          seesDeletionLogs ? (
            <Button
              component={Link}
              to={employerPaths.deletionLogs}
              variant="default"
              leftSection={<IconFileX size={18} aria-hidden />}
            >
              {t('employerApplications.board.deletionLogs')}
            </Button>
          ) : undefined
        }
      />
      {nothingAtAll ? null : (
        <Stack gap="md" mb="md">
          {filter.jobId !== null ? (
            <Group gap={0} role="group" aria-label={t('employerApplications.board.view')}>
              {(['list', 'pipeline'] as const).map((view) => (
                <Button
                  key={view}
                  size="xs"
                  component={Link}
                  to={`${view === 'pipeline' ? employerPaths.pipeline : employerPaths.applications}${search}`}
                  replace
                  variant={(view === 'pipeline') === pipeline ? 'filled' : 'default'}
                  aria-current={(view === 'pipeline') === pipeline ? 'page' : undefined}
                  radius={0}
                >
                  {t(`employerApplications.board.${view}View`)}
                </Button>
              ))}
            </Group>
          ) : null}
          {pipeline ? null : (
            <Tabs
              // tabs keep their width and the list scrolls: a squeezed tab would hide its count
              styles={{ tab: { flexShrink: 0 } }}
              value={board.status ?? ALL}
              onChange={(value) =>
                board.setStatus(value === null || value === ALL ? null : (value as BoardStatus))
              }
            >
              <ScrollableTabList label={t('employerApplications.board.statusTabs')}>
                <StatusTab
                  status={null}
                  label={t('employerApplications.board.allStatuses')}
                  counts={counts.data}
                />
                {BOARD_STATUSES.map((status) => (
                  <StatusTab
                    key={status}
                    status={status}
                    label={enumLabel(locale, 'applicationStatus', status)}
                    counts={counts.data}
                  />
                ))}
              </ScrollableTabList>
            </Tabs>
          )}
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('employerApplications.board.keywordLabel')}
              placeholder={t('employerApplications.board.keywordPlaceholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                query.isFetching && query.isPlaceholderData ? (
                  <Loader size="xs" role="status" aria-label={t('common.loading')} />
                ) : text ? (
                  <CloseButton
                    size="sm"
                    aria-label={t('employerApplications.board.clearKeyword')}
                    onClick={() => {
                      setText('');
                      board.setKeyword('');
                    }}
                  />
                ) : null
              }
              style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
            />
            {seesJobs ? (
              <Select
                label={t('employerApplications.board.jobLabel')}
                placeholder={t('employerApplications.board.allJobs')}
                clearable
                searchable
                value={filter.jobId}
                onChange={board.setJobId}
                data={(jobs.data?.data ?? []).map((job) => ({ value: job.id, label: job.jobTitle }))}
                style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
              />
            ) : null}
            <Select
              label={t('employerApplications.board.sortLabel')}
              allowDeselect={false}
              value={filter.sort}
              onChange={(value) => board.setSort(value === 'oldest' ? 'oldest' : 'newest')}
              data={[
                { value: 'newest', label: t('employerApplications.board.sort.newest') },
                { value: 'oldest', label: t('employerApplications.board.sort.oldest') },
              ]}
              style={{ flex: '1 1 10rem', maxWidth: '14rem' }}
            />
          </Group>
        </Stack>
      )}
      {content}
    </>
  );
}
