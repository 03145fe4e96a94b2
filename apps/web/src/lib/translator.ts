/*
 * The app's translator: looks a dot-path key up in the texts of the current language, then of the
 * fallback language, picks the plural form for `count` (`key_zero` for 0, then `key_one`/`key_other`
 * by Intl.PluralRules, then `key`), and fills `{name}` placeholders, numbers written as the language
 * writes them. It does what the app used of i18next (issue 40: i18next and react-i18next were 17 kB
 * of gzip in every area's first load) with the same rules, so the texts did not change:
 * - an empty string counts as missing; a missing text shows its key (or `defaultValue`);
 * - a placeholder whose value is not given stays visible; one given as undefined or null is empty;
 * - `{-name}` is the same as `{name}` (nothing is escaped: React escapes what it renders);
 * - `missingInterpolationHandler` (an option) answers for a placeholder without a value.
 */

/** A language's texts: nested objects whose leaves are strings. */
export type MessageTree = { [key: string]: unknown };

/** Options of a lookup: placeholder values, `count` for plurals, a `defaultValue`, another `lng`. */
export type TranslationOptions = {
  /** plural form by a number; a string (already formatted) is only filled in */
  count?: number | string;
  defaultValue?: string;
  lng?: string;
  [name: string]: unknown;
};

export type TFunction = (key: string, options?: TranslationOptions) => string;

type Listener = (language: string) => void;

export type TranslatorOptions = {
  lng: string;
  fallbackLng: string;
  /** i18next's shape, so that existing resources fit: `{ de: { translation: {...} } }` */
  resources?: Record<string, { translation: MessageTree }>;
  /** The Intl locale tag of a language code (`de` → `de-DE`) for numbers. */
  intlTag?: (language: string) => string;
};

const PLACEHOLDER = /\{(.+?)\}/g;

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookup(tree: MessageTree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!isTree(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

function deepMerge(target: MessageTree, source: MessageTree): MessageTree {
  const merged: MessageTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/** A found text: a string that is not empty (an empty one falls through to the next candidate). */
const usable = (value: unknown): value is string => typeof value === 'string' && value !== '';

export class Translator {
  language = '';
  resolvedLanguage = '';
  isInitialized = false;
  private fallbackLng = '';
  private texts: Record<string, MessageTree> = {};
  private listeners = new Set<Listener>();
  private intlTag: (language: string) => string = (language) => language;
  private pluralRules = new Map<string, Intl.PluralRules>();

  /** Configures the translator once (later calls change nothing but the language). */
  init(options: TranslatorOptions): this {
    this.fallbackLng = options.fallbackLng;
    if (options.intlTag) this.intlTag = options.intlTag;
    for (const [language, { translation }] of Object.entries(options.resources ?? {}))
      this.addResourceBundle(language, 'translation', translation);
    this.isInitialized = true;
    this.setLanguage(options.lng);
    return this;
  }

  /** Adds texts of one language, merged into what it has (the namespace is always `translation`). */
  addResourceBundle(language: string, _namespace: string, bundle: MessageTree, ..._flags: unknown[]): this {
    this.texts[language] = deepMerge(this.texts[language] ?? {}, bundle);
    return this;
  }

  /** Switches the language; whoever listens (the React hooks) renders again. */
  async changeLanguage(language: string): Promise<TFunction> {
    this.setLanguage(language);
    return this.t;
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** Whether a text exists for `key` in the language or the fallback (plural forms included). */
  exists(key: string, options: TranslationOptions = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  /** The text of `key` with its placeholders filled; the key itself when there is none. */
  t: TFunction = (key, options = {}) => {
    const found = this.resolve(key, options);
    const template = found?.text ?? options.defaultValue ?? key;
    return this.interpolate(template, options, options.lng ?? this.language);
  };

  private setLanguage(language: string): void {
    const changed = language !== this.language;
    this.language = language;
    this.resolvedLanguage =
      this.texts[language] || language === this.fallbackLng ? language : this.fallbackLng;
    if (changed) for (const listener of this.listeners) listener(language);
  }

  private languagesFor(options: TranslationOptions): string[] {
    const first = options.lng ?? this.language;
    return first === this.fallbackLng || this.fallbackLng === '' ? [first] : [first, this.fallbackLng];
  }

  private resolve(key: string, options: TranslationOptions): { text: string } | undefined {
    const count = typeof options.count === 'number' ? options.count : undefined;
    for (const language of this.languagesFor(options)) {
      const candidates = [key];
      if (count !== undefined) {
        candidates.push(`${key}_${this.pluralRule(language).select(count)}`);
        if (count === 0) candidates.push(`${key}_zero`);
      }
      // the most specific form first: key_zero, key_one/key_other, key
      for (const candidate of candidates.reverse()) {
        const text = lookup(this.texts[language], candidate);
        if (usable(text)) return { text };
      }
    }
    return undefined;
  }

  private pluralRule(language: string): Intl.PluralRules {
    let rule = this.pluralRules.get(language);
    if (!rule) {
      rule = new Intl.PluralRules(this.intlTag(language));
      this.pluralRules.set(language, rule);
    }
    return rule;
  }

  private interpolate(template: string, values: TranslationOptions, language: string): string {
    if (!template.includes('{')) return template;
    return template.replace(PLACEHOLDER, (placeholder, inner: string) => {
      const name = inner.trim().replace(/^-\s*/, '').split(',')[0]?.trim() ?? '';
      const value = lookup(values, name);
      if (value === undefined) {
        const handler = values.missingInterpolationHandler;
        if (typeof handler === 'function') {
          const replacement: unknown = handler(template, [placeholder, inner], values);
          return typeof replacement === 'string' ? replacement : '';
        }
        return Object.hasOwn(values, name) ? '' : placeholder;
      }
      if (value === null) return '';
      if (typeof value === 'number') return new Intl.NumberFormat(this.intlTag(language)).format(value);
      return String(value);
    });
  }
}
