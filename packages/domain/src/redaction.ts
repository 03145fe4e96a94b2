/*
 * The one redaction of free text that reaches employers (ARCHITECTURE, "The one promise"): it masks
 * the candidate's own names, e-mail, phone, links and handles and the organisation and school names
 * of their profile, in any case, with or without diacritics (Müller / Mueller / Muller / MÜLLER),
 * inflected (Müllers, Müller's), split across punctuation (M.ü.l.l.e.r, Müller-Lüdenscheid), plus any
 * e-mail address, phone number, URL or @handle at all. It masks rather too much than too little.
 */

/** What a masked piece of text is replaced with; the profile review marks it for the candidate. */
export const REDACTION_MARK = '[…]';

export type RedactionKind = 'name' | 'email' | 'phone' | 'link' | 'handle' | 'organisation';

/** The candidate's personal values the redaction looks for (from `personalValuesOf` of a resume). */
export type PersonalValues = {
  names: readonly string[];
  emails: readonly string[];
  phones: readonly string[];
  links: readonly string[];
  organisations: readonly string[];
};

export type Redaction = { text: string; masked: RedactionKind[] };

type Span = { start: number; end: number; kind: RedactionKind };

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

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+/giu;
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@.])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|de|org|net|io|dev|me|eu|at|ch|info|app|co|uk|ly|page|site|xyz)\b(?:\/[^\s<>"'()]*)?/giu;
const PHONE = /(?:\+|\b00|\b0)\d[\d\s()/.-]{5,}\d/g;
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
};

/**
 * Two spellings of one character for matching, lowercase letters and digits only: umlauts written
 * out ("ü" → "ue", as German does) and without their marks ("ü" → "u").
 */
function foldChar(char: string): [string, string] {
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
  const result: [Skeleton, Skeleton] = [
    { text: '', origin: [] },
    { text: '', origin: [] },
  ];
  let index = 0;
  for (const char of text) {
    const folded = foldChar(char);
    for (const variant of [0, 1] as const) {
      const part = folded[variant];
      result[variant].text += part;
      for (let i = 0; i < part.length; i++) result[variant].origin.push(index);
    }
    index += char.length;
  }
  return result;
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
  for (const organisation of values.organisations) {
    add(organisation, 'organisation', 2);
    for (const word of wordsOf(organisation)) {
      const distinctive = foldAll(word).every((folded) => !GENERIC_ORGANISATION_WORDS.has(folded));
      if (distinctive) add(word, 'organisation', 3);
    }
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
        if (startsWord && widened !== null) {
          spans.push({ start, end: widened, kind: needle.kind });
        } else if (needle.folded.length >= COMPOUND_MIN) {
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
  collect(PHONE, 'phone', (match) => match.replace(/\D/g, '').length >= 7);
  collect(HANDLE, 'handle');
  return spans;
}

function apply(text: string, needles: Needle[]): Redaction {
  if (text.length === 0) return { text, masked: [] };
  const spans = [...patternSpans(text), ...personalSpans(text, needles)].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  let result = '';
  let at = 0;
  for (const span of merged) {
    result += text.slice(at, span.start) + REDACTION_MARK;
    at = span.end;
  }
  return { text: result + text.slice(at), masked: merged.map((span) => span.kind) };
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
