import { FALLBACK_LOCALE, INTL_LOCALE_TAGS, isLocale, type Locale } from '@veil/domain/i18n/locales';
import type { Area } from './areas';
import { LOCALE_STORAGE_KEY, safeLocalStorage, shareLocaleWithServer } from './locale-choice';
import { type MessageTree, Translator } from './translator';

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

/** Adds the texts of one language (domain messages and web copy, merged) to the app's resources. */
export function addMessages(locale: Locale, messages: MessageBundle): void {
  i18n.addResourceBundle(locale, 'translation', messages as MessageTree);
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

/**
 * The app's translator (lib/translator.ts); `initI18n` configures it once before the first render.
 * Every number placed in a text is written as the language writes it: "1.234 / 5.000 Zeichen" in
 * German, "1,234 / 5,000 characters" in English.
 */
export const i18n = new Translator();

/** Configures the shared instance synchronously and makes `<html lang>` follow. */
export function initI18n(locale: Locale): Translator {
  if (!i18n.isInitialized) {
    i18n.init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      intlTag: (language) => (isLocale(language) ? INTL_LOCALE_TAGS[language] : language),
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
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
