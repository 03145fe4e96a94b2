import { DEFAULT_LOCALE, isLocale, type Locale } from '@veil/domain/i18n/locales';
import { useTranslation } from './translation';

/** The language the user reads, as the domain's locale type (the default until the translator says otherwise). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
