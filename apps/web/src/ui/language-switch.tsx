import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { isLocale, type Locale, SUPPORTED_LOCALES } from '@veil/domain/i18n/locales';
import { useArea } from '../lib/areas';
import { changeLocale } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import { useLocale } from '../lib/use-locale';

type LanguageSwitchProps = {
  /** Defaults to storing the choice and reloading the page. */
  onChange?: (locale: Locale) => void;
};

/** DE/EN switch for the candidate and employer areas (admin is English only). */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const area = useArea();
  const current = useLocale();
  return (
    <SegmentedControl
      size="xs"
      radius="md"
      aria-label={t('common.language')}
      value={current}
      onChange={(value) => {
        if (isLocale(value) && value !== current) (onChange ?? ((next) => changeLocale(next, area)))(value);
      }}
      data={SUPPORTED_LOCALES.map((locale) => ({
        value: locale,
        label: (
          <>
            <span aria-hidden="true">{locale.toUpperCase()}</span>
            <VisuallyHidden>{t(`common.languageNames.${locale}`)}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
