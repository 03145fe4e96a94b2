/**
 * npm run eval:cv — runs the CV import over the real CVs and LinkedIn exports of the evaluation set
 * (../shared/fixtures/cv-pdf/*.pdf and ../shared/fixtures/linkedin-export/, described in
 * ../shared/fixtures/SOURCES.md; never copied into the project) and prints field-level precision
 * and recall per file against the facts SOURCES.md gives, written down below (no contact data).
 * Values match after folding case, accents, spaces, dashes and punctuation; a bare year in the
 * facts matches any month of that year. Ends with one JSON line of the headline figures.
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
  for (const name of pdfs.sort()) {
    const facts = FACTS[name];
    if (!facts) continue;
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
  say(
    JSON.stringify({
      files: results.length,
      linkedinPdf,
      others,
      targetsMet: { linkedinPdf: target(linkedinPdf, 0.9), others: target(others, 0.75) },
      maxMs: Math.max(...results.map((result) => result.ms)),
    }),
  );
}

await main();
