import { Checkbox, MultiSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { EXPERIENCE_OPTIONS, INDUSTRIES, JOB_TYPES } from '@veil/domain';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import type { JobFilters } from './search-params';

/** Sets one filter of the form's draft. */
export type SetFilter = <K extends keyof JobFilters>(key: K, value: JobFilters[K]) => void;

/** The filters that pick values of a list, each with the enumeration its labels come from. */
const LIST_FILTERS = [
  { key: 'jobTypes', enumKey: 'jobType', values: JOB_TYPES, searchable: false },
  { key: 'experiences', enumKey: 'experience', values: EXPERIENCE_OPTIONS, searchable: false },
  { key: 'industries', enumKey: 'industry', values: INDUSTRIES, searchable: true },
] as const satisfies readonly {
  key: 'jobTypes' | 'experiences' | 'industries';
  enumKey: string;
  values: readonly string[];
  searchable: boolean;
}[];

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
        {LIST_FILTERS.map(({ key, enumKey, values, searchable }) => (
          <MultiSelect
            key={key}
            label={t(`candidateJobs.filters.${key}`)}
            placeholder={draft[key].length ? undefined : t('candidateJobs.filters.anyOption')}
            data={values.map((value) => ({ value, label: t(`enums.${enumKey}.${value}`) }))}
            value={draft[key]}
            onChange={(picked) => set(key, picked as JobFilters[typeof key])}
            searchable={searchable}
            clearable
            maxValues={20}
          />
        ))}
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
