import { de } from './de';
import { en } from './en';
import type { MessageTree } from './types';

export type { Messages } from './de';
export type { DeepStringRecord, MessageTree } from './types';

/** The languages of the interface (spec section 1); German first because it is the default. */
export const SUPPORTED_LOCALES = ['de', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const FALLBACK_LOCALE: Locale = 'en';

/** BCP 47 tags handed to `Intl`: British English gives day-first dates and the Monday week start. */
export const INTL_LOCALE_TAGS: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** The domain's message catalogue per language; web and API merge it into their own resources. */
export const domainMessages = { de, en } as const;

/** Whether a value is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Picks a supported locale from a tag such as 'de-AT' or 'en'; anything else gives the default. */
export function resolveLocale(tag: string | null | undefined): Locale {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}

function lookup(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether `key` has a text in exactly this language (no fallback). */
export function hasMessage(locale: Locale, key: string): boolean {
  return lookup(domainMessages[locale], key) !== undefined;
}

/** Fills `{name}` placeholders; numbers are formatted for the language, unknown placeholders stay visible. */
export function interpolate(
  template: string,
  params: Record<string, string | number> | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(params, name)) return placeholder;
    const value = params[name];
    if (typeof value === 'number') return new Intl.NumberFormat(INTL_LOCALE_TAGS[locale]).format(value);
    return value ?? placeholder;
  });
}

/**
 * Translates a dot-path key such as 'errors.job_not_found'. Falls back to English, then to the key
 * itself, so a missing text is visible rather than an empty string.
 */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const template = lookup(domainMessages[locale], key) ?? lookup(domainMessages[FALLBACK_LOCALE], key);
  if (template === undefined) return key;
  return interpolate(template, params, locale);
}
