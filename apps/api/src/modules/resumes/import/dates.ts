/*
 * Dates as CVs write them, in English and German: "Oct 2024", "June 2022", "Sep. 2019", "03/2019",
 * "2015", ranges between two of them with a dash, "to" or "bis" (or nothing but a space, as
 * soft hyphens vanish), an open end ("Present", "heute", "bis heute", "current", "now") and
 * "Seit 05/2019" / "since 2019". Months come out as YYYY-MM; a bare year starts in its January
 * and ends in its December.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januar: 1,
  jän: 1,
  jänner: 1,
  feb: 2,
  february: 2,
  februar: 2,
  mar: 3,
  march: 3,
  mär: 3,
  märz: 3,
  maerz: 3,
  mrz: 3,
  apr: 4,
  april: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juni: 6,
  jul: 7,
  july: 7,
  juli: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  okt: 10,
  oktober: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  dez: 12,
  dezember: 12,
};

const MONTH_NAME = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const DATE = `(?:(?:${MONTH_NAME})\\.?\\s*\\d{4}|\\d{1,2}\\s*[./]\\s*\\d{4}|(?:19|20)\\d{2})`;
const PRESENT = '(?:bis\\s+heute|heute|present|current|now|today|jetzt|aktuell|laufend|ongoing)';
const SEPARATOR = '\\s*(?:[-–—‐−~]|to|bis|until)?\\s*';
const RANGE = new RegExp(
  `(?<since>\\b(?:seit|since|ab)\\s+)?(?<from>${DATE})(?:${SEPARATOR}(?<to>${DATE}|${PRESENT}\\b))?`,
  'iu',
);

/** A range of months read from text; `to` is null and `current` true for an open end. */
export type DateRange = {
  from: string | null;
  to: string | null;
  current: boolean;
  /** the text of the range as it stands in the line */
  match: string;
  /** whether the text held two dates or an open end, not a single date */
  isRange: boolean;
};

/** The month a date token names, as YYYY-MM; a bare year gives its first or last month. */
export function monthOf(token: string, end: 'start' | 'end'): string | null {
  const text = token.trim().toLowerCase();
  const named = text.match(new RegExp(`^(${MONTH_NAME})\\.?\\s*(\\d{4})$`, 'u'));
  if (named) return month(Number(named[2]), MONTHS[named[1] as string] ?? 0);
  const numeric = text.match(/^(\d{1,2})\s*[./]\s*(\d{4})$/);
  if (numeric) return month(Number(numeric[2]), Number(numeric[1]));
  const year = text.match(/^(\d{4})$/);
  if (year) return month(Number(year[1]), end === 'start' ? 1 : 12);
  return null;
}

function month(year: number, value: number): string | null {
  if (value < 1 || value > 12 || year < 1940 || year > 2100) return null;
  return `${year}-${String(value).padStart(2, '0')}`;
}

/** The first date or range of dates in a text, or null. */
export function findDateRange(text: string): DateRange | null {
  const found = text.match(RANGE);
  if (!found?.groups || found.index === undefined) return null;
  const { since, from, to } = found.groups;
  const present = to !== undefined && new RegExp(`^${PRESENT}$`, 'iu').test(to.trim());
  const start = monthOf(from ?? '', 'start');
  if (!start) return null;
  if (since) return { from: start, to: null, current: true, match: found[0], isRange: true };
  if (to === undefined) return { from: start, to: null, current: false, match: found[0], isRange: false };
  const end = present ? null : monthOf(to, 'end');
  return { from: start, to: end, current: present, match: found[0], isRange: true };
}

/** Whether a text is nothing but a date or a range (with "Grad.", brackets, dots around it). */
export function isOnlyDate(text: string): boolean {
  const range = findDateRange(text);
  if (!range) return false;
  const rest = text.replace(range.match, '').replace(/grad\.?|start|ende?|[·()|,.:\s]/giu, '');
  return rest === '';
}
