import {
  Button,
  Checkbox,
  Collapse,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconMapPin, IconSearch } from '@tabler/icons-react';
import {
  EXPERIENCE_OPTIONS,
  type ExperienceOption,
  INDUSTRIES,
  type Industry,
  JOB_TYPES,
  type JobType,
} from '@veil/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { EMPTY_FILTERS, hasFilters, type JobFilters, moreFilterCount } from './search-params';

type JobFiltersFormProps = {
  /** The search the URL holds. */
  filters: JobFilters;
  /** Runs the search (writes it into the URL). */
  onSearch: (filters: JobFilters) => void;
};

function amount(value: string | number): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Keyword and place always in view; salary, job types, experience, industries and closed jobs behind
 * "More filters" (open while any of them is set). Nothing searches until "Search", so a phone user can set
 * several filters without the list jumping under their thumb.
 */
export function JobFiltersForm({ filters, onSearch }: JobFiltersFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const separators =
    locale === 'de'
      ? { thousandSeparator: '.', decimalSeparator: ',' }
      : { thousandSeparator: ',', decimalSeparator: '.' };
  const [draft, setDraft] = useState(filters);
  const [moreOpen, setMoreOpen] = useState(moreFilterCount(filters) > 0);
  const [salaryError, setSalaryError] = useState<string | null>(null);

  // Back, Forward or a link changed the URL: the form shows that search
  const shown = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different search is news, not a new object
  useEffect(() => {
    setDraft(filters);
    setSalaryError(null);
  }, [shown]);

  const set = <K extends keyof JobFilters>(key: K, value: JobFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

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
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label={t('candidateJobs.filters.salaryFrom')}
                value={draft.salaryFrom ?? ''}
                onChange={(value) => set('salaryFrom', amount(value))}
                min={0}
                max={10_000_000}
                step={5000}
                allowDecimal={false}
                allowNegative={false}
                {...separators}
              />
              <NumberInput
                label={t('candidateJobs.filters.salaryTo')}
                value={draft.salaryTo ?? ''}
                onChange={(value) => set('salaryTo', amount(value))}
                min={0}
                max={10_000_000}
                step={5000}
                allowDecimal={false}
                allowNegative={false}
                {...separators}
                error={salaryError}
              />
              <MultiSelect
                label={t('candidateJobs.filters.jobTypes')}
                placeholder={draft.jobTypes.length ? undefined : t('candidateJobs.filters.anyOption')}
                data={JOB_TYPES.map((value) => ({ value, label: t(`enums.jobType.${value}`) }))}
                value={draft.jobTypes}
                onChange={(values) => set('jobTypes', values as JobType[])}
                clearable
              />
              <MultiSelect
                label={t('candidateJobs.filters.experiences')}
                placeholder={draft.experiences.length ? undefined : t('candidateJobs.filters.anyOption')}
                data={EXPERIENCE_OPTIONS.map((value) => ({ value, label: t(`enums.experience.${value}`) }))}
                value={draft.experiences}
                onChange={(values) => set('experiences', values as ExperienceOption[])}
                clearable
              />
              <MultiSelect
                label={t('candidateJobs.filters.industries')}
                placeholder={draft.industries.length ? undefined : t('candidateJobs.filters.anyOption')}
                data={INDUSTRIES.map((value) => ({ value, label: t(`enums.industry.${value}`) }))}
                value={draft.industries}
                onChange={(values) => set('industries', values as Industry[])}
                searchable
                clearable
                maxValues={20}
              />
            </SimpleGrid>
            <Checkbox
              mt="md"
              label={t('candidateJobs.filters.includeClosed')}
              description={t('candidateJobs.filters.includeClosedHint')}
              checked={draft.includeClosed}
              onChange={(event) => set('includeClosed', event.currentTarget.checked)}
            />
          </Collapse>
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={() => setMoreOpen((open) => !open)}
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
