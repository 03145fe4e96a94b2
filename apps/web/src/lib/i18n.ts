import {
  DEFAULT_LOCALE,
  domainMessages,
  FALLBACK_LOCALE,
  INTL_LOCALE_TAGS,
  isLocale,
  type Locale,
} from '@veil/domain/i18n';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '../locales/de';
import { en } from '../locales/en';
import type { Area } from './areas';

/** localStorage key of the language the user chose (spec: "stored as locale"). */
export const LOCALE_STORAGE_KEY = 'locale';

/** The web app's own copy per language, before the domain's messages are added. */
export const webMessages = { de, en } as const;

/** One i18next resource tree per language: the domain's messages plus the web app's copy. */
export function buildResources() {
  return {
    de: { translation: { ...domainMessages.de, ...webMessages.de } },
    en: { translation: { ...domainMessages.en, ...webMessages.en } },
  };
}

/** The app's i18next instance; `initI18n` configures it once before the first render. */
export const i18n = i18next.createInstance();

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
 * Every number placed in a text is written as the language writes it: "1.234 / 5.000 Zeichen" in
 * German, "1,234 / 5,000 characters" in English (i18next would print 1234 in both).
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) =>
    typeof value === 'number'
      ? new Intl.NumberFormat(isLocale(lng) ? INTL_LOCALE_TAGS[lng] : lng).format(value)
      : value,
};

/** Configures the shared instance synchronously and makes `<html lang>` and dayjs follow. */
export function initI18n(locale: Locale): typeof i18n {
  if (!i18n.isInitialized) {
    i18n
      .use(initReactI18next)
      .use(numberFormatter)
      .init({
        lng: locale,
        fallbackLng: FALLBACK_LOCALE,
        supportedLngs: ['de', 'en'],
        resources: buildResources(),
        initAsync: false,
        returnEmptyString: false,
        interpolation: { prefix: '{', suffix: '}', escapeValue: false, alwaysFormat: true },
      });
  } else if (i18n.language !== locale) {
    i18n.changeLanguage(locale);
  }
  document.documentElement.lang = locale;
  dayjs.locale(locale);
  return i18n;
}

/** Stores the chosen language and reloads the page, as the spec asks. */
export function changeLocale(locale: Locale): void {
  try {
    const storage = safeLocalStorage();
    if (!storage) throw new Error('no storage');
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage a reload would forget the choice: switch in place for this visit instead.
    initI18n(locale);
    return;
  }
  window.location.reload();
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
