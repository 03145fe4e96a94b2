import { Button, Collapse, Group, Loader, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconMapPin, IconSearch } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import type { SetFilter } from './more-job-filters';
import { EMPTY_FILTERS, hasFilters, type JobFilters, moreFilterCount } from './search-params';

type JobFiltersFormProps = {
  /** The search the URL holds. */
  filters: JobFilters;
  /** Runs the search (writes it into the URL). */
  onSearch: (filters: JobFilters) => void;
};

/** The further filters' inputs (number inputs, multi-selects: 20 kB) load when first opened. */
const loadMoreFilters = () => import('./more-job-filters');
const MoreJobFilters = lazy(() =>
  loadMoreFilters().then(({ MoreJobFilters }) => ({ default: MoreJobFilters })),
);

/**
 * Keyword and place always in view; salary, job types, experience, industries and closed jobs behind
 * "More filters" (open while any of them is set). Nothing searches until "Search", so a phone user can set
 * several filters without the list jumping under their thumb.
 */
export function JobFiltersForm({ filters, onSearch }: JobFiltersFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const [moreOpen, setMoreOpen] = useState(moreFilterCount(filters) > 0);
  // once shown, the further filters stay mounted so that closing them animates
  const [salaryError, setSalaryError] = useState<string | null>(null);

  // Back, Forward or a link changed the URL: the form shows that search
  const shown = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different search is news, not a new object
  useEffect(() => {
    setDraft(filters);
    setSalaryError(null);
  }, [shown]);

  const [moreLoaded, setMoreLoaded] = useState(moreOpen);
  useEffect(() => {
    if (moreOpen) setMoreLoaded(true);
  }, [moreOpen]);

  const set: SetFilter = (key, value) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { salaryFrom, salaryTo } = draft;
    if (salaryFrom !== null && salaryTo !== null && salaryTo <= salaryFrom) {
      setMoreOpen(true);
      setSalaryError(t('candidateJobs.filters.salaryOrder'));
      return;
    }
    setSalaryError(null);
    onSearch({ ...draft, keyword: draft.keyword.trim(), location: draft.location.trim() });
  };

  const reset = () => {
    setDraft(EMPTY_FILTERS);
    setSalaryError(null);
    onSearch(EMPTY_FILTERS);
  };

  const count = moreFilterCount(draft);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} mb="md">
      <form onSubmit={submit} noValidate aria-label={t('candidateJobs.filters.label')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('candidateJobs.filters.keyword')}
              placeholder={t('candidateJobs.filters.keywordPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={draft.keyword}
              maxLength={100}
              onChange={(event) => set('keyword', event.currentTarget.value)}
            />
            <TextInput
              label={t('candidateJobs.filters.location')}
              placeholder={t('candidateJobs.filters.locationPlaceholder')}
              leftSection={<IconMapPin size={16} aria-hidden />}
              value={draft.location}
              maxLength={100}
              onChange={(event) => set('location', event.currentTarget.value)}
            />
          </SimpleGrid>
          <Collapse expanded={moreOpen}>
            {moreOpen || moreLoaded ? (
              <Suspense fallback={<Loader size="sm" aria-label={t('candidateJobs.filters.loadingMore')} />}>
                <MoreJobFilters draft={draft} set={set} salaryError={salaryError} />
              </Suspense>
            ) : null}
          </Collapse>
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={() => setMoreOpen((open) => !open)}
              // fetch the further filters' code as soon as the button is about to be used
              onPointerEnter={() => void loadMoreFilters()}
              onFocus={() => void loadMoreFilters()}
              aria-expanded={moreOpen}
            >
              {moreOpen
                ? t('candidateJobs.filters.less')
                : count > 0
                  ? t('candidateJobs.filters.moreCount', { count })
                  : t('candidateJobs.filters.more')}
            </Button>
            <Group gap="sm">
              {hasFilters(filters) || hasFilters(draft) ? (
                <Button variant="default" onClick={reset}>
                  {t('candidateJobs.filters.reset')}
                </Button>
              ) : null}
              <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
                {t('candidateJobs.filters.search')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
