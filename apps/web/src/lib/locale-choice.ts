import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@veil/domain/i18n/locales';
import type { Area } from './areas';

/*
 * The language a browser shows, without the translation library: the page's first script reads it
 * (main.ts) before any of the app's code is fetched.
 */

/** localStorage key of the language the user chose (spec: "stored as locale"). */
export const LOCALE_STORAGE_KEY = 'locale';

export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored language, if it is one we support; storage can be unavailable (privacy modes). */
export function getStoredLocale(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Locale {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The language an area shows: admin is always English, the others follow the user's choice. */
export function localeForArea(area: Area): Locale {
  return area === 'admin' ? 'en' : getStoredLocale();
}

/**
 * Tells the server the language this browser shows, so that it sends pages rendered ahead of time
 * in it (the API's web-app.ts); written whenever it differs from the stored choice. No area but the
 * admin's (always English) follows it.
 */
export function shareLocaleWithServer(locale: Locale, doc: Pick<Document, 'cookie'> = document): void {
  const current = doc.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  if (current === `${LOCALE_COOKIE}=${locale}`) return;
  doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
