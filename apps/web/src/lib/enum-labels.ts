import { ENUMERATIONS, type EnumName, type EnumValue } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n/locales';
import { i18n } from './i18n';

/*
 * The labels of the domain's enumerations (`enums.<name>.<value>`) from the texts the app loaded for
 * its language (lib/i18n.ts), the same texts and order as the domain's `enumLabel`/`enumOptions`. The
 * domain's own versions translate with both languages' catalogues built in, so a page using them
 * downloaded the English messages beside the German ones (issue 40); the German catalogue has every
 * key of the English one (its type and packages/domain/src/i18n/i18n.test.ts), so nothing falls back.
 */

/** The label of an enumeration value, e.g. `enumLabel('de', 'applicationStatus', 'approved')`. */
export function enumLabel<N extends EnumName>(locale: Locale, name: N, value: EnumValue<N>): string {
  return i18n.t(`enums.${name}.${value}`, { lng: locale });
}

/** Select options `{ value, label }` of an enumeration in its defined order. */
export function enumOptions<N extends EnumName>(
  locale: Locale,
  name: N,
): { value: EnumValue<N>; label: string }[] {
  const values: readonly EnumValue<N>[] = ENUMERATIONS[name];
  return values.map((value) => ({ value, label: enumLabel(locale, name, value) }));
}
