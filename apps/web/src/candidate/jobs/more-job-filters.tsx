import { Checkbox, MultiSelect, NumberInput, SimpleGrid } from '@mantine/core';
import {
  EXPERIENCE_OPTIONS,
  type ExperienceOption,
  INDUSTRIES,
  type Industry,
  JOB_TYPES,
  type JobType,
} from '@veil/domain';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import type { JobFilters } from './search-params';

/** Sets one filter of the form's draft. */
export type SetFilter = <K extends keyof JobFilters>(key: K, value: JobFilters[K]) => void;

function amount(value: string | number): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

type MoreJobFiltersProps = {
  draft: JobFilters;
  set: SetFilter;
  /** "the upper bound must be above the lower", shown at the upper bound */
  salaryError: string | null;
};

/**
 * The filters behind "More filters": salary, job types, experience, industries and closed jobs. Their
 * own chunk, loaded when first opened (or hovered), so the jobs list's first load stays light.
 */
export function MoreJobFilters({ draft, set, salaryError }: MoreJobFiltersProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const separators =
    locale === 'de'
      ? { thousandSeparator: '.', decimalSeparator: ',' }
      : { thousandSeparator: ',', decimalSeparator: '.' };
  return (
    <>
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
    </>
  );
}
