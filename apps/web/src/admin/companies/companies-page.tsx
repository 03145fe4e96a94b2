import { Alert, Button, CloseButton, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuilding, IconPlus, IconRefresh, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CompanyListItem } from '@veil/domain/contracts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useErrorMessage } from '../../lib/error-message';
import { useLatestSearchParams } from '../../lib/search-params';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { useListLayout } from '../../ui/table-frame';
import { adminPaths } from '../paths';
import { companiesQuery } from './api';
import { CompaniesTable } from './companies-table';
import {
  COMPANY_SORTS,
  type CompanySort,
  DEFAULT_COMPANY_SORT,
  isCompanySort,
  sortCompanies,
} from './company-sort';
import { CompanyStatusModal } from './company-status-modal';
import { RenameCompanyModal } from './rename-company-modal';

/** Wait after the last keystroke before the search goes to the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The applied search (`?name=`) and order (`?sort=`), kept in the URL so links and Back keep them. */
function useListParams() {
  const [params, setParams] = useLatestSearchParams();
  const search = params.get('name')?.trim() ?? '';
  const sortParam = params.get('sort');
  const sort: CompanySort = isCompanySort(sortParam) ? sortParam : DEFAULT_COMPANY_SORT;
  const update = (name: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    search,
    sort,
    setSearch: (value: string) => update('name', value.trim(), ''),
    setSort: (value: CompanySort) => update('sort', value, DEFAULT_COMPANY_SORT),
  };
}

/** `/admin/`: every company, searchable by name, with its head counts and row actions. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  usePageTitle(t('admin.companies.title'));
  const layout = useListLayout();
  const { search, sort, setSearch, setSort } = useListParams();
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [renaming, setRenaming] = useState<CompanyListItem | null>(null);
  const [toggling, setToggling] = useState<CompanyListItem | null>(null);

  // typing goes to the URL once it pauses …
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text is news
  useEffect(() => {
    if (debounced.trim() !== search) setSearch(debounced);
  }, [debounced]);
  // … and a URL changed elsewhere (Back, a link) shows up in the field
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL search is news
  useEffect(() => {
    if (search !== debounced.trim()) setText(search);
  }, [search]);

  const clearSearch = () => {
    setText('');
    setSearch('');
  };

  const query = useInfiniteQuery({ ...companiesQuery(search), placeholderData: keepPreviousData });
  const pages = query.data?.pages ?? [];
  const loaded = useMemo(() => pages.flatMap((page) => page.data), [pages]);
  const rows = useMemo(() => sortCompanies(loaded, sort), [loaded, sort]);
  const lastPage = pages.at(-1);
  const totalRecords = lastPage?.totalRecords ?? 0;
  const nothingAtAll = query.isSuccess && totalRecords === 0 && search === '' && !query.isPlaceholderData;

  const createButton = (
    <Button component={Link} to={adminPaths.createCompany} leftSection={<IconPlus size={18} aria-hidden />}>
      {t('admin.companies.create')}
    </Button>
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <LoadingSkeleton rows={5} />;
  } else if (query.isError && loaded.length === 0) {
    content = (
      <ErrorState
        title={t('admin.companies.loadFailed')}
        message={describe(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (nothingAtAll) {
    content = (
      <EmptyState
        icon={<IconBuilding size={28} aria-hidden />}
        title={t('admin.companies.emptyTitle')}
        description={t('admin.companies.emptyDescription')}
        action={createButton}
      />
    );
  } else if (rows.length === 0) {
    content = (
      <EmptyState
        icon={<IconSearchOff size={28} aria-hidden />}
        title={t('admin.companies.noMatchTitle', { search })}
        description={t('admin.companies.noMatchDescription')}
        action={
          <Button variant="default" onClick={clearSearch}>
            {t('admin.companies.clearSearch')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <CompaniesTable
          companies={rows}
          sort={sort}
          onSort={setSort}
          onRename={setRenaming}
          onToggleStatus={setToggling}
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {lastPage?.totalCapped
              ? t('admin.companies.summaryCapped', { shown: loaded.length, total: totalRecords })
              : t('admin.companies.summary', {
                  shown: loaded.length,
                  total: totalRecords,
                  page: pages.length,
                  pages: Math.max(lastPage?.totalPages ?? 1, 1),
                })}
          </Text>
          {query.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              leftSection={query.isFetchNextPageError ? <IconRefresh size={18} aria-hidden /> : undefined}
            >
              {t('admin.companies.loadMore')}
            </Button>
          ) : null}
        </Group>
        {query.isFetchNextPageError ? (
          <Alert color="red" variant="light" role="alert" title={t('admin.companies.loadMoreFailed')}>
            {describe(query.error)}
          </Alert>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('admin.companies.title')}
        description={t('admin.companies.description')}
        actions={nothingAtAll ? undefined : createButton}
      />
      {nothingAtAll ? null : (
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.companies.searchLabel')}
            placeholder={t('admin.companies.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              query.isFetching && query.isPlaceholderData ? (
                <Loader size="xs" role="status" aria-label={t('common.loading')} />
              ) : text ? (
                <CloseButton size="sm" aria-label={t('admin.companies.clearSearch')} onClick={clearSearch} />
              ) : null
            }
            style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
          />
          {layout === 'cards' ? (
            <Select
              label={t('admin.companies.sortLabel')}
              value={sort}
              onChange={(value) => {
                if (isCompanySort(value)) setSort(value);
              }}
              data={COMPANY_SORTS.map((value) => ({ value, label: t(`admin.companies.sort.${value}`) }))}
              allowDeselect={false}
              style={{ flex: '1 1 10rem' }}
            />
          ) : null}
        </Group>
      )}
      {content}
      <RenameCompanyModal company={renaming} onClose={() => setRenaming(null)} />
      <CompanyStatusModal company={toggling} onClose={() => setToggling(null)} />
    </>
  );
}
