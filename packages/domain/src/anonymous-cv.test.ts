import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnonymousCvSchema, toAnonymousCv } from './anonymous-cv';
import { personalValuesOf } from './identifying-values';
import { REDACTION_MARK } from './redaction';
import { type ResumeInput, ResumeInputSchema } from './resume';

const NOW = new Date('2026-11-15T10:00:00Z');

function resume(overrides: Partial<ResumeInput> = {}): ResumeInput {
  return ResumeInputSchema.parse({
    userDetails: {
      firstName: 'Jörg',
      lastName: 'Müller',
      email: 'joerg.mueller@example.org',
      phoneNumber: '+49 170 1234567',
      gender: 'male',
      dob: '1990-04-02',
      headline: 'Backend developer',
      location: 'Dresden',
    },
    workInformation: {
      personalHeadline: 'Backend developer, ex-Hafenkante',
      openTo: ['part_time', 'full_time'],
    },
    workExperiences: [
      {
        company: 'Hafenkante Digital GmbH',
        industry: 'software_it_services',
        companySize: '50-249',
        jobTitle: 'Backend Developer',
        workFrom: '2024-03',
        currentlyWorking: true,
        jobDescription: 'At Hafenkante I led the billing team. Mail: joerg.mueller@example.org',
      },
      {
        company: 'Elbwerk AG',
        industry: 'software_it_services',
        companySize: '1000+',
        jobTitle: 'Junior Developer',
        workFrom: '2019-01',
        workTo: '2024-02',
        jobDescription: '',
      },
    ],
    educations: [
      { school: 'TU Dresden', degree: 'Master of Science', studyFrom: '2016-10', studyTo: '2018-09' },
      {
        school: 'Universität Leipzig',
        degree: 'Bachelor of Science',
        studyFrom: '2013-10',
        studyTo: '2016-09',
      },
    ],
    languages: [
      { iso: 'deu', level: 'business_fluent' },
      { iso: 'eng', level: 'good_knowledge' },
    ],
    tags: ['TypeScript', 'PostgreSQL'],
    certifications: [
      {
        name: 'AWS Solutions Architect',
        issuingOrg: 'Amazon',
        credentialId: 'AWS-123-XYZ',
        credentialUrl: 'https://aws.example/verify/123',
      },
    ],
    rewards: [{ title: 'Hackathon winner', issuer: 'Elbwerk AG' }],
    socialLinks: [{ linkType: 'github', link: 'https://github.com/jmuedev' }],
    ...overrides,
  });
}

describe('toAnonymousCv', () => {
  it('shows durations instead of dates, longest first, and the degree only', () => {
    const cv = toAnonymousCv(resume(), { now: NOW });
    expect(cv.workExperiences.map((e) => [e.jobTitle, e.duration])).toEqual([
      ['Junior Developer', { years: 5, months: 2 }],
      ['Backend Developer', { years: 2, months: 9 }],
    ]);
    expect(cv.educations).toEqual([
      { degreeOfStudy: 'Bachelor of Science' },
      { degreeOfStudy: 'Master of Science' },
    ]);
    expect(cv.tags).toEqual(['PostgreSQL', 'TypeScript']);
    expect(AnonymousCvSchema.parse(cv)).toEqual(cv);
  });

  it('redacts free text and says what it masked', () => {
    const cv = toAnonymousCv(resume(), { now: NOW });
    expect(cv.workExperiences[1]?.jobDescription).toBe(
      `At ${REDACTION_MARK} I led the billing team. Mail: ${REDACTION_MARK}`,
    );
    expect(cv.workInformation.personalHeadline).toBe(`Backend developer, ex-${REDACTION_MARK}`);
    expect(cv.masked).toEqual(['email', 'organisation']);
  });

  it('masks town, birth date, certificate, award, major, periods and other people, and writes titles neutral', () => {
    const base = resume();
    const cv = toAnonymousCv(
      resume({
        workInformation: { personalHeadline: 'Backend-Entwicklerin aus Dresden, Jahrgang 1990', openTo: [] },
        workExperiences: [
          {
            ...(base.workExperiences[0] as ResumeInput['workExperiences'][number]),
            jobTitle: 'Softwareentwicklerin',
            jobDescription:
              'Von März 2016 bis August 2021 mit meinem Teamleiter Jan Becker; AWS Solutions Architect, Hackathon winner, geboren am 02.04.1990.',
          },
        ],
        educations: [{ ...(base.educations[0] as ResumeInput['educations'][number]), majorIn: 'Informatik' }],
      }),
      { now: NOW },
    );
    const M = REDACTION_MARK;
    expect(cv.workInformation.personalHeadline).toBe(`Backend-Entwickler:in aus ${M}, Jahrgang ${M}`);
    expect(cv.workExperiences[0]?.jobTitle).toBe('Softwareentwickler:in');
    expect(cv.workExperiences[0]?.jobDescription).toBe(
      `für 5 Jahre und 6 Monate mit meinem Teamleiter ${M}; ${M}, ${M}, geboren am ${M}.`,
    );
    expect(cv.masked).toEqual([
      'award',
      'birth_date',
      'credential',
      'date',
      'gender',
      'other_person',
      'place',
    ]);
  });

  it('carries no personal field and no date at all', () => {
    const json = JSON.stringify(toAnonymousCv(resume(), { now: NOW }));
    for (const forbidden of [
      'Jörg',
      'Müller',
      'example.org',
      '1234567',
      'Hafenkante',
      'Elbwerk',
      'Dresden',
      'Leipzig',
      'Amazon',
      'AWS-123',
      'jmuedev',
      '1990',
      '2019',
      '2024',
      'male',
      'Hackathon',
    ])
      expect(json).not.toContain(forbidden);
  });

  it('matches the languages against a job', () => {
    const job = {
      languages: [
        { iso: 'deu', level: 'fluent' },
        { iso: 'eng', level: 'fluent' },
        { iso: 'fra', level: 'basic_knowledge' },
      ] as const,
    };
    const cv = toAnonymousCv(resume(), { job: { languages: [...job.languages] }, now: NOW });
    expect(cv.langMatch).toEqual({
      languages: [
        { iso: 'deu', level: 'business_fluent', matches: true },
        { iso: 'eng', level: 'good_knowledge', matches: false },
      ],
      nonMatchCount: 2,
    });
    expect(toAnonymousCv(resume(), { now: NOW }).langMatch.nonMatchCount).toBe(0);
  });
});

// ---- the property: for any profile, no personal value reaches the anonymous CV ----

/** Syllables that no English or German filler word and no enum value contains. */
const SYLLABLES = ['qua', 'zor', 'xel', 'qix', 'zan', 'müx', 'jöz', 'quä', 'zeß', 'xüq', 'ozq', 'yxa'];
const FILLER = [
  'led',
  'the',
  'team',
  'built',
  'billing',
  'with',
  'and',
  'for',
  'our',
  'clients',
  'in',
  'Berlin',
  'agile',
  'data',
];

const word = fc.array(fc.constantFrom(...SYLLABLES), { minLength: 2, maxLength: 3 }).map((parts) => {
  const text = parts.join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
});

/** How a value may be written in free text: any case, with or without umlauts, inflected, split. */
const writtenAs = (value: string) =>
  fc
    .constantFrom<(text: string) => string>(
      (t) => t,
      (t) => t.toUpperCase(),
      (t) => t.toLowerCase(),
      (t) => t.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'),
      (t) => t.normalize('NFD').replace(/\p{M}/gu, ''),
      (t) => `${t}s`,
      (t) => `${t}'s`,
      (t) => [...t].join('.'),
      (t) => `${t.slice(0, 3)}-${t.slice(3)}`,
    )
    .map((write) => write(value));

const personal = fc.record({
  firstName: word,
  lastName: word,
  company: word,
  school: word,
  handle: word,
  phone: fc.integer({ min: 1_000_000, max: 99_999_999 }),
});

const profileWithLeaks = personal.chain((p) => {
  const ascii = (t: string) => folds(t)[0] as string;
  const email = `${ascii(p.firstName)}.${ascii(p.lastName)}@${ascii(p.company)}.com`;
  const values = [p.firstName, p.lastName, p.company, p.school, p.handle];
  const leak = fc.oneof(
    fc.constantFrom(...values).chain(writtenAs),
    fc.constant(email),
    fc.constant(`+49 151 ${p.phone}`),
    fc.constant(`0151/${p.phone}`),
    fc.constant(`github.com/${p.handle.toLowerCase()}`),
  );
  const text = fc
    .array(fc.oneof(fc.constantFrom(...FILLER), leak), { minLength: 0, maxLength: 12 })
    .map((parts) => parts.join(' ').slice(0, 3000));
  const title = fc
    .array(fc.oneof(fc.constantFrom(...FILLER), leak), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(' ').slice(0, 100));
  return fc
    .record({
      headline: text.map((t) => t.slice(0, 150)),
      experiences: fc.array(fc.record({ jobTitle: title, jobDescription: text }), { maxLength: 4 }),
      degrees: fc.array(title, { maxLength: 3 }),
      tags: fc.uniqueArray(title, { maxLength: 5, selector: (t) => t.trim().toLowerCase() }),
    })
    .map((free) => ({
      values: { ...p, email },
      resume: ResumeInputSchema.parse({
        userDetails: {
          firstName: p.firstName,
          lastName: p.lastName,
          email,
          phoneNumber: `+49151${p.phone}`,
          gender: 'not_specified',
        },
        workInformation: { personalHeadline: free.headline, openTo: [] },
        workExperiences: free.experiences.map((e, i) => ({
          company: `${p.company} GmbH`,
          industry: 'software_it_services',
          companySize: '10-49',
          jobTitle: e.jobTitle,
          jobDescription: e.jobDescription,
          workFrom: `20${10 + i}-01`,
          workTo: `20${11 + i}-06`,
        })),
        educations: free.degrees.map((degree) => ({
          school: `Universität ${p.school}`,
          degree,
          studyFrom: '2005-10',
          studyTo: '2009-09',
        })),
        tags: free.tags.filter((t) => t.trim() !== ''),
        socialLinks: [{ linkType: 'github', link: `https://github.com/${p.handle.toLowerCase()}` }],
      }),
    }));
});

/** Letters and digits only, umlauts written out and without their marks: how a leak is looked for. */
function folds(text: string): string[] {
  const lower = text.toLowerCase().replace(/ß/g, 'ss');
  const outWritten = lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  const stripped = lower.normalize('NFD').replace(/\p{M}/gu, '');
  return [outWritten, stripped].map((t) => t.replace(/[^a-z0-9]/g, ''));
}

describe('the anonymous CV of any profile', () => {
  it('holds none of its personal values in any spelling (1 000 generated profiles)', () => {
    fc.assert(
      fc.property(profileWithLeaks, ({ values, resume: profile }) => {
        const json = folds(JSON.stringify(toAnonymousCv(profile, { now: NOW })));
        // an organisation is the candidate's only when an entry of the profile names it
        const secrets = [
          values.firstName,
          values.lastName,
          ...(profile.workExperiences.length > 0 ? [values.company] : []),
          ...(profile.educations.length > 0 ? [values.school] : []),
          values.handle,
          values.email,
          String(values.phone),
        ].flatMap(folds);
        for (const secret of secrets) for (const text of json) expect(text).not.toContain(secret);
        expect(personalValuesOf(profile).names).toContain(values.firstName);
      }),
      { numRuns: 1000, seed: 20261124 },
    );
    // a ceiling for a busy machine (about 2 s on an idle one), not a wait
  }, 60_000);
});
