import type { PersonalValues } from './identifying-values';
import { genderedSpans } from './neutral-titles';
import { otherPersonSpans } from './other-persons';
import { patternSpansOf } from './redaction-patterns';

/*
 * The one redaction of free text that reaches employers (ARCHITECTURE, "The one promise"): it masks
 * every value of the one list of what identifies a candidate (identifying-values.ts: names, contacts,
 * links and handles, town and region, birth date, employers, schools, certifications, rewards,
 * majors), in any case, with or without diacritics (Müller / Mueller / Muller / MÜLLER), inflected
 * (Müllers, Müller's), split across punctuation (M.ü.l.l.e.r, Müller-Lüdenscheid); plus what needs
 * no profile: any e-mail address, phone number, URL or @handle, also spelt out, dates and birth years
 * (redaction-patterns.ts) and the names of other people (other-persons.ts). A range of months
 * becomes a duration, and gendered titles take their neutral form (neutral-titles.ts). It masks
 * rather too much than too little.
 */

/** What a masked piece of text is replaced with; the profile review marks it for the candidate. */
export const REDACTION_MARK = '[…]';

/**
 * The kinds of what the redaction masks or rewrites, in the order the candidate's review lists them
 * and, where two overlap, the one that names the span ("gender" rewrites a word, it masks nothing).
 */
export const REDACTION_KINDS = [
  'name',
  'email',
  'phone',
  'link',
  'handle',
  'birth_date',
  'place',
  'school',
  'organisation',
  'credential',
  'award',
  'major',
  'other_person',
  'date',
  'gender',
] as const;
export type RedactionKind = (typeof REDACTION_KINDS)[number];

export type Redaction = { text: string; masked: RedactionKind[] };

/** One piece of the original text and what stands in its place: the mark, a duration or a neutral word. */
export type RedactionSpan = { start: number; end: number; kind: RedactionKind; replacement: string };

type Span = { start: number; end: number; kind: RedactionKind; replacement?: string };

/** Words that name a kind of organisation rather than one; they alone are not masked. */
const GENERIC_ORGANISATION_WORDS = new Set([
  'gmbh',
  'ag',
  'kg',
  'ug',
  'se',
  'ev',
  'inc',
  'ltd',
  'llc',
  'plc',
  'corp',
  'corporation',
  'company',
  'co',
  'group',
  'gruppe',
  'holding',
  'the',
  'and',
  'und',
  'of',
  'for',
  'fur',
  'fuer',
  'der',
  'die',
  'das',
  'des',
  'den',
  'dem',
  'de',
  'la',
  'le',
  'at',
  'in',
  'am',
  'an',
  'im',
  'zu',
  'von',
  'university',
  'universitat',
  'universitaet',
  'universidad',
  'universite',
  'college',
  'school',
  'schule',
  'hochschule',
  'fachhochschule',
  'gymnasium',
  'realschule',
  'institute',
  'institut',
  'institutes',
  'academy',
  'akademie',
  'technische',
  'technical',
  'technology',
  'technologies',
  'applied',
  'sciences',
  'science',
  'wissenschaften',
  'angewandte',
  'state',
  'national',
  'international',
  'services',
  'service',
  'solutions',
  'consulting',
  'software',
  'digital',
  'systems',
  'bank',
  'hospital',
  'klinikum',
  'department',
  'center',
  'centre',
  'zentrum',
  'office',
  'agency',
  'agentur',
  'media',
  'studio',
  'labs',
  'lab',
  'partners',
  'partner',
  'foundation',
  'stiftung',
  'verein',
  'club',
  'high',
  'middle',
  'primary',
  'grundschule',
  'berufsschule',
  'campus',
  'faculty',
  'fakultat',
  'fakultaet',
  'medical',
  'research',
  'european',
  'europe',
  'germany',
  'deutschland',
  'deutsche',
  'german',
  'new',
  'north',
  'south',
  'east',
  'west',
  'city',
  'stadt',
  'marketing',
  'sales',
  'management',
  'engineering',
  'informatik',
  'computer',
  'design',
  'health',
  'care',
  'team',
  'logistik',
  'logistics',
  'versicherung',
  'versicherungen',
  'insurance',
  'analytics',
  'data',
  'daten',
  'energie',
  'energy',
  'automotive',
  'immobilien',
  'pharma',
  'handel',
  'retail',
]);

/** Kinds whose values are also found inside a longer word ("Müllerei", "Dresdenbüro"). */
const COMPOUND_KINDS = new Set<RedactionKind>([
  'name',
  'email',
  'link',
  'handle',
  'organisation',
  'school',
  'place',
]);

/** Hosts whose name is a platform, not a person: their first label is not a handle. */
const PLATFORM_HOSTS = new Set([
  'linkedin',
  'github',
  'gitlab',
  'xing',
  'twitter',
  'x',
  'facebook',
  'instagram',
  'behance',
  'dribbble',
  'medium',
  'youtube',
  'bitbucket',
  'stackoverflow',
  'orcid',
  'www',
  'de',
  'com',
]);

/** Endings of inflected names: Müllers, Müller's, Schmidtens, Annas. */
const INFLECTIONS = ['s', 'es', 'n', 'en', 'e', 'er', 'ern', 'ns'];

/**
 * A value this long (in folded letters) is masked even inside a longer word, as German compounds
 * carry names ("Müllerei", "Hafenkanteteam"); a shorter one only as a word of its own, so that "Ann"
 * leaves "Planning" alone.
 */
const COMPOUND_MIN = 5;

const TECH_DOMAINS = new Set(['asp.net', 'vb.net', 'ado.net', 'node.js', 'vue.js', 'next.js']);

const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+/giu;
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@.])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|de|org|net|io|dev|me|eu|at|ch|info|app|co|uk|ly|page|site|xyz)\b(?:\/[^\s<>"'()]*)?/giu;
const PHONE = /(?:\+|\b00|\b0)\d[\d\s()/.-]{5,}\d/g;
const NUMERIC_DATE = /^\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}$/;
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]{2,}/gu;

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

const EXPANDED: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ı: 'i',
};

/** The folds of the characters met so far: `toLocaleLowerCase` and `normalize` per character are slow. */
const folds = new Map<string, [string, string]>();

const ASCII_FOLDS: [string, string][] = Array.from({ length: 128 }, (_, code) => {
  const lower = String.fromCharCode(code).toLowerCase();
  const kept = /[a-z0-9]/.test(lower) ? lower : '';
  return [kept, kept];
});

/**
 * Two spellings of one character for matching, lowercase letters and digits only: umlauts written
 * out ("ü" → "ue", as German does) and without their marks ("ü" → "u").
 */
function foldChar(char: string): [string, string] {
  const code = char.charCodeAt(0);
  if (code < 128) return ASCII_FOLDS[code] as [string, string];
  let folded = folds.get(char);
  if (folded === undefined) {
    folded = foldCharOnce(char);
    folds.set(char, folded);
  }
  return folded;
}

function foldCharOnce(char: string): [string, string] {
  const lower = char.toLocaleLowerCase('de');
  const stripped = lower.normalize('NFD').replace(/\p{M}/gu, '');
  const german = EXPANDED[lower] ?? stripped;
  const plain = 'äöü'.includes(lower) ? stripped : german;
  const keep = (text: string) => text.replace(/[^a-z0-9]/g, '');
  return [keep(german), keep(plain)];
}

/** The letters and digits of a text in one spelling, each with the index of its original character. */
type Skeleton = { text: string; origin: number[] };

function skeletons(text: string): [Skeleton, Skeleton] {
  const parts: [string[], string[]] = [[], []];
  const origins: [number[], number[]] = [[], []];
  let index = 0;
  for (const char of text) {
    const folded = foldChar(char);
    for (const variant of [0, 1] as const) {
      const part = folded[variant];
      parts[variant].push(part);
      for (let i = 0; i < part.length; i++) origins[variant].push(index);
    }
    index += char.length;
  }
  return [
    { text: parts[0].join(''), origin: origins[0] },
    { text: parts[1].join(''), origin: origins[1] },
  ];
}

function foldAll(value: string): string[] {
  const [german, plain] = skeletons(value);
  return [...new Set([german.text, plain.text])].filter((s) => s.length > 0);
}

/** The words a value is made of (a name or an organisation may be written in parts). */
const wordsOf = (value: string) => value.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);

type Needle = { folded: string; kind: RedactionKind };

function needlesOf(values: PersonalValues): Needle[] {
  const needles: Needle[] = [];
  const add = (value: string, kind: RedactionKind, minLength: number) => {
    for (const folded of foldAll(value)) if (folded.length >= minLength) needles.push({ folded, kind });
  };
  for (const name of values.names) {
    add(name, 'name', 2);
    for (const word of wordsOf(name)) add(word, 'name', 2);
  }
  for (const email of values.emails) {
    add(email, 'email', 3);
    const local = email.split('@')[0] ?? '';
    add(local, 'email', 3);
    for (const word of wordsOf(local)) add(word, 'email', 4);
  }
  for (const phone of values.phones) {
    const digits = phone.replace(/\D/g, '');
    if (digits.length >= 6) needles.push({ folded: digits, kind: 'phone' });
    if (digits.startsWith('49') && digits.length > 8)
      needles.push({ folded: `0${digits.slice(2)}`, kind: 'phone' });
    if (digits.startsWith('0') && digits.length > 6) needles.push({ folded: digits.slice(1), kind: 'phone' });
  }
  for (const link of values.links) {
    const bare = link.replace(/^(https?:)?\/\//i, '').replace(/^www\./i, '');
    add(bare, 'link', 4);
    const [host = '', ...path] = bare.split('/');
    const hostLabel = host.split('.')[0] ?? '';
    if (!PLATFORM_HOSTS.has(hostLabel.toLowerCase())) add(hostLabel, 'link', 3);
    for (const segment of path) {
      if (!/^(in|pub|profile|user|users|u|company)$/i.test(segment)) add(segment, 'handle', 3);
    }
  }
  const addDistinctive = (value: string, kind: RedactionKind) => {
    add(value, kind, 2);
    for (const word of wordsOf(value)) {
      const distinctive = foldAll(word).every((folded) => !GENERIC_ORGANISATION_WORDS.has(folded));
      if (distinctive) add(word, kind, 3);
    }
  };
  for (const organisation of values.organisations) addDistinctive(organisation, 'organisation');
  for (const school of values.schools ?? []) addDistinctive(school, 'school');
  for (const place of values.places ?? []) addDistinctive(place, 'place');
  for (const credential of values.credentials ?? []) add(credential, 'credential', 3);
  for (const award of values.awards ?? []) add(award, 'award', 3);
  for (const major of values.majors ?? []) add(major, 'major', 3);
  for (const birthDate of values.birthDates ?? []) {
    const [year = '', month = '', day = ''] = birthDate.split('-');
    const short = (part: string) => String(Number(part));
    for (const written of [
      `${day}${month}${year}`,
      `${short(day)}${short(month)}${year}`,
      `${day}${month}${year.slice(2)}`,
      `${year}${month}${day}`,
      `${month}${day}${year}`,
    ])
      if (written.length >= 6) needles.push({ folded: written, kind: 'birth_date' });
  }
  // longest first, so that a full name is one mask rather than several
  return needles.sort((a, b) => b.folded.length - a.folded.length);
}

/** The end of a match widened over an inflection ending; null when the match ends inside a longer word. */
function wordEnd(text: string, end: number): number | null {
  if (!isWordChar(text[end])) {
    const apostrophe = text[end] === "'" || text[end] === '’';
    if (apostrophe && /^s(?![\p{L}\p{N}])/u.test(text.slice(end + 1))) return end + 2;
    return end;
  }
  let stop = end;
  while (isWordChar(text[stop])) stop++;
  const rest = text.slice(end, stop).toLocaleLowerCase('de');
  return INFLECTIONS.includes(rest) ? stop : null;
}

function personalSpans(text: string, needles: Needle[]): Span[] {
  const spans: Span[] = [];
  for (const skeleton of skeletons(text)) {
    for (const needle of needles) {
      let from = skeleton.text.indexOf(needle.folded);
      while (from !== -1) {
        const start = skeleton.origin[from] as number;
        const lastOrigin = skeleton.origin[from + needle.folded.length - 1] as number;
        const lastChar = text.codePointAt(lastOrigin) as number;
        let end = lastOrigin + (lastChar > 0xffff ? 2 : 1);
        // a skeleton position inside an expanded character ("ae" of "ä") starts or ends with it
        const startsWord = !isWordChar(text[start - 1]) && skeleton.origin[from - 1] !== start;
        const widened =
          skeleton.origin[from + needle.folded.length] === lastOrigin ? null : wordEnd(text, end);
        // a short value found across a space is two other words ("Sie gern" is not "Sieg")
        if (needle.folded.length < 6 && /\s/u.test(text.slice(start, end))) {
          from = skeleton.text.indexOf(needle.folded, from + 1);
          continue;
        }
        if (startsWord && widened !== null) {
          spans.push({ start, end: widened, kind: needle.kind });
        } else if (needle.folded.length >= COMPOUND_MIN && COMPOUND_KINDS.has(needle.kind)) {
          // inside a compound (Müllerei, Ex-Hafenkantler, Elbwerkteam): the whole word goes
          let wordStart = start;
          while (isWordChar(text[wordStart - 1])) wordStart--;
          while (isWordChar(text[end])) end++;
          spans.push({ start: wordStart, end, kind: needle.kind });
        }
        from = skeleton.text.indexOf(needle.folded, from + 1);
      }
    }
  }
  return spans;
}

function patternSpans(text: string): Span[] {
  const spans: Span[] = [];
  const collect = (pattern: RegExp, kind: RedactionKind, keep: (match: string) => boolean = () => true) => {
    for (const match of text.matchAll(pattern)) {
      if (keep(match[0])) spans.push({ start: match.index, end: match.index + match[0].length, kind });
    }
  };
  collect(EMAIL, 'email');
  collect(URL_WITH_SCHEME, 'link');
  collect(BARE_DOMAIN, 'link', (match) => !TECH_DOMAINS.has(match.toLowerCase()));
  // "03.02.1987" is a date (redaction-patterns.ts), not a phone number
  collect(PHONE, 'phone', (match) => match.replace(/\D/g, '').length >= 7 && !NUMERIC_DATE.test(match));
  collect(HANDLE, 'handle');
  spans.push(...patternSpansOf(text));
  for (const span of otherPersonSpans(text)) spans.push({ ...span, kind: 'other_person' });
  return spans;
}

const PRIORITY = new Map<RedactionKind, number>(REDACTION_KINDS.map((kind, index) => [kind, index]));
const priorityOf = (kind: RedactionKind) => PRIORITY.get(kind) ?? REDACTION_KINDS.length;

/**
 * The spans of `text` to replace, in order and without overlaps: overlapping (and touching) masks
 * become one mask, named by the longest of them and, among equally long ones, by the first kind of
 * REDACTION_KINDS; a rewrite (a duration, a neutral title) stands only where nothing is masked.
 */
function spansOf(text: string, needles: Needle[]): RedactionSpan[] {
  if (text.length === 0) return [];
  const masks = [...patternSpans(text), ...personalSpans(text, needles)].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  const merged: Span[] = [];
  const named = new Map<Span, number>();
  for (const span of masks) {
    const last = merged.at(-1);
    const overlaps = last !== undefined && span.start < last.end;
    const touches = last !== undefined && span.start === last.end;
    if (last && (overlaps || (touches && last.replacement === undefined && span.replacement === undefined))) {
      // a duration that overlaps a mask is no longer a duration, but a mask over both
      if (overlaps) delete last.replacement;
      // the longest of the overlapping spans names the mask ("joerg.mueller@…" is an e-mail)
      const length = span.end - span.start;
      const lastLength = named.get(last) ?? 0;
      if (length > lastLength || (length === lastLength && priorityOf(span.kind) < priorityOf(last.kind))) {
        last.kind = span.kind;
        named.set(last, length);
      }
      last.end = Math.max(last.end, span.end);
    } else {
      const copy = { ...span };
      named.set(copy, span.end - span.start);
      merged.push(copy);
    }
  }
  const rewrites = genderedSpans(text).filter(
    (rewrite) => !merged.some((span) => rewrite.start < span.end && span.start < rewrite.end),
  );
  return [...merged, ...rewrites.map((rewrite) => ({ ...rewrite, kind: 'gender' as const }))]
    .sort((a, b) => a.start - b.start)
    .map((span) => ({ ...span, replacement: span.replacement ?? REDACTION_MARK }));
}

function apply(text: string, needles: Needle[]): Redaction {
  let result = '';
  let at = 0;
  const spans = spansOf(text, needles);
  for (const span of spans) {
    result += text.slice(at, span.start) + span.replacement;
    at = span.end;
  }
  return { text: result + text.slice(at), masked: spans.map((span) => span.kind) };
}

/** Masks every personal value and every contact of any kind in `text`. */
export function redact(text: string, values: PersonalValues): Redaction {
  return apply(text, needlesOf(values));
}

/** Redacts with prepared values; the anonymous CV redacts many fields of one profile. */
export function redactor(values: PersonalValues): (text: string) => Redaction {
  const needles = needlesOf(values);
  return (text) => apply(text, needles);
}

/** What the redaction replaces in `text` and with what, against the original's positions (the eval). */
export function redactionSpans(text: string, values: PersonalValues): RedactionSpan[] {
  return spansOf(text, needlesOf(values));
}
