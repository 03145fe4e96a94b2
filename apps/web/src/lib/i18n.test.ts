import { domainMessages } from '@veil/domain/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { buildResources, webMessages } from '../test/messages';
import { areaMessages, initI18n } from './i18n';

/** Every leaf of a message tree as [dot path, text]. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    return typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, '']];
  });
}

function leafKeys(tree: object): string[] {
  return leaves(tree).map(([key]) => key);
}

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../locales/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('locale files', () => {
  it('have the same keys in German and English', () => {
    const de = leafKeys(webMessages.de).sort();
    const en = leafKeys(webMessages.en).sort();
    expect(de.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !de.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const messages of [webMessages.de, webMessages.en]) {
      expect(leaves(messages).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('use namespaces the domain catalogue does not use', () => {
    const domain = Object.keys(domainMessages.en);
    expect(Object.keys(webMessages.en).filter((namespace) => domain.includes(namespace))).toEqual([]);
  });

  it('merge with the domain catalogue into complete resources for both languages', () => {
    const resources = buildResources();
    expect(leafKeys(resources.de.translation).sort()).toEqual(leafKeys(resources.en.translation).sort());
    expect(leafKeys(resources.en.translation)).toContain('errors.job_not_found');
  });

  it('contain every key the source code names', () => {
    const known = new Set(leafKeys(buildResources().en.translation));
    const pattern =
      /['`]((?:common|nav|status|pages|signIn|admin|accounts|company|settings|uploads|forms|richText)\.[A-Za-z0-9_.]+)['`]/g;
    const used = Object.values(sources).flatMap((text) =>
      [...text.matchAll(pattern)].map((match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => key !== undefined && !known.has(key))).toEqual([]);
  });
});

describe('copy per area', () => {
  /** Web keys named in the area's own folder and in the shared features it shows. */
  const FOLDERS: Record<string, string[]> = {
    candidate: [
      '../candidate/',
      '../features/company-profile/',
      '../features/sign-in/',
      '../features/legal/',
    ],
    employer: [
      '../employer/',
      '../features/accounts/',
      '../features/company-profile/',
      '../features/sign-in/',
    ],
    admin: ['../admin/', '../features/accounts/', '../features/sign-in/'],
  };
  const keyPattern =
    /['`]((?:common|nav|status|pages|signIn|admin|accounts|company|settings|uploads|forms|richText)\.[A-Za-z0-9_.]+)['`]/g;

  it.each([
    ['candidate', 'de'],
    ['candidate', 'en'],
    ['employer', 'de'],
    ['employer', 'en'],
    ['admin', 'en'],
  ] as const)('loads every key the %s area names, in %s only', async (area, locale) => {
    const loaded = new Set(leafKeys(await areaMessages(area, locale)));
    const used = Object.entries(sources)
      .filter(([file]) => (FOLDERS[area] ?? []).some((folder) => file.startsWith(folder)))
      .flatMap(([, text]) => [...text.matchAll(keyPattern)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((key) => key !== undefined && !loaded.has(key))).toEqual([]);
    expect(loaded.has('errors.job_not_found')).toBe(true);
  });

  it('leaves out the copy of areas not shown', async () => {
    const candidate = new Set(leafKeys(await areaMessages('candidate', 'de')));
    expect([...candidate].some((key) => key.startsWith('admin.') || key.startsWith('settings.'))).toBe(false);
    const admin = new Set(leafKeys(await areaMessages('admin', 'en')));
    expect([...admin].some((key) => key.startsWith('company.'))).toBe(false);
  });
});

describe('initI18n', () => {
  afterEach(() => {
    initI18n('de');
  });

  it('fills single-brace placeholders', () => {
    const i18n = initI18n('en');
    expect(i18n.t('errors.email_is_used', { email: 'a@b.example' })).toContain('a@b.example');
  });

  it('writes numbers in texts as the language does', () => {
    expect(initI18n('de').t('richText.counter', { count: 1234, max: 5000 })).toBe('1.234 / 5.000 Zeichen');
    expect(initI18n('en').t('richText.counter', { count: 1234, max: 5000 })).toBe('1,234 / 5,000 characters');
  });

  it('makes <html lang> follow the language', () => {
    initI18n('en');
    expect(document.documentElement.lang).toBe('en');
    initI18n('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
