/*
 * The patterns of personal data that need no profile (issue 36): e-mail addresses spelt out
 * ("vorname at domain dot de", "name[at]firma[punkt]de"), phone numbers in digit groups or number
 * words ("null eins sieben eins 8642097"), dates in the common German and English forms (numeric and
 * with month names) and a bare birth year next to "geboren", "Jahrgang", "born". A range of months
 * ("März 2016 bis August 2021") becomes the neutral duration the structured CV shows
 * ("5 Jahre und 6 Monate"); any other date is masked.
 */

export type PatternKind = 'email' | 'phone' | 'date' | 'birth_date';
export type PatternSpan = { start: number; end: number; kind: PatternKind; replacement?: string };

const TLD = '(?:de|com|org|net|io|dev|me|eu|at|ch|info|app|co|uk|biz|online|email|mail)';
const AT = String.raw`(?:\s*(?:\(at\)|\[at\]|\{at\}|<at>|\(ät\)|\[ät\]|\(a\)|\[a\]|@)\s*|\s+(?:at|ät|AT)\s+)`;
const DOT = String.raw`(?:\s*(?:\(dot\)|\[dot\]|\{dot\}|<dot>|\(punkt\)|\[punkt\]|\(\.\)|\[\.\])\s*|\s+(?:dot|punkt|DOT|PUNKT)\s+|\.)`;
const PART = String.raw`[\p{L}\p{N}_%+-]+`;
/** Whether a text has anything that may stand for "@" at all (most have not: the long pattern is skipped). */
const AT_WRITTEN = /\(at\)|\[at\]|\{at\}|<at>|\(ät\)|\[ät\]|\(a\)|\[a\]|@|\sat\s|\sät\s/iu;
/** An address written with words or brackets for "@" and "." (the plain one is redaction.ts's EMAIL). */
const SPELT_EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}_%+-])${PART}(?:${DOT}${PART})*${AT}${PART}(?:${DOT}${PART})*${DOT}${TLD}(?![\\p{L}\\p{N}])`,
  'giu',
);

const DIGIT_WORDS: Record<string, number> = {
  null: 1,
  eins: 1,
  ein: 1,
  zwei: 1,
  zwo: 1,
  drei: 1,
  vier: 1,
  fünf: 1,
  fuenf: 1,
  sechs: 1,
  sieben: 1,
  acht: 1,
  neun: 1,
  zero: 1,
  oh: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
  double: 0,
  triple: 0,
  doppel: 0,
  plus: 0,
};
/** A run of number words and digit groups: "null eins sieben eins 8642097", "plus four nine one…". */
const NUMBER_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${Object.keys(DIGIT_WORDS).join('|')}|\\+?\\d+)(?:[\\s,/.–-]{1,3}|$)){3,}`,
  'giu',
);
/** A phone number after a word that announces one, also without a leading 0 or +. */
const PHONE_AFTER_CUE =
  /(?=[+(\d])(?<=(?<![\p{L}])(?:tel|telefon|handy|mobil|mobile|phone|fon|fax|ruf|call|whatsapp|erreichbar unter|unter der nummer)\.?:?\s{0,3})[+(]?\d[\d\s()/.-]{4,}\d/giu;

const MONTHS_DE = [
  ['januar', 'jänner', 'jan'],
  ['februar', 'feber', 'feb'],
  ['märz', 'maerz', 'mär', 'mrz'],
  ['april', 'apr'],
  ['mai'],
  ['juni', 'jun'],
  ['juli', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['oktober', 'okt'],
  ['november', 'nov'],
  ['dezember', 'dez'],
];
const MONTHS_EN = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];
const MONTH_NUMBER = new Map<string, number>();
const GERMAN_MONTHS = new Set<string>();
for (const [list, german] of [
  [MONTHS_EN, false],
  [MONTHS_DE, true],
] as const) {
  list.forEach((names, index) => {
    for (const name of names) {
      MONTH_NUMBER.set(name, index + 1);
      if (german && !MONTHS_EN[index]?.includes(name)) GERMAN_MONTHS.add(name);
    }
  });
}
const MONTH = `(?:${[...MONTH_NUMBER.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?`;
const YEAR = '(?:19|20)\\d{2}';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const NUM_MONTH = '(?:0?[1-9]|1[0-2])';
const ORDINAL = '(?:st|nd|rd|th|\\.)?';

/** One date: day, month and year, or month and year, or a day and a month, in any common form. */
const DATE_FORMS = [
  `${DAY}\\.\\s?${NUM_MONTH}\\.\\s?(?:${YEAR}|\\d{2})(?!\\d)`, // 19.03.1987, 19. 3. 87
  `${DAY}\\/${NUM_MONTH}\\/(?:${YEAR}|\\d{2})(?!\\d)`, // 19/03/1987
  `${NUM_MONTH}\\/${DAY}\\/${YEAR}(?!\\d)`, // 03/19/1987
  `${YEAR}-${NUM_MONTH}-${DAY}(?!\\d)`, // 1987-03-19
  `${DAY}-${NUM_MONTH}-${YEAR}(?!\\d)`, // 19-03-1987
  `${DAY}${ORDINAL}\\s?(?:of\\s)?${MONTH}\\s?,?\\s?${YEAR}`, // 19. März 1987, 19th of March 1987
  `${MONTH}\\s${DAY}${ORDINAL}?,?\\s${YEAR}`, // March 19, 1987
  `${MONTH}\\s?,?\\s?${YEAR}`, // März 2016, Mar. 2016
  `${NUM_MONTH}\\s?[./]\\s?${YEAR}(?!\\d)`, // 03/2016, 3.2016
  `${YEAR}[-/]${NUM_MONTH}(?![\\d-])`, // 2016-03
  `${DAY}${ORDINAL}\\s?(?:of\\s)?${MONTH}(?!\\s?\\d)`, // 19. März, 19th of March
  `${MONTH}\\s${DAY}(?:st|nd|rd|th)?(?![\\d.:])`, // March 19
];
const DATE = `(?:${DATE_FORMS.join('|')})`;
const OPEN_END = '(?:heute|jetzt|dato|present|today|now|current|date)';
const RANGE_SEPARATOR =
  '\\s?(?:-|–|—|bis(?:\\s(?:zum|einschließlich))?|to|until|till|through|thru|und|and)\\s?';
const DATE_OR_RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:von|vom|seit|ab|zwischen|from|since|between)\\s)?(${DATE})(?:${RANGE_SEPARATOR}(?:(${DATE})|(?:${OPEN_END})(?![\\p{L}])))?(?![\\p{L}\\p{N}])`,
  'giu',
);

/** A birth year (or date) after a word that says so, or "1987 geboren", or an age. */
const BIRTH =
  /(?=(?:19|20)\d{2})(?<=(?<![\p{L}])(?:geboren|geb\.|jahrgang|jg\.|born|birth\s?year|year of birth|geburtsjahr|geburtsdatum|date of birth|d\.o\.b\.|dob|b\.)(?:\s(?:am|im|in|on|the|ist|is|:|–|-))*:?\s{0,3})(?:19|20)\d{2}(?!\d)|(?<![\p{L}\p{N}])(?:19|20)\d{2}(?=\s(?:geboren|born)(?![\p{L}]))|(?<![\p{L}\p{N}.])(?:1[6-9]|[2-7]\d)(?=\s?(?:Jahre alt|years old|year-old|-year-old|-jährige[rn]?\s(?:Frau|Mann|Mutter|Vater|Entwickler|Bewerber))(?![\p{L}]))/giu;
const BIRTH_CUE_BEFORE =
  /(?:geboren|geb\.|born|geburtsdatum|date of birth|d\.o\.b\.|dob)(?:\s(?:am|im|in|on|the|:))*:?\s{0,3}$/iu;

function monthOfDate(date: string): { year: number; month: number } | null {
  const monthName = /\p{L}+/u.exec(date)?.[0]?.toLowerCase();
  const year = /(?:19|20)\d{2}/.exec(date)?.[0];
  if (!year) return null;
  if (monthName) {
    const month = MONTH_NUMBER.get(monthName);
    if (month === undefined) return null;
    // a day as well ("19. März 2016") is more than a month: masked, not turned into a duration
    if (
      /\d{1,2}(?:st|nd|rd|th|\.)?\s?(?:of\s)?\p{L}/u.test(date) ||
      /\p{L}\.?\s\d{1,2}(?:st|nd|rd|th)?,/u.test(date)
    )
      return null;
    return { year: Number(year), month };
  }
  const numeric = /^(\d{1,2})\s?[./]\s?(\d{4})$/.exec(date) ?? /^(\d{4})[-/](\d{1,2})$/.exec(date);
  if (!numeric) return null;
  const [first = '', second = ''] = [numeric[1], numeric[2]];
  return first.length === 4
    ? { year: Number(first), month: Number(second) }
    : { year: Number(second), month: Number(first) };
}

function durationText(months: number, german: boolean): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = german
    ? [
        years > 0 ? `${years} ${years === 1 ? 'Jahr' : 'Jahre'}` : '',
        rest > 0 ? `${rest} ${rest === 1 ? 'Monat' : 'Monate'}` : '',
      ]
    : [
        years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
        rest > 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
      ];
  return parts.filter((part) => part !== '').join(german ? ' und ' : ' and ');
}

/** "März 2016 bis August 2021" → "5 Jahre und 6 Monate", counted as the structured CV counts. */
function rangeReplacement(match: RegExpMatchArray, germanText: boolean): string | undefined {
  const [whole, from = '', to] = [match[0], match[1], match[2]];
  if (to === undefined) return undefined;
  // "März 2016 und Mai 2017" are two dates, "zwischen März 2016 und Mai 2017" a period
  if (/\s(?:und|and)\s/iu.test(whole) && !/^(?:zwischen|between)\s/iu.test(whole)) return undefined;
  const start = monthOfDate(from);
  const end = monthOfDate(to);
  if (!start || !end) return undefined;
  const months = (end.year - start.year) * 12 + (end.month - start.month) + 1;
  if (months <= 0) return undefined;
  const words = whole.toLowerCase().match(/\p{L}+/gu) ?? [];
  const german =
    words.some(
      (word) => GERMAN_MONTHS.has(word) || ['bis', 'von', 'vom', 'zwischen', 'seit', 'ab'].includes(word),
    ) ||
    (germanText && !words.some((word) => ['to', 'until', 'from', 'between', 'since'].includes(word)));
  const lead = /^(?:von|vom|zwischen|from|between)\s/iu.test(whole);
  const duration = durationText(months, german);
  return lead ? `${german ? 'für' : 'for'} ${duration}` : duration;
}

const GERMAN_WORDS =
  /(?<![\p{L}])(?:und|der|die|das|ich|mit|bei|für|nicht|ist|war|als|von|zu|den|im|habe|wir|davor|danach|seit)(?![\p{L}])/giu;
const ENGLISH_WORDS =
  /(?<![\p{L}])(?:and|the|with|at|for|not|is|was|as|of|to|in|have|we|before|after|since)(?![\p{L}])/giu;

/** Whether a text reads as German rather than English, by its most common small words. */
function readsGerman(text: string): boolean {
  return (text.match(GERMAN_WORDS)?.length ?? 0) >= (text.match(ENGLISH_WORDS)?.length ?? 0);
}

/** The spans of `text` that the profile-free patterns mask or rewrite. */
export function patternSpansOf(text: string): PatternSpan[] {
  const spans: PatternSpan[] = [];
  let german: boolean | undefined;
  for (const match of AT_WRITTEN.test(text) ? text.matchAll(SPELT_EMAIL) : []) {
    spans.push({ start: match.index, end: match.index + match[0].length, kind: 'email' });
  }
  for (const match of text.matchAll(NUMBER_RUN)) {
    const tokens = match[0].toLowerCase().match(/[\p{L}]+|\d+/gu) ?? [];
    const digits = tokens.reduce(
      (sum, token) => sum + (/^\d+$/.test(token) ? token.length : (DIGIT_WORDS[token] ?? 0)),
      0,
    );
    const words = tokens.filter((token) => !/^\d+$/.test(token) && (DIGIT_WORDS[token] ?? 0) > 0).length;
    if (digits >= 7 && words >= 2) {
      const trimmed = match[0].replace(/[\s,/.–-]+$/u, '');
      spans.push({ start: match.index, end: match.index + trimmed.length, kind: 'phone' });
    }
  }
  for (const match of text.matchAll(PHONE_AFTER_CUE)) {
    if (match[0].replace(/\D/g, '').length >= 5)
      spans.push({ start: match.index, end: match.index + match[0].length, kind: 'phone' });
  }
  for (const match of text.matchAll(DATE_OR_RANGE)) {
    german ??= readsGerman(text);
    const replacement = rangeReplacement(match, german);
    const birth = BIRTH_CUE_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index));
    // a preposition before a date goes with the duration that replaces a range, and stays otherwise
    const start = replacement === undefined ? match.index + match[0].indexOf(match[1] ?? '') : match.index;
    spans.push({
      start,
      end: match.index + match[0].length,
      kind: birth ? 'birth_date' : 'date',
      ...(replacement === undefined ? {} : { replacement }),
    });
  }
  for (const match of text.matchAll(BIRTH)) {
    spans.push({ start: match.index, end: match.index + match[0].length, kind: 'birth_date' });
  }
  return spans;
}
