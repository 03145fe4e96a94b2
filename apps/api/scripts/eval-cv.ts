/**
 * npm run eval:cv — runs the CV import over the CVs of the evaluation set (../shared/fixtures/cv-pdf/,
 * described in ../shared/fixtures/SOURCES.md; never copied into the project).
 *
 * Every PDF with a hand-labelled NAME.expected.json (JSON Resume facts) is scored entry by entry
 * with the rule of ../shared/tools/score-cv-entries.py, ported below line by line: each expected
 * job or school is matched to the one output object holding most of its facts, and a title,
 * organisation or date counts only in a field of that object whose name fits it, so a company glued
 * into a description scores nothing. The remaining PDFs and the LinkedIn exports are still checked
 * field by field against the facts SOURCES.md gives (written down below, no contact data).
 * Ends with one JSON line: {"files", "entries", "title_org_start_pct", "min_file_pct", …}.
 *
 * PDFs go through the upload's rewrite first (no metadata), as the product stores them.
 * FIXTURES_DIR overrides where the fixtures folder is read from.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResumeProposal } from '@veil/domain';
import { sanitizePdf } from '../src/modules/media/pdf-sanitizer';
import { importCv } from '../src/modules/resumes/import/cv-import';
import { parseLinkedInExport } from '../src/modules/resumes/import/linkedin-export';

const say = (line: string) => process.stdout.write(`${line}\n`);
const DIR = process.env.FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/fixtures');

/** One job as SOURCES.md states it: title, organisation, from and to ('present' for an open end, null when not stated). */
type Job = [title: string, organisation: string, from: string, to: string | null];
type Facts = {
  jobs: Job[];
  schools: string[];
  degrees: string[];
  skills: string[] | { count: number };
  languages: string[];
};

const FACTS: Record<string, Facts> = {
  'en-linkedin-save-to-pdf-irma-hernandez.pdf': {
    jobs: [
      ['Senior Events Manager', 'Gladstone Institutes', '2024-10', 'present'],
      ['Events Manager', 'Gladstone Institutes', '2022-06', '2024-10'],
      [
        'Academic Projects and Events Manager',
        'University of California, Hastings College of the Law',
        '2020-08',
        '2022-06',
      ],
      ['Event Coordinator', 'PIER 39', '2018-10', '2020-05'],
      ['Leasing & Marketing Coordinator', 'PIER 39', '2017-05', '2018-10'],
      ['Leasing & Marketing Assistant', 'PIER 39', '2016-05', '2017-05'],
      ['Game Day Ticket Services Agent', 'Oakland Athletics', '2015-03', '2017-09'],
      ['Event Marketing Intern', 'San Francisco 49ers', '2014-05', '2016-02'],
      ['Marketing/Promotions Intern', 'UCSB Intercollegiate Athletics', '2012-11', '2014-06'],
      ['Marketing/Accounting Intern', "UCSB Men's Soccer", '2012-04', '2014-06'],
      ['Joan Mortell Intern', 'UCSB - Housing and Residential Services', '2013-05', '2014-05'],
    ],
    schools: ['UCSB'],
    degrees: ['Bachelor of Arts (B.A.), Spanish and Sociology'],
    skills: ['Microsoft Office', 'iWork', 'Macintosh Applications'],
    languages: ['English', 'Spanish'],
  },
  'en-linkedin-save-to-pdf-cathrine-sant.pdf': {
    jobs: [
      ['Postdoctoral Scholar', 'Gladstone Institutes', '2025-01', 'present'],
      ['Graduate Student', 'Gladstone Institutes', '2019-09', '2024-12'],
      ['Research Assistant', 'University of California, San Francisco', '2016-10', '2019-09'],
    ],
    schools: ['University of California, San Francisco', 'University of California, Berkeley'],
    degrees: [
      'Doctor of Philosophy - PhD, Neuroscience',
      'BA (Honors), Statistics, Molecular & Cell Biology (Neurobiology)',
    ],
    skills: ['Research', 'Visual Arts', 'Public Speaking'],
    languages: ['Danish', 'Spanish', 'English'],
  },
  'en-linkedin-save-to-pdf-kanishka-manna.pdf': {
    jobs: [
      ['Postdoctoral Scholar', 'University of Nevada, Reno', '2024-10', 'present'],
      ['Research Assistant', 'University of Arkansas for Medical Sciences', '2020-08', '2023-12'],
      ['Research Assistant', 'University of Arkansas at Little Rock', '2019-09', '2020-08'],
      ['Research Intern', 'R. G Kar Medical College & Hospital', '2016-06', '2016-08'],
    ],
    schools: [
      'University of Arkansas at Little Rock',
      'University of Arkansas for Medical Sciences',
      'Vijaygarh Jyotish Ray College',
      'University of Calcutta',
    ],
    degrees: [
      'Doctor of Philosophy - PhD, Bioinformatics',
      'Doctor of Philosophy - PhD, Bioinformatics',
      'Master of Science (M.Sc.), Microbiology',
      'Bachelor of Science (B.Sc.), Microbiology',
    ],
    skills: ['Data Analysis', 'Nextflow', 'Data Integration'],
    languages: ['English', 'Hindi', 'Bengali'],
  },
  'en-awesome-cv-resume-byungjin-park.pdf': {
    jobs: [
      ['DevOps Engineer', 'Dunamu Inc.', '2023-09', '2024-03'],
      [
        'Founding Member & Site Reliability Engineer & Infrastructure Team Lead',
        'Danggeun Pay Inc. (KarrotPay)',
        '2021-03',
        '2023-06',
      ],
      ['Site Reliability Engineer', 'Danggeun Market Inc.', '2021-02', '2021-03'],
      ['Founding Member & Director of Infrastructure Division', 'Kasa', '2018-06', '2021-01'],
      ['Software Architect', 'Omnious. Co., Ltd.', '2017-06', '2018-05'],
      ['Co-founder & Software Engineer', 'PLAT Corp.', '2016-01', '2017-06'],
      [
        'Software Engineer & Security Researcher (Compulsory Military Service)',
        'R.O.K Cyber Command, MND',
        '2014-08',
        '2016-04',
      ],
      ['Software Engineer', 'ShitOne Corp.', '2011-12', '2012-02'],
    ],
    schools: ['POSTECH (Pohang University of Science and Technology)'],
    degrees: ['B.S. in Computer Science and Engineering'],
    skills: [],
    languages: [],
  },
  'en-deedy-two-column-debarghya-das.pdf': {
    jobs: [
      ['Software Engineer', 'Facebook', '2015-01', 'present'],
      ['KPCB Fellow + Software Engineering Intern', 'Coursera', '2014-06', '2014-09'],
      ['Software Engineering Intern', 'Google', '2013-05', '2013-08'],
      ['Open Source Contributor & Team Leader', 'Phabricator', '2013-01', '2013-05'],
    ],
    schools: ['Cornell University', 'Cornell University', 'La Martiniere for Boys'],
    degrees: ['MEng in Computer Science', 'BS in Computer Science'],
    skills: [
      ...['Java', 'Shell', 'Python', 'Javascript', 'OCaml', 'Matlab', 'Rails', 'LaTeX'],
      ...['C', 'C++', 'CSS', 'PHP', 'Assembly', 'AS3', 'iOS', 'Android', 'MySQL'],
    ],
    languages: [],
  },
  'en-moderncv-placeholder-john-doe.pdf': {
    jobs: [
      ['Job Description', 'The Company Ltd.', '2021-06', 'present'],
      ['Job Description', 'The Company Ltd.', '2017-06', null],
      ['Job Description', 'The Company Ltd.', '2014-05', null],
      ['Job Description', 'The Company Ltd.', '2012-05', null],
    ],
    schools: [],
    degrees: [],
    skills: ['GoLang', 'Javascript'],
    languages: ['English', 'French'],
  },
  'de-lebenslauf-madic-pandoc.pdf': {
    jobs: [
      ['Titel 1 / Titel 2', 'Firma 2', '2019-05', 'present'],
      ['Titel', 'Firma 2', '2015-08', '2019-05'],
      ['Titel', 'Firma 1', '2011-06', '2015-07'],
    ],
    schools: ['Firma 1', 'Schule'],
    degrees: ['Titel', 'Abschluss'],
    skills: [
      ...['MySQL', 'PostgreSQL', 'OSPF', 'Firewalls', 'Juniper ScreenOS', 'Cisco IOS'],
      ...[
        'VMware ESXi',
        'vCenter',
        'Citrix XenServer',
        'Debian',
        'SLES',
        'Apache',
        'Nginx',
        'ansible',
        'Kubernetes',
      ],
      ...['Bash', 'Batch'],
    ],
    languages: ['Deutsch', 'Englisch'],
  },
  bsdpunk: {
    jobs: [],
    schools: [],
    degrees: ["Associate's degree", 'A.A.S'],
    skills: { count: 50 },
    languages: ['English', 'Latin'],
  },
};

const FIELDS = ['titles', 'organisations', 'dates', 'schools', 'degrees', 'skills', 'languages'] as const;
type Field = (typeof FIELDS)[number];
type Score = { expected: number; found: number; matched: number };

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]/gu, '');

/** Matches found values to expected ones, each used once; `same` compares an expected and a found value. */
function score(
  expected: string[],
  found: string[][],
  same = (e: string, f: string) => fold(e) === fold(f),
): Score {
  const left = [...found];
  let matched = 0;
  for (const value of expected) {
    const at = left.findIndex((variants) => variants.some((variant) => same(value, variant)));
    if (at >= 0) {
      matched += 1;
      left.splice(at, 1);
    }
  }
  return { expected: expected.length, found: found.length, matched };
}

function sameDates(expected: string, found: string): boolean {
  const [eFrom = '', eTo = ''] = expected.split('..');
  const [fFrom = '', fTo = ''] = found.split('..');
  const month = (e: string, f: string) => (e.length === 4 ? f.startsWith(e) : e === f);
  return month(eFrom, fFrom) && (eTo === '*' || month(eTo, fTo));
}

function scoreFile(facts: Facts, proposal: ResumeProposal): Record<Field, Score> {
  const jobs = proposal.workExperiences;
  const skills = proposal.tags;
  return {
    titles: score(
      facts.jobs.map((job) => job[0]),
      jobs.map((job) => [job.jobTitle]),
    ),
    organisations: score(
      facts.jobs.map((job) => job[1]),
      jobs.map((job) => [job.company]),
    ),
    dates: score(
      facts.jobs.map(([, , from, to]) => `${from}..${to ?? '*'}`),
      jobs.map((job) => [`${job.workFrom ?? ''}..${job.currentlyWorking ? 'present' : (job.workTo ?? '')}`]),
      sameDates,
    ),
    schools: score(
      facts.schools,
      proposal.educations.map((education) => [education.school]),
    ),
    degrees: score(
      facts.degrees,
      proposal.educations.map((e) => [e.degree, [e.degree, e.majorIn].filter(Boolean).join(', ')]),
    ),
    skills: Array.isArray(facts.skills)
      ? score(
          facts.skills,
          skills.map((skill) => [skill]),
        )
      : // SOURCES.md gives only the number of skill rows of this export
        {
          expected: facts.skills.count,
          found: skills.length,
          matched: Math.min(skills.length, facts.skills.count),
        },
    languages: score(
      facts.languages,
      proposal.languages.map((language) => [language.name]),
    ),
  };
}

const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((1000 * part) / whole) / 1000;
const cell = (value: number | null) => (value === null ? '   –' : `${Math.round(value * 100)}%`.padStart(4));

async function main(): Promise<void> {
  const pdfDir = path.join(DIR, 'cv-pdf');
  const exportDir = path.join(DIR, 'linkedin-export');
  if (!existsSync(pdfDir) && !existsSync(exportDir)) {
    say(`no fixtures at ${DIR} (set FIXTURES_DIR to the folder holding cv-pdf/ and linkedin-export/)`);
    say(JSON.stringify({ files: 0, skipped: `no fixtures at ${DIR}` }));
    return;
  }
  const results: {
    file: string;
    group: 'linkedinPdf' | 'others';
    scores: Record<Field, Score>;
    ms: number;
  }[] = [];
  const pdfs = existsSync(pdfDir) ? readdirSync(pdfDir).filter((name) => name.endsWith('.pdf')) : [];
  const labelled = await scoreLabelled(pdfDir, pdfs.sort());
  for (const name of pdfs.sort()) {
    const facts = FACTS[name];
    if (!facts || labelled.some((file) => file.file === name)) continue;
    const started = performance.now();
    // as the product reads it: the stored copy of an upload, rewritten without metadata
    const proposal = await importCv({
      fileName: name,
      bytes: await sanitizePdf(new Uint8Array(readFileSync(path.join(pdfDir, name)))),
    });
    const ms = Math.round(performance.now() - started);
    results.push({
      file: name,
      // grouped by what the file is, so that a LinkedIn PDF the import does not recognise counts as a miss
      group: name.includes('linkedin') ? 'linkedinPdf' : 'others',
      scores: scoreFile(facts, proposal),
      ms,
    });
  }
  // each folder of linkedin-export/ is one export (its CSV files), loose CSV files another
  const exports = new Map<string, Map<string, Uint8Array>>();
  if (existsSync(exportDir)) {
    for (const entry of readdirSync(exportDir).sort()) {
      const full = path.join(exportDir, entry);
      const files = statSync(full).isDirectory()
        ? readdirSync(full)
            .filter((name) => name.endsWith('.csv'))
            .map((name) => path.join(full, name))
        : entry.endsWith('.csv')
          ? [full]
          : [];
      const key = statSync(full).isDirectory() ? entry : '(loose csv)';
      const map = exports.get(key) ?? new Map<string, Uint8Array>();
      for (const file of files) map.set(path.basename(file), new Uint8Array(readFileSync(file)));
      if (map.size > 0) exports.set(key, map);
    }
  }
  for (const [name, files] of exports) {
    const facts = FACTS[name];
    if (!facts) continue;
    const started = performance.now();
    const proposal = parseLinkedInExport(files);
    results.push({
      file: `linkedin-export/${name}`,
      group: 'others',
      scores: scoreFile(facts, proposal),
      ms: Math.round(performance.now() - started),
    });
  }

  say(
    `CV import against ${path.join(DIR, 'SOURCES.md')} — precision/recall per field (– = nothing expected or found)`,
  );
  say(`${'file'.padEnd(46)} ${FIELDS.map((field) => field.slice(0, 9).padEnd(11)).join('')}  ms`);
  for (const result of results) {
    const cells = FIELDS.map((field) => {
      const s = result.scores[field];
      return `${cell(ratio(s.matched, s.found))}/${cell(ratio(s.matched, s.expected))}  `;
    });
    say(`${result.file.slice(0, 45).padEnd(46)} ${cells.join('')}${result.ms}`);
  }
  const totals = (group: 'linkedinPdf' | 'others' | 'all') => {
    const chosen = results.filter((result) => group === 'all' || result.group === group);
    return Object.fromEntries(
      FIELDS.map((field) => {
        const sum = chosen.reduce(
          (acc, result) => ({
            expected: acc.expected + result.scores[field].expected,
            found: acc.found + result.scores[field].found,
            matched: acc.matched + result.scores[field].matched,
          }),
          { expected: 0, found: 0, matched: 0 },
        );
        return [
          field,
          { precision: ratio(sum.matched, sum.found), recall: ratio(sum.matched, sum.expected) },
        ];
      }),
    ) as Record<Field, { precision: number | null; recall: number | null }>;
  };
  for (const group of ['linkedinPdf', 'others', 'all'] as const) {
    const t = totals(group);
    say(
      `${`TOTAL ${group}`.padEnd(46)} ${FIELDS.map((field) => `${cell(t[field].precision)}/${cell(t[field].recall)}  `).join('')}`,
    );
  }
  const linkedinPdf = totals('linkedinPdf');
  const others = totals('others');
  const target = (t: typeof linkedinPdf, goal: number) =>
    (['titles', 'organisations', 'dates'] as const).every((field) => (t[field].recall ?? 0) >= goal);
  const summary = printLabelled(labelled);
  say(
    JSON.stringify({
      ...summary,
      fieldFacts: {
        files: results.length,
        linkedinPdf,
        others,
        targetsMet: { linkedinPdf: target(linkedinPdf, 0.9), others: target(others, 0.75) },
      },
      maxMs: Math.max(...[...results, ...labelled].map((result) => result.ms)),
    }),
  );
}

// ---- entry by entry, the rule of ../shared/tools/score-cv-entries.py ----

type Kind = 'position' | 'organisation' | 'start' | 'end' | 'school' | 'degree';
const KINDS: Kind[] = ['position', 'organisation', 'start', 'end', 'school', 'degree'];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Python's norm(): NFKD, ASCII only, lower case, runs of other characters as one space. */
const norm = (value: Json | undefined) =>
  pyStr(value)
    .normalize('NFKD')
    .split('')
    .filter((char) => char.charCodeAt(0) < 128)
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Python's str() of a JSON scalar. */
const pyStr = (value: Json | undefined): string =>
  value === true
    ? 'True'
    : value === false
      ? 'False'
      : value === null || value === undefined
        ? 'None'
        : String(value);

function objectsOf(value: Json, out: JsonObject[] = []): JsonObject[] {
  if (Array.isArray(value)) for (const item of value) objectsOf(item, out);
  else if (value !== null && typeof value === 'object') {
    out.push(value);
    for (const item of Object.values(value)) objectsOf(item, out);
  }
  return out;
}

const MONTH_ABBREVIATIONS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
function dateIn(ym: string, value: Json): boolean {
  const [year = '', monthText] = ym.split('-');
  const text = pyStr(value).toLowerCase();
  if (monthText === undefined) return text.includes(year);
  const m = Number(monthText);
  const mm = String(m).padStart(2, '0');
  return [
    `${year}-${mm}`,
    `${mm}/${year}`,
    `${m}/${year}`,
    `${MONTH_ABBREVIATIONS[m - 1]} ${year}`,
    `${year}${mm}`,
  ].some((form) => text.includes(form));
}

/** The scalar values of an object under keys that match `pattern` (None and '' left out, as in Python). */
function fieldsOf(object: JsonObject, pattern: RegExp): Json[] {
  return Object.entries(object)
    .filter(
      ([key, value]) =>
        pattern.test(key) && (value === null || typeof value !== 'object') && value !== null && value !== '',
    )
    .map(([, value]) => value);
}

function textEq(want: string, values: Json[]): boolean {
  const w = norm(want);
  return values.some((value) => {
    const v = norm(value);
    return w !== '' && (w === v || (w.length > 3 && v.includes(w) && v.length <= 2 * w.length + 10));
  });
}

type Spec = [kind: Kind, key: string | null, pattern: RegExp];
const WORK_SPEC: Spec[] = [
  ['position', 'position', /title|position|role/i],
  ['organisation', 'name', /company|organi|employer|^name$/i],
  ['start', 'startDate', /from|start/i],
  ['end', 'endDate', /(^|_)to$|[a-z]To$|end/i],
];
const EDU_SPEC: Spec[] = [
  ['school', 'institution', /school|institution|universit/i],
  ['degree', null, /degree|study|major|area/i],
];

function check(kind: Kind, want: string, object: JsonObject, pattern: RegExp): boolean {
  const values = fieldsOf(object, pattern);
  if (kind === 'start' || kind === 'end') return values.some((value) => dateIn(want, value));
  if (kind === 'degree') {
    const joined = values.map((value) => norm(value)).join(' ');
    return norm(want)
      .split(' ')
      .filter(Boolean)
      .every((token) => joined.includes(token));
  }
  return textEq(want, values);
}

function scoreEntries(
  entries: JsonObject[],
  spec: Spec[],
  objects: JsonObject[],
  kinds: Record<Kind, boolean[]>,
) {
  for (const entry of entries) {
    const wants: [Kind, string, RegExp][] = [];
    for (const [kind, key, pattern] of spec) {
      const want = key
        ? entry[key]
        : [entry.studyType, entry.area].filter((part) => typeof part === 'string' && part !== '').join(' ');
      if (typeof want === 'string' && want !== '') wants.push([kind, want, pattern]);
    }
    // Python's max() keeps the first of equal scores
    let best: JsonObject | null = null;
    let bestScore = -1;
    for (const object of objects) {
      const points = wants.filter(([kind, want, pattern]) => check(kind, want, object, pattern)).length;
      if (points > bestScore) [best, bestScore] = [object, points];
    }
    for (const [kind, want, pattern] of wants)
      kinds[kind].push(best !== null && check(kind, want, best, pattern));
  }
}

/** found/total per kind, as score-cv-entries.py prints them. */
export function scoreCvEntries(expected: JsonObject, output: Json): Record<Kind, [number, number]> {
  const objects = objectsOf(output);
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, [] as boolean[]])) as Record<Kind, boolean[]>;
  const list = (value: Json | undefined) =>
    Array.isArray(value)
      ? value.filter((v): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v))
      : [];
  scoreEntries(list(expected.work), WORK_SPEC, objects, kinds);
  scoreEntries(list(expected.education), EDU_SPEC, objects, kinds);
  return Object.fromEntries(
    KINDS.map((kind) => [kind, [kinds[kind].filter(Boolean).length, kinds[kind].length]]),
  ) as Record<Kind, [number, number]>;
}

type Labelled = { file: string; scores: Record<Kind, [number, number]>; entries: number; ms: number };

async function scoreLabelled(pdfDir: string, pdfs: string[]): Promise<Labelled[]> {
  const out: Labelled[] = [];
  for (const name of pdfs) {
    const expectedPath = path.join(pdfDir, name.replace(/\.pdf$/, '.expected.json'));
    if (!existsSync(expectedPath)) continue;
    const expected = JSON.parse(readFileSync(expectedPath, 'utf8')) as JsonObject;
    const started = performance.now();
    const proposal = await importCv({
      fileName: name,
      bytes: await sanitizePdf(new Uint8Array(readFileSync(path.join(pdfDir, name)))),
    });
    const ms = Math.round(performance.now() - started);
    // the JSON `npm run cv:import` prints, read back as the Python rule reads it
    const output = JSON.parse(JSON.stringify(proposal)) as Json;
    const entries =
      (Array.isArray(expected.work) ? expected.work.length : 0) +
      (Array.isArray(expected.education) ? expected.education.length : 0);
    out.push({ file: name, scores: scoreCvEntries(expected, output), entries, ms });
  }
  return out;
}

const pct = (found: number, total: number) => (total === 0 ? null : Math.round((1000 * found) / total) / 10);
const pctCell = (found: number, total: number) => `${found}/${total}`.padStart(6);

/** Prints the entry-by-entry table and returns the headline figures. */
function printLabelled(files: Labelled[]) {
  say('');
  say('Entry by entry (rule of ../shared/tools/score-cv-entries.py): found/expected per field');
  say(`${'file'.padEnd(46)} ${KINDS.map((kind) => kind.slice(0, 8).padStart(8)).join(' ')}  t+o+s    ms`);
  const core: Kind[] = ['position', 'organisation', 'start'];
  const totals = Object.fromEntries(KINDS.map((kind) => [kind, [0, 0]])) as Record<Kind, [number, number]>;
  const filePcts: number[] = [];
  for (const file of files) {
    for (const kind of KINDS) {
      totals[kind][0] += file.scores[kind][0];
      totals[kind][1] += file.scores[kind][1];
    }
    const found = core.reduce((sum, kind) => sum + file.scores[kind][0], 0);
    const total = core.reduce((sum, kind) => sum + file.scores[kind][1], 0);
    const filePct = pct(found, total);
    if (filePct !== null) filePcts.push(filePct);
    say(
      `${file.file.slice(0, 45).padEnd(46)} ${KINDS.map((kind) => pctCell(...file.scores[kind]).padStart(8)).join(' ')}  ${`${filePct ?? '–'}%`.padStart(6)} ${String(file.ms).padStart(5)}`,
    );
  }
  const found = core.reduce((sum, kind) => sum + totals[kind][0], 0);
  const total = core.reduce((sum, kind) => sum + totals[kind][1], 0);
  say(
    `${'TOTAL'.padEnd(46)} ${KINDS.map((kind) => pctCell(...totals[kind]).padStart(8)).join(' ')}  ${`${pct(found, total) ?? '–'}%`.padStart(6)}`,
  );
  say(`per field: ${KINDS.map((kind) => `${kind} ${pct(...totals[kind]) ?? '–'}%`).join(', ')}`);
  return {
    files: files.length,
    entries: files.reduce((sum, file) => sum + file.entries, 0),
    title_org_start_pct: pct(found, total),
    min_file_pct: filePcts.length > 0 ? Math.min(...filePcts) : null,
    fields: Object.fromEntries(KINDS.map((kind) => [kind, pct(...totals[kind])])),
  };
}

await main();
