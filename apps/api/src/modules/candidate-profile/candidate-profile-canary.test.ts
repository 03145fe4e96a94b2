import { describe, expect, it } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call, signInNewAdmin } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { GPS_MARKER, photoWithGps } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { uploadDone } from '../../testing/uploads';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { anonymousCvOfCandidate } from './anonymous-cv.service';

const ctx = useTestApp();

/**
 * The canary: every personal field of the profile holds a marker of its own, and the free text
 * repeats them the ways people write (another case, umlauts written out, inflected, split).
 */
const M = {
  first: 'Kanarjöna',
  last: 'Vogelsängerq',
  email: 'kanarpost9z@example.org',
  phone: '+4915170707070',
  company: 'Zwitscherwerk GmbH',
  school: 'Pfeifakademie Quakenbrück',
  certOrg: 'Trillerverband',
  certId: 'KAN-7Q-ID',
  certUrl: 'https://kanar-cert.example/7q',
  issuer: 'Gesangsstiftung Kanarx',
  link: 'https://github.com/kanarvogel7q',
  location: 'Kanarhausen',
  headline: 'Kanarheadline7q',
};

const MARKERS = [
  'kanarjöna',
  'kanarjoena',
  'vogelsängerq',
  'vogelsaengerq',
  'kanarpost9z',
  '70707070',
  'zwitscherwerk',
  'pfeifakademie',
  'trillerverband',
  'kan-7q-id',
  'kanar-cert',
  'kanarx',
  'kanarvogel7q',
  'kanarhausen',
  'kanarheadline7q',
  '1987',
  GPS_MARKER.toLowerCase(),
];

function leaks(text: string): string[] {
  const lower = text.toLowerCase();
  return MARKERS.filter((marker) => lower.includes(marker));
}

describe('the canary candidate', () => {
  it('reaches no employer, admin or public answer with any personal value', async () => {
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, M.email);
    const cookie = candidate.cookie;
    const photo = await uploadDone(ctx.app, 'candidate', cookie, {
      type: 'candidate_profile',
      filename: `${M.first}-${M.last}.jpg`,
      mediaType: 'image/jpeg',
      body: await photoWithGps(640, 480),
    });
    const free = `Bei ${M.company.toUpperCase()} mit ${M.first}s Team (${M.last.replace('ä', 'ae')}), M.a.i.l ${M.email}, Tel. 0151-70707070, ${M.link}, studiert an der ${M.school}, ${M.issuer}`;
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie,
      body: {
        userDetails: {
          firstName: M.first,
          lastName: M.last,
          email: M.email,
          phoneNumber: M.phone,
          gender: 'female',
          dob: '1987-02-03',
          headline: M.headline,
          location: M.location,
          photoUploadId: photo,
        },
        workInformation: {
          personalHeadline: `Ex-${M.company}: ${free}`.slice(0, 150),
          openTo: ['full_time'],
        },
        workExperiences: [
          {
            company: M.company,
            industry: 'software_it_services',
            companySize: '10-49',
            jobTitle: `Lead at ${M.company}`,
            workFrom: '2019-04',
            currentlyWorking: true,
            jobDescription: free,
          },
        ],
        educations: [
          { school: M.school, degree: `Diplom ${M.school}`, studyFrom: '2006-10', studyTo: '2011-09' },
        ],
        languages: [{ iso: 'deu', level: 'business_fluent' }],
        tags: ['TypeScript', `${M.last}-Methode`],
        certifications: [
          { name: 'Zertifikat', issuingOrg: M.certOrg, credentialId: M.certId, credentialUrl: M.certUrl },
        ],
        rewards: [{ title: 'Preis', issuer: M.issuer }],
        socialLinks: [{ linkType: 'github', link: M.link }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = (
      await call(ctx.app, 'candidate', 'PUT', '/api/resumes/public-link', { cookie, body: { enabled: true } })
    ).json().publicCode;

    const company = await createCompany(ctx.app.database.db);
    const job = await insertJob(ctx.app, company.id, { languages: [{ iso: 'deu', level: 'fluent' }] });
    const employer = await signedInEmployer(ctx.app, company.id, 'power_user');
    const admin = await signInNewAdmin(ctx.app);

    const answers = [
      // what employers will read: the anonymous CV of the candidate, matched against their job
      JSON.stringify(await anonymousCvOfCandidate(ctx.app.database.db, candidate.id, job)),
      // the public link, signed out
      (await call(ctx.app, 'candidate', 'GET', `/api/anonymous-profiles/${code}`)).body,
      // every resume route, as an employer and as an admin
      ...(await Promise.all(
        [
          '/api/resumes',
          `/api/resumes/${created.json().id}/anonymous`,
          '/api/resumes/export',
          '/api/jobs/for-you',
        ].flatMap((path) => [
          call(ctx.app, 'candidate', 'GET', path, { cookie: employer.cookie }).then((res) => res.body),
          call(ctx.app, 'candidate', 'GET', path, { cookie: admin }).then((res) => res.body),
        ]),
      )),
      // the employer's own lists and job
      (await call(ctx.app, 'employer', 'GET', '/api/company-jobs', { cookie: employer.cookie })).body,
      (await call(ctx.app, 'employer', 'GET', `/api/company-jobs/${job.id}`, { cookie: employer.cookie }))
        .body,
    ];
    for (const answer of answers) expect(leaks(answer), answer.slice(0, 300)).toEqual([]);
    // and the candidate's own view does hold them: the markers are real
    const own = (await call(ctx.app, 'candidate', 'GET', '/api/resumes', { cookie })).body;
    expect(leaks(own).length).toBeGreaterThan(5);
  });
});
