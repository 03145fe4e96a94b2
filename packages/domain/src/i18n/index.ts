import { de } from './de';
import { en } from './en';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, INTL_LOCALE_TAGS, type Locale } from './locales';
import type { MessageTree } from './types';

export type { Messages } from './de';
export {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  INTL_LOCALE_TAGS,
  isLocale,
  type Locale,
  resolveLocale,
  SUPPORTED_LOCALES,
} from './locales';
export type { DeepStringRecord, MessageTree } from './types';

/** The domain's message catalogue per language; web and API merge it into their own resources. */
export const domainMessages = { de, en } as const;

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
