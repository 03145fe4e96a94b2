import { FALLBACK_LOCALE, INTL_LOCALE_TAGS, isLocale, type Locale } from '@veil/domain/i18n/locales';
import i18next, { type FormatterModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Area } from './areas';
import { LOCALE_STORAGE_KEY, safeLocalStorage, shareLocaleWithServer } from './locale-choice';

type MessageBundle = Record<string, unknown>;

/** The domain's messages of one language, each language its own chunk. */
const DOMAIN_MESSAGES: Record<Locale, () => Promise<MessageBundle>> = {
  de: () => import('@veil/domain/i18n/de').then((module) => module.de),
  en: () => import('@veil/domain/i18n/en').then((module) => module.en),
};

/**
 * The web copy of one area in one language, each its own chunk: a page downloads the words it can
 * show, not those of the other language or the other areas. The admin area is English only.
 */
const AREA_COPY: Record<Area, Partial<Record<Locale, () => Promise<MessageBundle>>>> = {
  candidate: {
    de: () => import('../locales/de/candidate').then((module) => module.candidateCopy),
    en: () => import('../locales/en/candidate').then((module) => module.candidateCopy),
  },
  employer: {
    de: () => import('../locales/de/employer').then((module) => module.employerCopy),
    en: () => import('../locales/en/employer').then((module) => module.employerCopy),
  },
  admin: { en: () => import('../locales/en/admin-area').then((module) => module.adminCopy) },
};

/** Resources handed to i18next: what `loadMessages` (the app) or `addMessages` (tests) provided. */
const resources: Record<string, { translation: ResourceLanguage }> = {};

/** Adds the texts of one language (domain messages and web copy, merged) to the app's resources. */
export function addMessages(locale: Locale, messages: MessageBundle): void {
  const translation = { ...(resources[locale]?.translation ?? {}), ...messages } as ResourceLanguage;
  resources[locale] = { translation };
  if (i18n.isInitialized) i18n.addResourceBundle(locale, 'translation', messages, true, true);
}

/** The domain's messages and the area's copy in one language, merged: all the texts it shows. */
export async function areaMessages(area: Area, locale: Locale): Promise<MessageBundle> {
  const copy = AREA_COPY[area][locale] ?? AREA_COPY[area][FALLBACK_LOCALE];
  const [domain, web] = await Promise.all([DOMAIN_MESSAGES[locale](), copy ? copy() : {}]);
  return { ...domain, ...web };
}

/** Loads the texts of one area in one language into the app's resources, before the first render. */
export async function loadMessages(area: Area, locale: Locale): Promise<void> {
  addMessages(locale, await areaMessages(area, locale));
}

/** The app's i18next instance; `initI18n` configures it once before the first render. */
export const i18n = i18next.createInstance();

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

/** Configures the shared instance synchronously and makes `<html lang>` follow. */
export function initI18n(locale: Locale): typeof i18n {
  if (!i18n.isInitialized) {
    i18n
      .use(initReactI18next)
      .use(numberFormatter)
      .init({
        lng: locale,
        fallbackLng: FALLBACK_LOCALE,
        supportedLngs: ['de', 'en'],
        resources,
        initAsync: false,
        returnEmptyString: false,
        interpolation: { prefix: '{', suffix: '}', escapeValue: false, alwaysFormat: true },
      });
  } else if (i18n.language !== locale) {
    i18n.changeLanguage(locale);
  }
  // the build's prerender runs without a document
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return i18n;
}

/** Stores the chosen language and reloads the page, as the spec asks. */
export function changeLocale(locale: Locale, area: Area = 'candidate'): void {
  shareLocaleWithServer(locale);
  try {
    const storage = safeLocalStorage();
    if (!storage) throw new Error('no storage');
    storage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage a reload would forget the choice: switch in place for this visit instead.
    void loadMessages(area, locale).then(() => initI18n(locale));
    return;
  }
  window.location.reload();
}
