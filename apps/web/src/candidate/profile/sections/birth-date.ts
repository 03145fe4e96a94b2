import type { Locale } from '@veil/domain/i18n';

/** The earliest birth date a profile takes. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** How a birth date is written in each language (ARCHITECTURE.md: de D.MM.YYYY, en DD/MM/YYYY). */
export const BIRTH_DATE_FORMAT: Record<Locale, string> = { de: 'D.MM.YYYY', en: 'DD/MM/YYYY' };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Day, month, year in that order (as both languages write them), with '.', '/' or '-' between. */
const DAY_FIRST = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A typed birth date as `YYYY-MM-DD`, or null when it is no date of the calendar. Takes the day
 * first, as German and British readers write it ("19.03.1987", "5.3.1987", "19/03/1987"), and ISO
 * dates ("1987-03-19", as the browser's autofill and a paste may bring them); a two-digit year is
 * refused rather than guessed.
 */
export function parseBirthDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const dayFirst = iso ? null : DAY_FIRST.exec(trimmed);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : dayFirst
      ? { year: Number(dayFirst[3]), month: Number(dayFirst[2]), day: Number(dayFirst[1]) }
      : null;
  if (!parts) return null;
  const { year, month, day } = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31 February over into March: only a date that stays itself exists
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * What is wrong with a birth date as the form holds it (`YYYY-MM-DD`, '' when not given, or the
 * text as typed when it is no date): `format` for no date, `range` for one before 1900 or after
 * `today` (`YYYY-MM-DD`), null when it is fine or empty.
 */
export function birthDateProblem(value: string, today: string): 'format' | 'range' | null {
  if (value.trim() === '') return null;
  const date = parseBirthDate(value);
  if (date === null) return 'format';
  return date < EARLIEST_BIRTH_DATE || date > today ? 'range' : null;
}
