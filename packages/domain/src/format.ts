import { INTL_LOCALE_TAGS, type Locale, translate } from './i18n';
import { DUE_DATE_THRESHOLD_HOURS } from './limits';
import { DEFAULT_TIME_ZONE, zonedParts } from './time-zone';

/** Calendars start the week on Monday in both languages (0 = Sunday, 1 = Monday). */
export const WEEK_STARTS_ON = 1;

const HOUR_MS = 3_600_000;
const KIB = 1024;
const MIB = 1024 * KIB;

const pad2 = (value: number): string => String(value).padStart(2, '0');

export type DueDateKind = 'date' | 'twoDays' | 'oneDay' | 'today' | 'overdue';
export type DueDateDisplay = { kind: DueDateKind; hoursLeft: number };

/**
 * How a reminder shows its due date (spec section 4): 72 h or more left shows the date, 48 h or
 * more "2 days", 24 h or more "1 day", 0 h or more "today", otherwise overdue. Each threshold is
 * inclusive, so exactly 72 h shows the date and the due instant itself is still "today".
 */
export function dueDateDisplay(dueDate: Date, now: Date): DueDateDisplay {
  const hoursLeft = (dueDate.getTime() - now.getTime()) / HOUR_MS;
  const kind: DueDateKind =
    hoursLeft >= DUE_DATE_THRESHOLD_HOURS.date
      ? 'date'
      : hoursLeft >= DUE_DATE_THRESHOLD_HOURS.twoDays
        ? 'twoDays'
        : hoursLeft >= DUE_DATE_THRESHOLD_HOURS.oneDay
          ? 'oneDay'
          : hoursLeft >= 0
            ? 'today'
            : 'overdue';
  return { kind, hoursLeft };
}

/** The translated due-date text of a reminder, e.g. 'Noch 2 Tage' or 'Fällig am 5.03.2026'. */
export function dueDateLabel(dueDate: Date, now: Date, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  const { kind } = dueDateDisplay(dueDate, now);
  return translate(locale, `dueDate.${kind}`, { date: formatDate(dueDate, locale, timeZone) });
}

/**
 * A storage-safe file name: trimmed, lower-cased, and every character other than ASCII letters,
 * digits, '_', '.' and '-' replaced with '_' (so no path separators or spaces survive).
 */
export function sanitizeFileName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\w.-]/g, '_');
}

/** Formats a number in the locale's style (German: 1.234,5). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], options).format(value);
}

/** File size: whole KB (rounded up, so a tiny file never shows 0 KB) below 1 MB, else MB with one decimal. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const kb = Math.ceil(bytes / KIB);
  // Rounding up must not produce '1024 KB': that size is shown as '1.0 MB'.
  if (kb < 1024) return `${formatNumber(kb, locale)} KB`;
  const mb = formatNumber(bytes / MIB, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${mb} MB`;
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

/** A date as en DD/MM/YYYY or de D.MM.YYYY in the given time zone (default Europe/Berlin). */
export function formatDate(date: Date, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(date, timeZone);
  return locale === 'de' ? `${day}.${pad2(month)}.${year}` : `${pad2(day)}/${pad2(month)}/${year}`;
}

/** A time as HH:mm (24-hour clock) in the given time zone. */
export function formatTime(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const { hour, minute } = zonedParts(date, timeZone);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** Date and time together, e.g. '5.03.2026 14:30'. */
export function formatDateTime(date: Date, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  return `${formatDate(date, locale, timeZone)} ${formatTime(date, timeZone)}`;
}
