import { DEFAULT_TIME_ZONE, formatDate, formatTime } from '@veil/domain';
import type { Locale } from '@veil/domain/i18n';

/*
 * The candidate sees interview times in their own time zone, the browser's, and is told which one
 * it is: the company plans in its zone (COMPANY_TIME_ZONE), the API sends instants, and a candidate
 * abroad must not have to convert.
 */

/** The browser's IANA time zone (DEFAULT_TIME_ZONE where the browser names none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

/** A slot's day, start and end as the candidate's language writes them, in a zone. */
export function slotTexts(
  slot: { start: string; end: string },
  locale: Locale,
  timeZone: string,
): { date: string; start: string; end: string } {
  const start = new Date(slot.start);
  return {
    date: formatDate(start, locale, timeZone),
    start: formatTime(start, timeZone),
    end: formatTime(new Date(slot.end), timeZone),
  };
}
