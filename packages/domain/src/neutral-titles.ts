import { isGivenName } from './other-persons';

/*
 * Gender-neutral titles (issue 36): "Backend-Entwicklerin" as a job title tells an employer that the
 * candidate is a woman, which anonymous hiring exists to hide. Gendered German job titles and
 * self-descriptions take the form the house writes its own copy in ("Entwickler:in",
 * "Kolleg:innen", "Kaufmann/-frau"), English ones a neutral word ("chairperson", "salesperson").
 *
 * The German feminine form is found by a rule: a capitalised word ending in "-in" or "-innen" whose
 * stem ends like a noun of a person ("-er", "-or", "-ent", "-eur", "-ist", "-ant", …), less a list of
 * words that only look like it ("Termin", "Medizin", "Glycerin") and the given names ("Karin",
 * "Valentin"). The masculine form turns neutral only for the job nouns listed below: "-er" ends too
 * many German words ("Server", "Oktober") for a rule. A demonym such as "Berlinerin" is neutralised
 * like any other person noun ("Berliner:in"): it tells gender just the same.
 */

/** Endings of the stem of a feminine person noun: Entwickler|in, Autor|in, Student|in, Chef|in. */
const PERSON_STEM = /(?:er|or|ör|ent|eur|ist|ast|ant|and|at|ot|ekt|ert|og|eut|är|ar|ef|eg|af|aph|oph|it)$/u;

/** Words ending like a feminine form that are not one (folded to lower case). */
const NOT_FEMININE = new Set([
  'termin',
  'medizin',
  'disziplin',
  'benzin',
  'rubin',
  'vitamin',
  'kamin',
  'magazin',
  'protein',
  'glycerin',
  'glyzerin',
  'nikotin',
  'gelatin',
  'kreatin',
  'keratin',
  'terpentin',
  'rosmarin',
  'stearin',
  'margarin',
  'heparin',
  'mandarin',
  'warfarin',
  'tamarin',
  'bitumin',
  'plugin',
  'login',
  'bulletin',
  'latin',
  'pektin',
  'kaolin',
  'lanolin',
  'satin',
  'austin',
  'begin',
  'margin',
  'origin',
  'within',
  'admin',
  'sysadmin',
  'linkedin',
  'checkin',
  'dauerbrenner',
  'superin',
]);

/** Masculine job nouns (the tail of a compound) that turn into the neutral ":in" form. */
const MASCULINE_JOB_NOUNS = [
  'entwickler',
  'programmierer',
  'ingenieur',
  'berater',
  'leiter',
  'architekt',
  'techniker',
  'mechaniker',
  'mechatroniker',
  'elektriker',
  'elektroniker',
  'informatiker',
  'referent',
  'assistent',
  'praktikant',
  'werkstudent',
  'lehrer',
  'erzieher',
  'verkäufer',
  'mitarbeiter',
  'sachbearbeiter',
  'buchhalter',
  'redakteur',
  'fotograf',
  'grafiker',
  'wissenschaftler',
  'physiker',
  'chemiker',
  'mathematiker',
  'koordinator',
  'direktor',
  'geschäftsführer',
  'gründer',
  'inhaber',
  'spezialist',
  'ansprechpartner',
  'dozent',
  'lektor',
  'übersetzer',
  'dolmetscher',
  'jurist',
  'apotheker',
  'therapeut',
  'sozialarbeiter',
  'kundenbetreuer',
  'vertriebler',
  'bibliothekar',
  'sekretär',
  'arbeiter',
  'pfleger',
  'bäcker',
  'kassierer',
  'lagerist',
  'bewerber',
  'prüfer',
  'ingenieur',
  'monteur',
  'friseur',
  'konstrukteur',
  'disponent',
  'einkäufer',
  'steuerberater',
  'wirtschaftsprüfer',
  'doktorand',
  'absolvent',
  'autor',
  'künstler',
  'musiker',
  'schreiner',
  'tischler',
  'maler',
  'gärtner',
  'fahrer',
  'kellner',
  'pilot',
  'polizist',
  'soldat',
  'kandidat',
  'experte:expert',
  'kollege:kolleg',
  'psychologe:psycholog',
  'pädagoge:pädagog',
  'biologe:biolog',
  'soziologe:soziolog',
  'geologe:geolog',
  'logopäde:logopäd',
  'arzt:ärzt',
  'anwalt:anwält',
  'beamter:beamt',
].map((entry) => {
  const [masculine = '', stem = masculine] = entry.split(':');
  return { masculine, stem };
});

const MASCULINE_ENDINGS = new Set(MASCULINE_JOB_NOUNS.map(({ masculine }) => masculine.slice(-3)));

/** Gendered words with a neutral word of their own (whole words, in any case; compounds by their tail). */
const PAIRS: Record<string, string> = {
  krankenschwester: 'Pflegefachkraft',
  krankenschwestern: 'Pflegefachkräfte',
  krankenpflegerin: 'Pflegefachkraft',
  krankenpfleger: 'Pflegefachkraft',
  krankenpflegerinnen: 'Pflegefachkräfte',
  ärztin: 'Ärzt:in',
  ärztinnen: 'Ärzt:innen',
  anwältin: 'Anwält:in',
  anwältinnen: 'Anwält:innen',
  köchin: 'Koch/Köchin',
  beamtin: 'Beamt:in',
  bäuerin: 'Landwirt:in',
  putzfrau: 'Reinigungskraft',
  zimmermädchen: 'Zimmerservicekraft',
  ehefrau: 'Ehepartner:in',
  ehemann: 'Ehepartner:in',
  mutter: 'Elternteil',
  vater: 'Elternteil',
  tochter: 'Kind',
  sohn: 'Kind',
  chairman: 'chairperson',
  chairwoman: 'chairperson',
  chairmen: 'chairpersons',
  chairwomen: 'chairpersons',
  salesman: 'salesperson',
  saleswoman: 'salesperson',
  salesmen: 'salespeople',
  saleswomen: 'salespeople',
  businessman: 'businessperson',
  businesswoman: 'businessperson',
  businessmen: 'businesspeople',
  businesswomen: 'businesspeople',
  spokesman: 'spokesperson',
  spokeswoman: 'spokesperson',
  foreman: 'supervisor',
  forewoman: 'supervisor',
  fireman: 'firefighter',
  firewoman: 'firefighter',
  policeman: 'police officer',
  policewoman: 'police officer',
  waitress: 'server',
  barmaid: 'bartender',
  barman: 'bartender',
  waiter: 'server',
  actress: 'actor',
  stewardess: 'flight attendant',
  headmaster: 'head teacher',
  headmistress: 'head teacher',
  craftsman: 'craftsperson',
  craftswoman: 'craftsperson',
  cameraman: 'camera operator',
  camerawoman: 'camera operator',
  postman: 'postal worker',
  mailman: 'postal worker',
  workman: 'worker',
  repairman: 'repair technician',
  manageress: 'manager',
  hostess: 'host',
  housewife: 'homemaker',
  househusband: 'homemaker',
  mother: 'parent',
  father: 'parent',
  mom: 'parent',
  mum: 'parent',
  dad: 'parent',
  wife: 'spouse',
  husband: 'spouse',
  daughter: 'child',
  son: 'child',
  congresswoman: 'member of congress',
  congressman: 'member of congress',
};

/** The pairs that also end a compound ("Kinderkrankenschwester"); short words ("son") only stand alone. */
const PAIR_TAILS = Object.entries(PAIRS).filter(([key]) => key.length >= 8);
const PAIR_ENDINGS = new Set(PAIR_TAILS.map(([key]) => key.slice(-3)));

/** Words of a pair that stand for a person only after "als" / "as a" ("als Frau in der IT"). */
const SELF_DESCRIPTION =
  /(?<![\p{L}\p{N}])(als|as an?)\s+(Frau|Mann|woman|man|female|male|girl|guy)(?![\p{L}\p{N}])/giu;
const SELF_NEUTRAL: Record<string, string> = {
  frau: 'Person',
  mann: 'Person',
  woman: 'person',
  man: 'person',
  female: 'person',
  male: 'person',
  girl: 'person',
  guy: 'person',
};

/** Compounds ending in "-mann"/"-frau" that the house writes "Kaufmann/-frau". */
const MANN_FRAU =
  /^(\p{L}*?(?:kauf|fach|geschäfts|feuerwehr|kamera|vertrauens|haus))(mann|frau|männer|frauen|leute)$/iu;

const WORD = /\p{L}+/gu;
/**
 * What comes before a masculine job noun that the candidate says of themselves: "als Entwickler",
 * "ich bin Berater", "Ausbildung zum Fachinformatiker".
 */
const SELF_BEFORE =
  /(?:(?:^|[\s(])(?:als|bin|war|wurde|zum|gelernter|ausgebildeter|geprüfter|staatlich anerkannter|angestellter|selbstständiger|freiberuflicher|erfahrener|junior|senior)\s+)(?:[\p{L}\p{N}]+[-/])?$/iu;

/** The original's case on a replacement: "ENTWICKLERIN" → "ENTWICKLER:IN", "Mother" → "Parent". */
function inCaseOf(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  const first = replacement.charAt(0);
  const upper = /^\p{Lu}/u.test(original);
  return (upper ? first.toUpperCase() : first.toLowerCase()) + replacement.slice(1);
}

/** The neutral form of one word, or null when it is not gendered. */
function neutralWord(word: string, text: string, at: number): string | null {
  const lower = word.toLowerCase();
  const pair =
    PAIRS[lower] ??
    (PAIR_ENDINGS.has(lower.slice(-3)) ? PAIR_TAILS.find(([key]) => lower.endsWith(key)) : undefined);
  if (typeof pair === 'string') return inCaseOf(word, pair);
  if (pair) {
    const head = word.slice(0, word.length - pair[0].length);
    return inCaseOf(word, head + (head === '' ? pair[1] : pair[1].toLowerCase()));
  }
  if (!/^\p{Lu}/u.test(word)) return null;
  const mannFrau = /(?:mann|frau|männer|frauen|leute)$/u.test(lower) ? MANN_FRAU.exec(word) : null;
  if (mannFrau) {
    const stem = mannFrau[1] ?? '';
    const plural = /männer|frauen|leute/iu.test(mannFrau[2] ?? '');
    return plural ? `${stem}leute` : `${stem}mann/-frau`;
  }
  const feminine =
    lower.endsWith('in') || lower.endsWith('innen') ? /^(\p{L}+?)(in|innen)$/u.exec(lower) : null;
  if (feminine && !NOT_FEMININE.has(lower) && !isGivenName(word)) {
    const stem = feminine[1] ?? '';
    // "Entwickler|in", "ENTWICKLER|INNEN": the ending keeps the word's case
    if (stem.length >= 4 && PERSON_STEM.test(stem))
      return `${word.slice(0, stem.length)}:${word.slice(stem.length)}`;
  }
  // a masculine noun is the generic one ("80 Fahrer", "mein Teamleiter") unless the candidate says it of themselves
  if (!MASCULINE_ENDINGS.has(lower.slice(-3))) return null;
  const before = text.slice(Math.max(0, at - 30), at);
  // a job title ("Entwickler Backend") is a text of its own, not a sentence about someone
  const title = /^\s*(?:[\p{L}\p{N}]+[-/])?$/u.test(text.slice(0, at)) && !/[.!?](?:\s|$)/u.test(text);
  if (!title && !SELF_BEFORE.test(before)) return null;
  for (const { masculine, stem } of MASCULINE_JOB_NOUNS) {
    if (!lower.endsWith(masculine)) continue;
    const head = word.slice(0, word.length - masculine.length);
    const neutralStem = head + (head === '' ? inCaseOf(word, stem) : stem);
    return `${neutralStem}:in`;
  }
  return null;
}

export type NeutralSpan = { start: number; end: number; replacement: string };

/** Where `text` holds a gendered title or self-description, with its neutral form. */
export function genderedSpans(text: string): NeutralSpan[] {
  const spans: NeutralSpan[] = [];
  for (const match of text.matchAll(SELF_DESCRIPTION)) {
    const noun = match[2] ?? '';
    const start = match.index + match[0].length - noun.length;
    spans.push({
      start,
      end: start + noun.length,
      replacement: inCaseOf(noun, SELF_NEUTRAL[noun.toLowerCase()] ?? noun),
    });
  }
  for (const match of text.matchAll(WORD)) {
    if (spans.some((span) => span.start === match.index)) continue;
    // "Entwickler:in", "Entwickler*in", "Entwickler/in", "Entwickler(in)": already neutral
    const end = match.index + match[0].length;
    if (/^[:*_/(]\s?in/u.test(text.slice(end, end + 4))) continue;
    if (':*_/('.includes(text.charAt(match.index - 1)) && match.index > 0) continue;
    const neutral = neutralWord(match[0], text, match.index);
    if (neutral !== null && neutral !== match[0])
      spans.push({ start: match.index, end: match.index + match[0].length, replacement: neutral });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** `text` with every gendered title and self-description in its neutral form. */
export function neutralTitles(text: string): string {
  let result = '';
  let at = 0;
  for (const span of genderedSpans(text)) {
    result += text.slice(at, span.start) + span.replacement;
    at = span.end;
  }
  return result + text.slice(at);
}
