import { Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { LoadingSkeleton } from '../../ui/loading-skeleton';

type Page<T> = { data: T[]; lastIndex: string | null; totalRecords: number };

type PagedListProps<T> = {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The count line above the rows ("3 applications"). */
  summary?: (total: number) => string;
  row: (item: T) => ReactNode;
  empty: ReactNode;
  loadFailed: string;
};

/**
 * The rows of a cursor-paged list of the candidate's applications with "load more": a skeleton
 * while the first page loads (and while new filters load after an empty page), the error with a retry, the empty state, and a failed next page
 * explained under the rows that stay.
 */
export function PagedList<T>({ query, summary, row, empty, loadFailed }: PagedListProps<T>) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const pages = query.data?.pages;
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.data), [pages]);

  // an empty page of the filters before says nothing of the new ones: loading, not empty
  if (query.isPending || (items.length === 0 && query.isPlaceholderData)) return <LoadingSkeleton rows={3} />;
  if (items.length === 0 && query.isError)
    return (
      <ErrorState title={loadFailed} message={describe(query.error)} onRetry={() => void query.refetch()} />
    );
  if (items.length === 0) return <>{empty}</>;
  const total = pages?.at(-1)?.totalRecords ?? items.length;
  return (
    <Stack gap="sm" aria-busy={query.isFetching}>
      {summary ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary(total)}
        </Text>
      ) : null}
      {items.map(row)}
      <LoadMore query={query} label={t('candidateApplications.list.loadMore')} errorTitle={loadFailed} />
    </Stack>
  );
}
