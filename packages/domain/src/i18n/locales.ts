// The languages and their tags, apart from the message catalogues: a browser that needs only these
// (`@veil/domain/i18n/locales`) does not download the texts of both languages.

/** The languages of the interface (spec section 1); German first because it is the default. */
export const SUPPORTED_LOCALES = ['de', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const FALLBACK_LOCALE: Locale = 'en';

/**
 * The cookie that tells the server the language a browser shows (the browser app writes it beside
 * its own stored choice), so that a page rendered ahead of time is sent in that language.
 */
export const LOCALE_COOKIE = 'veil-locale';

/** BCP 47 tags handed to `Intl`: British English gives day-first dates and the Monday week start. */
export const INTL_LOCALE_TAGS: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** Whether a value is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Picks a supported locale from a tag such as 'de-AT' or 'en'; anything else gives the default. */
export function resolveLocale(tag: string | null | undefined): Locale {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}
