import { Alert, Button, CloseButton, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBriefcase, IconBuilding, IconRefresh, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { isOneOf, JOB_STATUSES, type JobStatus } from '@veil/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useErrorMessage } from '../../lib/error-message';
import { useLatestSearchParams } from '../../lib/search-params';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { jobPostsQuery } from './api';
import { JobPostsTable } from './job-posts-table';

/** Wait after the last keystroke before a search goes to the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search field whose text goes to the URL parameter once typing pauses (and back, on Back). */
function useDebouncedParam(name: string) {
  const [params, setParams] = useLatestSearchParams();
  const applied = params.get(name)?.trim() ?? '';
  const [text, setText] = useState(applied);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const apply = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete(name);
        else next.set(name, value.trim());
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text is news
  useEffect(() => {
    if (debounced.trim() !== applied) apply(debounced);
  }, [debounced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL value is news
  useEffect(() => {
    if (applied !== debounced.trim()) setText(applied);
  }, [applied]);
  return {
    applied,
    text,
    setText,
    clear: () => {
      setText('');
      apply('');
    },
  };
}

/** `/admin/job-posts`: every company's job posts, searchable by title and company, filtered by status. */
export function JobPostsPage() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  usePageTitle(t('adminJobPosts.title'));
  const title = useDebouncedParam('title');
  const company = useDebouncedParam('company');
  const [params, setParams] = useLatestSearchParams();
  const rawStatus = params.get('status');
  const status: JobStatus | null = isOneOf(JOB_STATUSES, rawStatus) ? rawStatus : null;
  const setStatus = (value: JobStatus | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );
  const filtered = title.applied !== '' || company.applied !== '' || status !== null;

  const query = useInfiniteQuery({
    ...jobPostsQuery({ jobTitle: title.applied, companyName: company.applied, status }),
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const rows = useMemo(() => pages.flatMap((page) => page.data), [pages]);
  const lastPage = pages.at(-1);
  const totalRecords = lastPage?.totalRecords ?? 0;
  const searching = query.isFetching && query.isPlaceholderData;

  let content: ReactNode;
  if (query.isPending) {
    content = <LoadingSkeleton rows={6} />;
  } else if (query.isError && rows.length === 0) {
    content = (
      <ErrorState
        title={t('adminJobPosts.loadFailed')}
        message={describe(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (rows.length === 0 && !filtered) {
    content = (
      <EmptyState
        icon={<IconBriefcase size={28} aria-hidden />}
        title={t('adminJobPosts.emptyTitle')}
        description={t('adminJobPosts.emptyDescription')}
      />
    );
  } else if (rows.length === 0) {
    content = (
      <EmptyState
        icon={<IconSearchOff size={28} aria-hidden />}
        title={t('adminJobPosts.noMatchTitle')}
        description={t('adminJobPosts.noMatchDescription')}
        action={
          <Button
            variant="default"
            onClick={() => {
              title.clear();
              company.clear();
              setStatus(null);
            }}
          >
            {t('adminJobPosts.clearFilters')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <JobPostsTable jobPosts={rows} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {lastPage?.totalCapped
              ? t('adminJobPosts.summaryCapped', { shown: rows.length, total: totalRecords })
              : t('adminJobPosts.summary', { shown: rows.length, total: totalRecords })}
          </Text>
          {query.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              leftSection={query.isFetchNextPageError ? <IconRefresh size={18} aria-hidden /> : undefined}
            >
              {t('adminJobPosts.loadMore')}
            </Button>
          ) : null}
        </Group>
        {query.isFetchNextPageError ? (
          <Alert color="red" variant="light" role="alert" title={t('adminJobPosts.loadMoreFailed')}>
            {describe(query.error)}
          </Alert>
        ) : null}
      </Stack>
    );
  }

  const searchField = (
    field: ReturnType<typeof useDebouncedParam>,
    label: string,
    placeholder: string,
    clearLabel: string,
    icon: ReactNode,
  ) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={field.text}
      onChange={(event) => field.setText(event.currentTarget.value)}
      leftSection={icon}
      rightSection={
        searching && field.text ? (
          <Loader size="xs" role="status" aria-label={t('common.loading')} />
        ) : field.text ? (
          <CloseButton size="sm" aria-label={clearLabel} onClick={field.clear} />
        ) : null
      }
      style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
    />
  );

  return (
    <>
      <PageHeader title={t('adminJobPosts.title')} description={t('adminJobPosts.description')} />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        {searchField(
          title,
          t('adminJobPosts.searchTitle'),
          t('adminJobPosts.searchTitlePlaceholder'),
          t('adminJobPosts.clearTitle'),
          <IconSearch size={16} aria-hidden />,
        )}
        {searchField(
          company,
          t('adminJobPosts.searchCompany'),
          t('adminJobPosts.searchCompanyPlaceholder'),
          t('adminJobPosts.clearCompany'),
          <IconBuilding size={16} aria-hidden />,
        )}
        <Select
          label={t('adminJobPosts.statusLabel')}
          placeholder={t('adminJobPosts.allStatuses')}
          clearable
          value={status}
          onChange={(value) => {
            setStatus(isOneOf(JOB_STATUSES, value) ? value : null);
          }}
          data={JOB_STATUSES.map((value) => ({ value, label: t(`enums.jobStatus.${value}`) }))}
          style={{ flex: '1 1 10rem', maxWidth: '14rem' }}
        />
      </Group>
      {content}
    </>
  );
}
