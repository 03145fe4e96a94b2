import './copy';
import { Button, Group, MultiSelect, Paper, TextInput } from '@mantine/core';
import { IconArchive, IconBriefcase, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@veil/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { candidatePaths } from '../paths';
import { TalentPoolsSection } from '../talent-pool/talent-pools-section';
import { type ApplicationFilters, applicationsQuery } from './api';
import { ApplicationCard } from './application-card';
import { PagedList } from './paged-list';

/** Statuses the list can be filtered by: a withdrawn application is erased and listed apart. */
const LISTED_STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'withdrawn');

function isListedStatus(value: string): value is ApplicationStatus {
  return (LISTED_STATUSES as readonly string[]).includes(value);
}

/** The filters as the URL holds them (`?states=applied,screening&keyword=pflege`); unknown values are dropped. */
export function filtersFromParams(params: URLSearchParams): ApplicationFilters {
  const states = (params.get('states') ?? '').split(',').filter(isListedStatus);
  return { states: [...new Set(states)], keyword: (params.get('keyword') ?? '').trim().slice(0, 100) };
}

function paramsFor(filters: ApplicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.states.length > 0) params.set('states', filters.states.join(','));
  if (filters.keyword) params.set('keyword', filters.keyword);
  return params;
}

function FiltersForm({
  filters,
  onChange,
}: {
  filters: ApplicationFilters;
  onChange: (filters: ApplicationFilters) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, keyword: keyword.trim() });
  };
  return (
    <Paper
      withBorder
      p="md"
      mb="md"
      component="form"
      onSubmit={submit}
      aria-label={t('candidateApplications.list.filtersLabel')}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label={t('candidateApplications.list.statesLabel')}
          placeholder={
            filters.states.length === 0 ? t('candidateApplications.list.statesPlaceholder') : undefined
          }
          data={LISTED_STATUSES.map((status) => ({
            value: status,
            label: t(`enums.applicationStatus.${status}`),
          }))}
          value={filters.states}
          onChange={(values) =>
            onChange({ ...filters, keyword: keyword.trim(), states: values.filter(isListedStatus) })
          }
          clearable
          style={{ flex: '1 1 16rem' }}
        />
        <TextInput
          label={t('candidateApplications.list.keywordLabel')}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('candidateApplications.list.search')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * `/candidate/applications/list`: the candidate's applications, newest first, filtered by status and
 * by a keyword in the job title or company (both in the URL), paged with "load more". Withdrawn
 * applications are erased, so they are listed on their own page, linked from here.
 */
export function ApplicationsListPage() {
  const { t } = useTranslation();
  usePageTitle(t('candidateApplications.list.title'));
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is what the filters are read from
  const filters = useMemo(() => filtersFromParams(params), [key]);
  const query = useInfiniteQuery({ ...applicationsQuery(filters), placeholderData: keepPreviousData });
  const filtered = filters.states.length > 0 || filters.keyword !== '';
  const reset = () => setParams(new URLSearchParams());
  // nothing to filter yet: the empty state alone says what to do
  const none =
    !filtered && query.isSuccess && !query.isPlaceholderData && query.data.pages[0]?.data.length === 0;

  return (
    <>
      <PageHeader
        title={t('candidateApplications.list.title')}
        description={t('candidateApplications.list.description')}
        actions={
          <Button
            component={Link}
            to={candidatePaths.withdrawnApplications}
            variant="subtle"
            leftSection={<IconArchive size={18} aria-hidden />}
          >
            {t('candidateApplications.list.toWithdrawn')}
          </Button>
        }
      />
      <TalentPoolsSection />
      {none ? null : (
        <FiltersForm key={key} filters={filters} onChange={(next) => setParams(paramsFor(next))} />
      )}
      <PagedList
        query={query}
        loadFailed={t('candidateApplications.list.loadFailed')}
        summary={(count) => t('candidateApplications.list.results', { count })}
        row={(application) => <ApplicationCard key={application.id} application={application} />}
        empty={
          filtered ? (
            <EmptyState
              icon={<IconSearchOff size={28} aria-hidden />}
              title={t('candidateApplications.list.noResultsTitle')}
              description={t('candidateApplications.list.noResultsText')}
              action={
                <Button variant="default" onClick={reset}>
                  {t('candidateApplications.list.reset')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<IconBriefcase size={28} aria-hidden />}
              title={t('candidateApplications.list.emptyTitle')}
              description={t('candidateApplications.list.emptyText')}
              action={
                <Button component={Link} to={candidatePaths.jobs}>
                  {t('candidateApplications.apply.toJobs')}
                </Button>
              }
            />
          )
        }
      />
    </>
  );
}
