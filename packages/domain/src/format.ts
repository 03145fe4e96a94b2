import { INTL_LOCALE_TAGS, type Locale } from './i18n/locales';
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

/**
 * A storage-safe file name that still reads as the uploader wrote it: trimmed, in Unicode's composed
 * form, capitals and umlauts kept ("Datenschutzhinweise für Bewerberinnen.pdf"); every character
 * other than letters, digits, spaces, '_', '.', '-' and parentheses becomes '_', so no path
 * separator or control character survives.
 */
export function sanitizeFileName(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/[^\p{L}\p{M}\p{N} _.()-]/gu, '_');
}

/** Formats a number in the locale's style (German: 1.234,5). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE_TAGS[locale], options).format(value);
}

const LARGE_UNITS = ['MB', 'GB', 'TB'] as const;

/**
 * File size: whole KB (rounded up, so a tiny file never shows 0 KB) below 1 MB, then MB, GB or TB
 * with at most one decimal: '5 MB', '1,5 MB', '1 GB' (never '1.024,0 MB').
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const kb = Math.ceil(bytes / KIB);
  if (kb < 1024) return `${formatNumber(kb, locale)} KB`;
  let value = bytes / MIB;
  let unit = 0;
  // 1023.96 MB would round to "1.024 MB": from there on it is the next unit
  while (Math.round(value * 10) / 10 >= 1024 && unit < LARGE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, locale, { maximumFractionDigits: 1 })} ${LARGE_UNITS[unit]}`;
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
