import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconBriefcase,
  IconFileImport,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconSearchOff,
} from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { JOB_STATUSES, type JobStatus, JobStatusSchema } from '@veil/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../lib/error-message';
import { useLatestSearchParams } from '../../lib/search-params';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { employerPaths } from '../paths';
import { jobsQuery } from './api';
import { CompanyIncompleteNotice, useCompanyGate } from './company-gate';
import { JobsTable } from './jobs-table';

/** Wait after the last keystroke before the search goes to the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The applied title search (`?title=`) and status (`?status=`), kept in the URL for links and Back. */
function useListParams() {
  const [params, setParams] = useLatestSearchParams();
  const jobTitle = params.get('title')?.trim() ?? '';
  const parsed = JobStatusSchema.safeParse(params.get('status'));
  const status: JobStatus | null = parsed.success ? parsed.data : null;
  const update = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    jobTitle,
    status,
    setJobTitle: (value: string) => update('title', value.trim()),
    setStatus: (value: JobStatus | null) => update('status', value ?? ''),
  };
}

/**
 * `/employer/jobs`: the company's job posts with title search, status filter and keyset paging;
 * the way to create a job by hand or import a file, once the company information is complete.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  usePageTitle(t('employerJobs.list.title'));
  const gate = useCompanyGate();
  const [asking, setAsking] = useState(false);
  const { jobTitle, status, setJobTitle, setStatus } = useListParams();
  const [text, setText] = useState(jobTitle);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text is news
  useEffect(() => {
    if (debounced.trim() !== jobTitle) setJobTitle(debounced);
  }, [debounced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new URL search is news
  useEffect(() => {
    if (jobTitle !== debounced.trim()) setText(jobTitle);
  }, [jobTitle]);

  const filtered = jobTitle !== '' || status !== null;
  const clearFilters = () => {
    setText('');
    setJobTitle('');
    setStatus(null);
  };

  const query = useInfiniteQuery({ ...jobsQuery({ jobTitle, status }), placeholderData: keepPreviousData });
  const pages = query.data?.pages ?? [];
  const rows = useMemo(() => pages.flatMap((page) => page.data), [pages]);
  const lastPage = pages.at(-1);
  const totalRecords = lastPage?.totalRecords ?? 0;
  const nothingAtAll = query.isSuccess && totalRecords === 0 && !filtered && !query.isPlaceholderData;

  /** Creating and importing wait for complete company information (the API refuses them too). */
  const startWith = (path: string) => {
    if (gate.blocked) {
      if (gate.canComplete) {
        notifications.show({ color: 'yellow', message: t('validation.company.incomplete') });
        navigate(employerPaths.company);
      } else {
        setAsking(true);
      }
      return;
    }
    navigate(path);
  };

  const actions = (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden />}
        onClick={() => startWith(employerPaths.jobsImport)}
      >
        {t('employerJobs.list.import')}
      </Button>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => startWith(employerPaths.jobsCreate)}
      >
        {t('employerJobs.list.create')}
      </Button>
    </>
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <LoadingSkeleton rows={5} />;
  } else if (query.isError && rows.length === 0) {
    content = (
      <ErrorState
        title={t('employerJobs.list.loadFailed')}
        message={describe(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (nothingAtAll) {
    content = (
      <EmptyState
        icon={<IconBriefcase size={28} aria-hidden />}
        title={t('employerJobs.list.emptyTitle')}
        description={t('employerJobs.list.emptyDescription')}
        action={<Group gap="sm">{actions}</Group>}
      />
    );
  } else if (rows.length === 0) {
    content = (
      <EmptyState
        icon={<IconSearchOff size={28} aria-hidden />}
        title={t('employerJobs.list.noMatchTitle')}
        description={t('employerJobs.list.noMatchDescription')}
        action={
          <Button variant="default" onClick={clearFilters}>
            {t('employerJobs.list.clearFilters')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <JobsTable jobs={rows} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {lastPage?.totalCapped
              ? t('employerJobs.list.summaryCapped', { shown: rows.length, total: totalRecords })
              : t('employerJobs.list.summary', { shown: rows.length, total: totalRecords })}
          </Text>
          {query.hasNextPage ? (
            <Button
              variant="default"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              leftSection={query.isFetchNextPageError ? <IconRefresh size={18} aria-hidden /> : undefined}
            >
              {t('employerJobs.list.loadMore')}
            </Button>
          ) : null}
        </Group>
        {query.isFetchNextPageError ? (
          <Alert color="red" variant="light" role="alert" title={t('employerJobs.list.loadMoreFailed')}>
            {describe(query.error)}
          </Alert>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('employerJobs.list.title')}
        description={t('employerJobs.list.description')}
        actions={nothingAtAll ? undefined : actions}
      />
      {gate.blocked ? (
        <Stack mb="md">
          <CompanyIncompleteNotice missing={gate.missing} canComplete={gate.canComplete} />
        </Stack>
      ) : null}
      {nothingAtAll ? null : (
        <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t('employerJobs.list.searchLabel')}
            placeholder={t('employerJobs.list.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              query.isFetching && query.isPlaceholderData ? (
                <Loader size="xs" role="status" aria-label={t('common.loading')} />
              ) : text ? (
                <CloseButton
                  size="sm"
                  aria-label={t('employerJobs.list.clearSearch')}
                  onClick={() => {
                    setText('');
                    setJobTitle('');
                  }}
                />
              ) : null
            }
            style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
          />
          <Select
            label={t('employerJobs.list.statusLabel')}
            placeholder={t('employerJobs.list.allStatuses')}
            clearable
            value={status}
            onChange={(value) => {
              const parsed = JobStatusSchema.safeParse(value);
              setStatus(parsed.success ? parsed.data : null);
            }}
            data={JOB_STATUSES.map((value) => ({ value, label: t(`enums.jobStatus.${value}`) }))}
            style={{ flex: '1 1 10rem', maxWidth: '16rem' }}
          />
        </Group>
      )}
      {content}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('employerJobs.gate.title')}
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack gap="md">
          <Text size="sm">{t('validation.company.incompleteAskPowerUser')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setAsking(false)} data-autofocus>
              {t('employerJobs.gate.understood')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
