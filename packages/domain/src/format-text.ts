import { dueDateDisplay, formatDate } from './format';
import { INTL_LOCALE_TAGS, type Locale, translate } from './i18n';
import { DEFAULT_TIME_ZONE } from './time-zone';

// The formats that are words of the domain's catalogue, apart from format.ts: translating needs both
// languages' messages, which a page that only writes a date or a number should not download (issue 40).

/** The translated due-date text of a reminder, e.g. 'Noch 2 Tage' or 'Fällig am 5.03.2026'. */
export function dueDateLabel(dueDate: Date, now: Date, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  const { kind } = dueDateDisplay(dueDate, now);
  return translate(locale, `dueDate.${kind}`, { date: formatDate(dueDate, locale, timeZone) });
}

function pluralUnit(unit: 'minutes' | 'seconds', count: number, locale: Locale): string {
  const rule = new Intl.PluralRules(INTL_LOCALE_TAGS[locale]).select(count);
  return translate(locale, `duration.${unit}_${rule === 'one' ? 'one' : 'other'}`, { count });
}

/** A duration as minutes and seconds with plural forms: '1 Minute 30 Sekunden', '45 seconds'. */
export function formatDuration(seconds: number, locale: Locale): string {
  const total = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(pluralUnit('minutes', minutes, locale));
  if (rest > 0 || minutes === 0) parts.push(pluralUnit('seconds', rest, locale));
  return parts.join(' ');
}
