/*
 * One date grammar for English and German CVs: months by name ("Oct 2024", "Sep. 2019", "Januar
 * 2020") and by number ("03/2019", "9.2020", "01/06/2007", "2016/09", "2015 / 07"), seasons and
 * semesters ("Summer 2022", "Sommersemester 2019", "WS 2015"), bare years, ranges between two of
 * them with any dash or hyphen (U+2010–2015, U+2212, "to", "bis", "and"), an open end ("Present",
 * "heute", "bis heute", "current", "now", "dato") and "Seit 05/2019" / "since 2019". Letter-spaced
 * digits ("2 0 0 8 – 2 0 1 2") are read as the year they spell. Months come out as YYYY-MM; a bare
 * year starts in its January and ends in its December.
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

const SEASONS: Record<string, number> = {
  spring: 3,
  frühjahr: 3,
  frühling: 3,
  summer: 6,
  sommer: 6,
  sommersemester: 4,
  ss: 4,
  sose: 4,
  fall: 9,
  autumn: 9,
  herbst: 9,
  winter: 12,
  wintersemester: 10,
  ws: 10,
  wise: 10,
};

const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const MONTH_NAME = alternatives(Object.keys(MONTHS));
const SEASON_NAME = alternatives(Object.keys(SEASONS));
const YEAR = '(?:1[6-9]|20)\\d{2}';
const MM = '(?:0?[1-9]|1[0-2])';
const DATE = [
  `\\d{1,2}\\s*[./]\\s*${MM}\\s*[./]\\s*${YEAR}`,
  `${YEAR}(?:\\s*[/.]\\s*|-)${MM}(?![\\d])`,
  `(?:${MONTH_NAME})\\.?\\s*${YEAR}`,
  `${MM}\\s*[./]\\s*${YEAR}`,
  `(?:${SEASON_NAME})\\.?\\s*${YEAR}(?:\\s*/\\s*\\d{2,4})?`,
  YEAR,
]
  .map((form) => `(?<![\\p{L}\\d])${form}(?![\\d])`)
  .join('|');
const PRESENT =
  '(?:bis\\s+heute|bis\\s+dato|heute|dato|gegenwärtig|present|current(?:ly)?|now|today|till\\s+date|to\\s+date|jetzt|aktuell|laufend|ongoing)';
const SEPARATOR = '\\s*(?:[-–—‐‑‒―−~]|to|bis|until|and|und)?\\s*';
const RANGE = new RegExp(
  `(?<since>\\b(?:seit|since|ab)\\s+)?(?<from>${DATE})(?:${SEPARATOR}(?<to>${DATE}|${PRESENT}\\b))?`,
  'iu',
);

/** A range of months read from text; `to` is null and `current` true for an open end. */
export type DateRange = {
  from: string | null;
  to: string | null;
  current: boolean;
  /** the text of the range as it stands in the line (after letter-spaced digits are joined) */
  match: string;
  /** whether the text held two dates or an open end, not a single date */
  isRange: boolean;
};

/** "2 0 0 8" as the year it spells; nothing else changes. */
export function joinSpacedDigits(text: string): string {
  return text.replace(/(?<![\d])(\d) (\d) (\d) (\d)(?![\d])/g, '$1$2$3$4');
}

/** The month a date token names, as YYYY-MM; a bare year gives its first or last month. */
export function monthOf(token: string, end: 'start' | 'end'): string | null {
  const text = joinSpacedDigits(token.trim().toLowerCase());
  const full = text.match(/^\d{1,2}\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})$/);
  if (full) return month(Number(full[2]), Number(full[1]));
  const yearFirst = text.match(/^(\d{4})(?:\s*[/.]\s*|-)(\d{1,2})$/);
  if (yearFirst) return month(Number(yearFirst[1]), Number(yearFirst[2]));
  const named = text.match(new RegExp(`^(${MONTH_NAME})\\.?\\s*(\\d{4})$`, 'u'));
  if (named) return month(Number(named[2]), MONTHS[named[1] as string] ?? 0);
  const numeric = text.match(/^(\d{1,2})\s*[./]\s*(\d{4})$/);
  if (numeric) return month(Number(numeric[2]), Number(numeric[1]));
  const season = text.match(new RegExp(`^(${SEASON_NAME})\\.?\\s*(\\d{4})`, 'u'));
  if (season) return month(Number(season[2]), SEASONS[season[1] as string] ?? 0);
  const year = text.match(/^(\d{4})$/);
  if (year) return month(Number(year[1]), end === 'start' ? 1 : 12);
  return null;
}

function month(year: number, value: number): string | null {
  if (value < 1 || value > 12 || year < 1600 || year > 2100) return null;
  return `${year}-${String(value).padStart(2, '0')}`;
}

/** The first date or range of dates in a text, or null. */
export function findDateRange(raw: string): DateRange | null {
  const text = joinSpacedDigits(raw);
  for (const found of text.matchAll(new RegExp(RANGE, 'giu'))) {
    if (!found.groups) continue;
    const { since, from, to } = found.groups;
    const present = to !== undefined && new RegExp(`^${PRESENT}$`, 'iu').test(to.trim());
    const start = monthOf(from ?? '', 'start');
    if (!start) continue;
    const match = found[0].trim();
    if (since) return { from: start, to: null, current: true, match, isRange: true };
    if (to === undefined) return { from: start, to: null, current: false, match, isRange: false };
    const end = present ? null : monthOf(to, 'end');
    return { from: start, to: end, current: present, match, isRange: true };
  }
  return null;
}

/** Whether a text is nothing but a date or a range (with "Grad.", brackets, dots, icons around it). */
export function isOnlyDate(raw: string): boolean {
  const text = joinSpacedDigits(raw);
  const range = findDateRange(text);
  if (!range) return false;
  const rest = text.replace(range.match, '').replace(/grad\.?|start|ende?|[^\p{L}\p{N}]/giu, '');
  return rest === '';
}

/**
 * A date or range at the end (or start) of a text that says more: "Senior Developer, 2021 - Present",
 * "University of Bremen, 2016/09 - now". Gives the text without the dates, or null.
 */
export function splitTrailingDate(raw: string): { text: string; range: DateRange } | null {
  const text = joinSpacedDigits(raw).trim();
  const range = findDateRange(text);
  if (!range || isOnlyDate(text)) return null;
  const at = text.lastIndexOf(range.match);
  const before = text.slice(0, at);
  const after = text.slice(at + range.match.length);
  if (after.replace(/[^\p{L}\p{N}]/gu, '') === '' && before.trim() !== '')
    return { text: before.replace(/[\s,|(–—-]+$/u, '').trim(), range };
  if (before.replace(/[^\p{L}\p{N}]/gu, '') === '' && after.trim() !== '')
    return { text: after.replace(/^[\s,|)–—:-]+/u, '').trim(), range };
  return null;
}
