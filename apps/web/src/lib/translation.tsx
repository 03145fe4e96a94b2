import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { i18n as sharedTranslator } from './i18n';
import type { TFunction, TranslationOptions, Translator } from './translator';

/*
 * React's side of the translator (lib/translator.ts): the provider, `useTranslation` (renders again
 * when the language changes) and `<Trans>` for texts with markup, such as
 * "… an <b>{email}</b> gesendet" with `components={{ b: <b /> }}`.
 */

const TranslatorContext = createContext<Translator>(sharedTranslator);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The translator and its `t`; a new `t` after each change of language, so memoised texts follow. */
export function useTranslation(): { t: TFunction; i18n: Translator; ready: true } {
  const translator = useContext(TranslatorContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      translator.on('languageChanged', onChange);
      return () => translator.off('languageChanged', onChange);
    },
    [translator],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => translator.language,
    () => translator.language,
  );
  return useMemo(
    () => ({
      // a fresh function per language (the translator's own `t` never changes)
      t: ((key, options) => translator.t(key, options)) as TFunction,
      i18n: translator,
      ready: true as const,
      language,
    }),
    [translator, language],
  );
}

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/** The text with each `<name>…</name>` or `<name/>` replaced by its component (unknown ones keep their words). */
function withComponents(text: string, components: Record<string, ReactElement>, prefix = ''): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(new RegExp(TAG.source, 'g'))) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1] ?? match[2] ?? '';
    const inner = match[3];
    const key = `${prefix}${index++}`;
    const component = components[name];
    const children = inner === undefined ? undefined : withComponents(inner, components, `${key}.`);
    if (component) nodes.push(cloneElement(component, { key }, ...(children ?? [])));
    else if (children) nodes.push(...children);
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

type TransProps = {
  i18nKey: string;
  values?: TranslationOptions;
  components?: Record<string, ReactElement>;
};

/** A text whose markup names components: `<Trans i18nKey="…" components={{ terms: <Link … /> }} />`. */
export function Trans({ i18nKey, values, components = {} }: TransProps) {
  const { t } = useTranslation();
  return <>{withComponents(t(i18nKey, values), components)}</>;
}
