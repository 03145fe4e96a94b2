import { GIVEN_NAMES } from './given-names.generated';

/*
 * The names of other people in a candidate's free text (issue 36): "Mein Teamleiter Jan Becker" with
 * an industry and a company size can point to the candidate as surely as their own name. A given
 * name from a maintained list (given-names.generated.ts: the German, Austrian, Swiss and English
 * first names of @faker-js/faker) next to another capitalised word, and any capitalised word after a
 * title ("Herr", "Frau", "Dr.", "Mr", "Ms"), is masked with the words of the name that follow it (and
 * with the title, when it names a gender).
 *
 * German capitalises every noun and many names are also words ("Mark", "Will", "Frank", "Rose",
 * "Ruby", "Julia"): such a name counts only after a title or before a capitalised word in the middle
 * of a sentence, never on its own or in ALL CAPS (as job post titles are written).
 */

let givenNames: ReadonlySet<string> | undefined;

/** The folded given names, built at first use: the module costs a browser bundle nothing unused. */
function givenNameSet(): ReadonlySet<string> {
  givenNames ??= new Set(GIVEN_NAMES.toLowerCase().split('|'));
  return givenNames;
}

/** Whether a word is a given name of the list (in any case). */
export function isGivenName(word: string): boolean {
  return givenNameSet().has(word.toLowerCase());
}

/**
 * Given names that are also common words or names of technologies, in German or English: they count
 * only after a title or before a capitalised word that is not the start of a sentence.
 */
const WORD_NAMES = new Set(
  // English words
  (
    'art bill bob buck cash chance chase clay cole crew dale dawn dean drew earl faith ford gage gene ' +
    'glen glory grace grant guy happy heaven holly honey hope hunter joy justice king lance lane lee ' +
    'liberty long lord major mark marshall mason miles may pat pearl penny piper porter price prince ' +
    'rain raven reed rex rich rock rod rose royal rusty sage said sandy sky star sterling stone storm ' +
    'summer sunny taylor troy urban walker ward will willow young angel baby brook chef cloud ' +
    'diamond ginger melody mercy olive queen trinity violet ivy iris lily daisy amber crystal destiny ' +
    'autumn june april august jade ruby frank carter cooper parker bishop shepherd else era ' +
    // German words
    'ernst heide fee kai rebe wolf stern sonne meister norma hugo gert ' +
    // technologies, places and brands
    'julia ada pascal haskell luigi mercedes porsche kia santos phoenix neo alexa jordan sierra ' +
    'victoria paris florence york berlin china india kenya jersey delta elba mars venus saturn orion ' +
    'nova dakota marina sable scott morgan murphy van name arch travis dell meta lexus nike odin ' +
    'athena london sydney austin dallas jackson lincoln madison chelsea brooklyn devon kent luna viola ' +
    'flora gloria rosa alba aurora stella falk otto'
  ).split(' '),
);

/** Capitalised words that follow a name-like word but are never the name's second part. */
const NOT_SURNAMES = new Set(
  (
    'und and oder or der die das the von vom zum zur mit bei als ist war hat im am in an auf aus für ' +
    'fuer from for with at of to on by is was has had and but ich wir sie er es i we he she they you ' +
    'team teams gmbh ag inc ltd llc kg se co group projekt project software script api sql ui ux ' +
    'developer entwickler engineer manager lead leiter leiterin st str ave rd blvd'
  ).split(' '),
);

/**
 * Titles before a name; the name after them is masked. A neutral title stays ("Dr. […]"); a gendered
 * one goes with the name ("Frau Dr. Keller" → "[…]"), since the candidate writes of themselves that
 * way too ("Ich, Frau Dr. …") and the title alone would tell their gender. After an article "Frau"
 * and "Herr" are nouns ("als Frau Verantwortung übernehmen").
 */
const TITLE =
  /(?<![\p{L}\p{N}])(?<!(?:[Ee]in|[Ee]ine|[Ee]iner|[Ee]inem|[Dd]ie|[Dd]er|[Dd]as|[Dd]en|[Dd]em|[Jj]ede|[Jj]eder|[Jj]edem|[Aa]ls|[Kk]eine|[Dd]iese|[Dd]ieser|[Jj]unge|[Jj]unger|[Jj]ungen)\s)(?:Herrn?|Frau|Fr\.|Hr\.|Dr\.|Prof\.|Professor(?:in)?|Doktor|Mr\.?|Mrs\.?|Ms\.?|Miss|Mx\.?|Dipl\.-Ing\.)(?:\s+(?:Dr\.|Prof\.|med\.|rer\.\s?nat\.|phil\.))*\s+(?=\p{Lu})/gu;

/** The titles of TITLE that name a gender. */
const GENDERED_TITLE = /^(?:Herrn?|Frau|Fr\.|Hr\.|Mrs?\.?|Ms\.?|Miss|Professorin)(?![\p{L}])/u;

const WORD = /[\p{L}][\p{L}'’-]*/gu;

const isCapitalised = (word: string) => /^\p{Lu}\p{Ll}/u.test(word);
/** Particles inside a surname: "Jan van der Berg", "Anna von Hohenberg". */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'de',
  'den',
  'del',
  'da',
  'di',
  'zu',
  'ten',
  'ter',
  'le',
  'la',
]);

type Token = { word: string; start: number; end: number; sentenceStart: boolean };

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/['’-]+$/u, '');
    const start = match.index;
    const before = text.slice(Math.max(0, start - 3), start);
    const previous = tokens.at(-1);
    // the first word, or one after an end of sentence, a colon, a line break or a bullet
    const sentenceStart =
      previous === undefined || /[.!?:;•\n–]\s*$/u.test(before) || /^\s*[-*]\s*$/u.test(before);
    tokens.push({ word, start, end: start + word.length, sentenceStart });
  }
  return tokens;
}

/** The end of the surname after a given name at `index`, or null when the next word is not a name. */
function surnameEnd(tokens: Token[], index: number, text: string): number | null {
  let at = index + 1;
  let end: number | null = null;
  while (at < tokens.length) {
    const token = tokens[at] as Token;
    const previous = tokens[at - 1] as Token;
    if (!/^[\s]+$|^\s?-\s?$|^$/u.test(text.slice(previous.end, token.start))) break;
    if (PARTICLES.has(token.word) && at + 1 < tokens.length) {
      at++;
      continue;
    }
    if (!isCapitalised(token.word) || NOT_SURNAMES.has(token.word.toLowerCase())) break;
    end = token.end;
    // a second given name ("Anna Lena Becker") or a double surname goes on
    if (!isGivenName(token.word) && at > index + 1) break;
    at++;
    if (at - index > 3) break;
  }
  return end;
}

export type PersonSpan = { start: number; end: number };

/** Where the names of other people stand in `text`. */
export function otherPersonSpans(text: string): PersonSpan[] {
  const spans: PersonSpan[] = [];
  for (const match of text.matchAll(TITLE)) {
    const from = match.index + match[0].length;
    const after = text.slice(from, from + 120);
    const tokens = tokensOf(after);
    const first = tokens[0];
    if (!first || NOT_SURNAMES.has(first.word.toLowerCase())) continue;
    const end = surnameEnd(tokens, 0, after) ?? first.end;
    spans.push({ start: GENDERED_TITLE.test(match[0]) ? match.index : from, end: from + end });
  }
  const tokens = tokensOf(text);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (!isCapitalised(token.word) || !isGivenName(token.word)) continue;
    const folded = token.word.toLowerCase();
    const previous = tokens[index - 1];
    const adjacentBefore =
      previous !== undefined &&
      /^\s+$/u.test(text.slice(previous.end, token.start)) &&
      isCapitalised(previous.word);
    const end = surnameEnd(tokens, index, text);
    if (WORD_NAMES.has(folded)) {
      if (end === null || token.sentenceStart) continue;
    } else if (end === null && !adjacentBefore) continue;
    spans.push({ start: token.start, end: end ?? token.end });
  }
  return spans;
}
