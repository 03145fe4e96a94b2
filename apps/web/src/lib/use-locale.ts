import { DEFAULT_LOCALE, isLocale, type Locale } from '@veil/domain/i18n/locales';
import { useTranslation } from 'react-i18next';

/** The language the user reads, as the domain's locale type (the default until i18next says otherwise). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
