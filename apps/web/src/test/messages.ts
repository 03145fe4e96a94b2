import { domainMessages } from '@veil/domain/i18n';
import { addMessages } from '../lib/i18n';
import { de } from '../locales/de';
import { en } from '../locales/en';

/** The web app's whole copy per language, before the domain's messages are added. */
export const webMessages = { de, en } as const;

/** One resource tree per language: the domain's messages plus all of the web app's copy. */
export function buildResources() {
  return {
    de: { translation: { ...domainMessages.de, ...webMessages.de } },
    en: { translation: { ...domainMessages.en, ...webMessages.en } },
  };
}

/** Gives tests every text of both languages at once (the app loads one area and language). */
export function addAllMessages(): void {
  for (const [locale, { translation }] of Object.entries(buildResources()) as [
    keyof typeof webMessages,
    { translation: Record<string, unknown> },
  ][])
    addMessages(locale, translation);
}
