import { Select } from '@mantine/core';
import { isLanguageIso, type JobLanguage, languageOptions } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';

/** The language of the interface, as a language of the list (ISO 639-2/T). */
const LOCALE_LANGUAGE: Record<Locale, string> = { de: 'deu', en: 'eng' };

/** The search parameter that carries the chosen answer language from the instruction to the answer page. */
export const ANSWER_LANGUAGE_PARAM = 'language';

/**
 * The answer language to start with: one already chosen (the URL, or an earlier answer), else the
 * job's first language, else the language the candidate reads the interface in.
 */
export function initialAnswerLanguage(
  chosen: readonly (string | null | undefined)[],
  jobLanguages: readonly JobLanguage[],
  locale: Locale,
): string {
  const known = chosen.find((iso): iso is string => typeof iso === 'string' && isLanguageIso(iso));
  return known ?? jobLanguages[0]?.iso ?? LOCALE_LANGUAGE[locale];
}

/**
 * The language the candidate answers in (the spec's answerLanguage), searchable, with the job's
 * languages first.
 */
export function AnswerLanguageSelect({
  value,
  onChange,
  jobLanguages,
  label,
  description,
}: {
  value: string;
  onChange: (iso: string) => void;
  jobLanguages: readonly JobLanguage[];
  label: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useMemo(() => {
    const all = languageOptions(locale);
    const ofJob = new Set(jobLanguages.map((language) => language.iso));
    if (ofJob.size === 0) return all;
    return [
      { group: t('audioInterview.instruction.languagesOfJob'), items: all.filter((o) => ofJob.has(o.value)) },
      {
        group: t('audioInterview.instruction.otherLanguages'),
        items: all.filter((o) => !ofJob.has(o.value)),
      },
    ];
  }, [locale, jobLanguages, t]);
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={(iso) => {
        if (iso) onChange(iso);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('audioInterview.instruction.nothingFound')}
      maw={360}
    />
  );
}
