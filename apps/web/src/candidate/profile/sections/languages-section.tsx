import { Select } from '@mantine/core';
import {
  CandidateLanguageSchema,
  CandidateLanguagesSchema,
  type LanguageLevel,
  LanguageLevelSchema,
  languageOptions,
  RESUME_LIST_MAX,
} from '@veil/domain';
import { useMemo } from 'react';
import { enumOptions } from '../../../lib/enum-labels';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { type StoredLanguage, storedLists } from '../stored-entries';
import { ListSection, type ListSectionConfig } from './list-section';
import { listErrors } from './section-errors';
import type { ResumeSectionProps } from './section-props';

type Entry = StoredLanguage;
/** One entry's form values. */
export type LanguageValues = Values;
type Values = { iso: string | null; level: LanguageLevel | null };

const SECTION = 'languages';

/** The languages' fields and rules, shared by the profile and the CV import's review. */
export function useLanguagesConfig(): ListSectionConfig<
  Entry,
  Values,
  { iso: string; level: LanguageLevel }
> {
  const { t } = useTranslation();
  const locale = useLocale();
  const languages = useMemo(() => languageOptions(locale), [locale]);
  return {
    section: SECTION,
    entries: (stored) => storedLists(stored).languages,
    toValues: (entry) => ({ iso: entry.iso, level: entry.level }),
    emptyValues: () => ({ iso: null, level: null }),
    toPayload: (values) => ({ iso: values.iso ?? '', level: values.level ?? 'basic_knowledge' }),
    check: (payloads, rows, at, translate) => {
      const errors = listErrors(SECTION, CandidateLanguageSchema, CandidateLanguagesSchema, payloads, at);
      rows.forEach((row, index) => {
        if (row.iso === null)
          errors[`${SECTION}.${index}.iso`] = translate('validation.required', {
            field: translate('fields.language'),
          });
        if (row.level === null)
          errors[`${SECTION}.${index}.level`] = translate('validation.required', {
            field: translate('candidateProfile.languages.level'),
          });
      });
      return errors;
    },
    max: RESUME_LIST_MAX,
    compact: true,
    rowLabel: (index) => t('candidateProfile.languages.entry', { number: index + 1 }),
    addLabel: t('candidateProfile.languages.add'),
    emptyText: t('candidateProfile.languages.empty'),
    renderRow: (form, index) => {
      const at = (field: keyof Values) => `${SECTION}.${index}.${field}`;
      return (
        <>
          <Select
            label={t('candidateProfile.languages.languageNumbered', { number: index + 1 })}
            required
            searchable
            placeholder={t('candidateProfile.form.choose')}
            nothingFoundMessage={t('candidateProfile.form.nothingFound')}
            data={languages}
            style={{ flex: '1 1 12rem', minWidth: 0 }}
            {...form.getInputProps(at('iso'))}
          />
          <Select
            label={t('candidateProfile.languages.levelNumbered', { number: index + 1 })}
            required
            placeholder={t('candidateProfile.form.choose')}
            data={enumOptions(locale, 'languageLevel')}
            style={{ flex: '1 1 12rem', minWidth: 0 }}
            {...form.getInputProps(at('level'))}
            onChange={(value) => {
              const parsed = LanguageLevelSchema.safeParse(value);
              form.getInputProps(at('level')).onChange(parsed.success ? parsed.data : null);
            }}
          />
        </>
      );
    },
  };
}

/**
 * The languages the candidate speaks, each with one of the four levels. The same language twice is
 * not hidden from the list but answered with the domain's message on the languages field, as the
 * server would.
 */
export function LanguagesSection({ resume, onDirtyChange }: ResumeSectionProps) {
  return <ListSection config={useLanguagesConfig()} resume={resume} onDirtyChange={onDirtyChange} />;
}
