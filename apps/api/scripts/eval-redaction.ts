/**
 * npm run eval:redaction — measures the redaction of free text (packages/domain/src/redaction.ts) on
 * the labelled sentences of scripts/redaction-eval/sentences.txt (German and English CV and answer
 * phrasing, each with the profile of profiles.json it belongs to) and on the job posts of the import
 * fixtures (../shared/fixtures/jobs-import/*.csv, read here, never copied into the project; they hold
 * no personal data, so every word masked in them is masked wrongly).
 *
 * Per category: recall (the labelled spans masked whole; for "gender", rewritten to the expected
 * neutral form) and precision (the masks and rewrites of that kind that fall on a labelled span).
 * Ends with one JSON line: {"sentences", "recall_min_pct", "precision_min_pct", "false_mask_pct"}.
 * Targets: recall ≥ 95 % in every category, at most 1 % of the fixture words masked.
 *
 * FIXTURES_DIR overrides where the job files are read from, REDACTION_EVAL_SET the sentences; --verbose
 * prints every miss.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  NO_PERSONAL_VALUES,
  type PersonalValues,
  personalValuesOf,
  type RedactionKind,
  type RedactionSpan,
  type ResumeInput,
  redactionSpans,
} from '@veil/domain';
import { parseCsv } from '../src/modules/jobs/import/csv';

const say = (line: string) => process.stdout.write(`${line}\n`);
const verbose = process.argv.includes('--verbose');
const HERE = path.join(import.meta.dirname, 'redaction-eval');
/** REDACTION_EVAL_SET: another set of sentences in the same form (against the same profiles). */
const SET = process.env.REDACTION_EVAL_SET ?? path.join(HERE, 'sentences.txt');
const FIXTURES =
  process.env.FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/fixtures/jobs-import');

/** The categories reported; "link" covers links and handles alike. */
const CATEGORIES = [
  'name',
  'other_person',
  'email',
  'phone',
  'link',
  'place',
  'birth_date',
  'date',
  'organisation',
  'school',
  'credential',
  'award',
  'major',
  'gender',
] as const;
type Category = (typeof CATEGORIES)[number];
const categoryOf = (kind: RedactionKind | string): Category =>
  (kind === 'handle' ? 'link' : kind) as Category;

type Label = { start: number; end: number; category: Category; neutral?: string };
type Sentence = { text: string; profile: string; labels: Label[] };

/** Reads the set: `{text|kind}` and `{text|gender=neutral}` inside a line, `@profile ID` before them. */
function readSentences(): Sentence[] {
  const sentences: Sentence[] = [];
  let profile = '';
  for (const raw of readFileSync(SET, 'utf8').split('\n')) {
    const line = raw.trimEnd();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('@profile ')) {
      profile = line.slice('@profile '.length).trim();
      continue;
    }
    let text = '';
    const labels: Label[] = [];
    let at = 0;
    for (const match of line.matchAll(/\{([^{}|]+)\|([a-z_]+)(?:=([^{}]+))?\}/g)) {
      text += line.slice(at, match.index);
      const [, span = '', kind = '', neutral] = match;
      if (!(CATEGORIES as readonly string[]).includes(categoryOf(kind)))
        throw new Error(`unknown kind ${kind}: ${line}`);
      labels.push({
        start: text.length,
        end: text.length + span.length,
        category: categoryOf(kind),
        ...(neutral ? { neutral } : {}),
      });
      text += span;
      at = match.index + match[0].length;
    }
    sentences.push({ text: text + line.slice(at), profile, labels });
  }
  return sentences;
}

/** A profile of profiles.json: the resume's fields that personalValuesOf reads, the rest left out. */
type RawProfile = {
  userDetails: Record<string, unknown>;
  workExperiences: Record<string, unknown>[];
  educations: Record<string, unknown>[];
  certifications: Record<string, unknown>[];
  rewards: Record<string, unknown>[];
  socialLinks: Record<string, unknown>[];
};

function readProfiles(): Record<string, PersonalValues> {
  const raw = JSON.parse(readFileSync(path.join(HERE, 'profiles.json'), 'utf8')) as Record<
    string,
    RawProfile
  >;
  const values: Record<string, PersonalValues> = {};
  for (const [id, profile] of Object.entries(raw)) {
    const resume = {
      ...profile,
      workInformation: { personalHeadline: '', openTo: [] },
      languages: [],
      tags: [],
      userDetails: { headline: '', location: '', photoUploadId: null, ...profile.userDetails },
      educations: profile.educations.map((entry) => ({ majorIn: '', ...entry })),
      certifications: profile.certifications.map((entry) => ({
        credentialUrl: '',
        credentialId: '',
        ...entry,
      })),
    } as unknown as ResumeInput;
    values[id] = personalValuesOf(resume);
  }
  return values;
}

/** The text of a labelled span after the rewrites that fall inside it. */
function rewritten(text: string, label: Label, spans: readonly RedactionSpan[]): string {
  let result = '';
  let at = label.start;
  for (const span of spans) {
    if (span.start < label.start || span.end > label.end) continue;
    result += text.slice(at, span.start) + span.replacement;
    at = span.end;
  }
  return result + text.slice(at, label.end);
}

/** Whether the masks cover every letter and digit of a labelled span. */
function covered(text: string, label: Label, spans: readonly RedactionSpan[]): boolean {
  for (let index = label.start; index < label.end; index++) {
    if (!/[\p{L}\p{N}]/u.test(text.charAt(index))) continue;
    if (!spans.some((span) => span.kind !== 'gender' && span.start <= index && index < span.end))
      return false;
  }
  return true;
}

const sentences = readSentences();
const profiles = readProfiles();
const counts = Object.fromEntries(
  CATEGORIES.map((category) => [category, { labels: 0, found: 0, produced: 0, right: 0 }]),
) as Record<Category, { labels: number; found: number; produced: number; right: number }>;
const misses: string[] = [];

for (const sentence of sentences) {
  const values = profiles[sentence.profile];
  if (!values) throw new Error(`unknown profile ${sentence.profile}`);
  const spans = redactionSpans(sentence.text, values);
  for (const label of sentence.labels) {
    const count = counts[label.category];
    count.labels++;
    const hit =
      label.category === 'gender'
        ? rewritten(sentence.text, label, spans) === label.neutral
        : covered(sentence.text, label, spans);
    if (hit) count.found++;
    else
      misses.push(
        `miss ${label.category}: ${sentence.text.slice(label.start, label.end)} — ${sentence.text}`,
      );
  }
  for (const span of spans) {
    const category = categoryOf(span.kind);
    const count = counts[category];
    count.produced++;
    const right = sentence.labels.some(
      (label) =>
        span.start < label.end &&
        label.start < span.end &&
        (category === 'gender') === (label.category === 'gender'),
    );
    if (right) count.right++;
    else
      misses.push(
        `wrong ${category}: ${sentence.text.slice(span.start, span.end)} → ${span.replacement} — ${sentence.text}`,
      );
  }
}

const pct = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((1000 * part) / whole) / 10);
const pct2 = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((10000 * part) / whole) / 100);
say(
  `Redaction eval: ${sentences.length} labelled sentences (${sentences.filter((s) => s.labels.length === 0).length} with nothing to mask)`,
);
say('category        labels  recall %  masks  precision %');
for (const category of CATEGORIES) {
  const count = counts[category];
  say(
    `${category.padEnd(15)} ${String(count.labels).padStart(6)}  ${String(pct(count.found, count.labels)).padStart(8)}  ${String(count.produced).padStart(5)}  ${String(pct(count.right, count.produced)).padStart(11)}`,
  );
}
if (verbose) for (const miss of misses) say(`  ${miss}`);
else if (misses.length > 0) say(`(${misses.length} misses and wrong masks; --verbose lists them)`);

/** The text fields of the fixture job posts that a job post shows (not ids, salaries or dates). */
const TEXT_COLUMNS = [
  'Business Title',
  'Civil Service Title',
  'Agency',
  'Job Category',
  'Work Location',
  'Division/Work Unit',
  'Job Description',
  'Minimum Qual Requirements',
  'Preferred Skills',
];
let words = 0;
let maskedWords = 0;
let rewrittenWords = 0;
const falseMasks = new Map<string, number>();
if (existsSync(FIXTURES)) {
  for (const file of readdirSync(FIXTURES).filter((name) => name.endsWith('.csv'))) {
    const rows = parseCsv(readFileSync(path.join(FIXTURES, file), 'utf8'));
    const header = rows[0]?.cells ?? [];
    const columns = TEXT_COLUMNS.map((name) => header.indexOf(name)).filter((index) => index >= 0);
    for (const row of rows.slice(1)) {
      for (const column of columns) {
        const text = row.cells[column] ?? '';
        if (text.trim() === '') continue;
        const spans = redactionSpans(text, NO_PERSONAL_VALUES);
        for (const word of text.matchAll(/\S+/g)) {
          words++;
          const end = word.index + word[0].length;
          const hit = spans.find((span) => span.start < end && word.index < span.end);
          if (!hit) continue;
          if (hit.kind === 'gender') rewrittenWords++;
          else {
            maskedWords++;
            const key = `${hit.kind}: ${text.slice(hit.start, hit.end)}`;
            falseMasks.set(key, (falseMasks.get(key) ?? 0) + 1);
          }
        }
      }
    }
  }
  say(
    `Fixture job posts: ${words} words, ${maskedWords} masked wrongly (${pct2(maskedWords, words)} %), ${rewrittenWords} written gender-neutral`,
  );
  const top = [...falseMasks.entries()].sort((a, b) => b[1] - a[1]).slice(0, verbose ? 40 : 8);
  for (const [key, count] of top) say(`  ${count}× ${key}`);
} else say(`Fixture job posts: ${FIXTURES} not found, not measured`);

// speed: a 3 000-character text of the set against one profile
const long = sentences
  .filter((sentence) => sentence.profile === 'jm')
  .map((sentence) => sentence.text)
  .join(' ')
  .slice(0, 3000);
const jm = profiles.jm ?? NO_PERSONAL_VALUES;
redactionSpans(long, jm);
// CPU time rather than wall time: on a shared machine the wall clock also counts other processes
const started = process.cpuUsage();
const wallStarted = performance.now();
const laps = 100;
for (let lap = 0; lap < laps; lap++) redactionSpans(long, jm);
const used = process.cpuUsage(started);
const ms = (used.user + used.system) / 1000 / laps;
const wallMs = (performance.now() - wallStarted) / laps;
say(
  `Speed: ${ms.toFixed(2)} ms of CPU (${wallMs.toFixed(2)} ms wall) for a text of ${long.length} characters`,
);

const result = {
  sentences: sentences.length,
  recall_min_pct: Math.min(
    ...CATEGORIES.map((category) => pct(counts[category].found, counts[category].labels)),
  ),
  precision_min_pct: Math.min(
    ...CATEGORIES.map((category) => pct(counts[category].right, counts[category].produced)),
  ),
  false_mask_pct: words === 0 ? null : pct2(maskedWords, words),
};
say(JSON.stringify(result));
// the targets: recall of 95 % in every category, at most 1 % of the fixture words masked
const met = result.recall_min_pct >= 95 && (result.false_mask_pct === null || result.false_mask_pct <= 1);
if (!met) process.exitCode = 1;
