import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { sentApplication } from '../../testing/applications';
import { CANARY, canaryLeaks, canaryResume } from '../../testing/canary';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { useApplicationsCompany } from '../applications/applications.testing';
import { CANDIDATE_PASSWORD, insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { talentPoolConsents, talentPoolInvitations } from './talent-pool.schema';
import { purgeTalentPool } from './talent-pool-retention';

const DAY = 86_400_000;
const clock = settableClock();
const ctx = useTestApp({}, { clock });
const {
  companyId,
  jobId,
  closedJobId,
  power,
  regular,
  reviewerA,
  outsider,
  candidateWithResume,
  employerCall,
  candidateCall,
} = useApplicationsCompany(ctx);

type Candidate = Awaited<ReturnType<typeof candidateWithResume>>;

/** A sent application of the candidate to a fresh open job of the company, then withdrawn. */
async function withdrawnApplication(candidate: { cookie: string }, jobTitle = 'Datenbankprofi') {
  const job = await insertJob(ctx.app, companyId, { jobTitle, screeningQuestions: [] });
  const { id } = await sentApplication(ctx.app, candidate.cookie, job.id);
  const withdrawn = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/withdraw`, {
    reason: 'haveAnother',
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  return id;
}

async function consent(candidate: { cookie: string }, applicationId: string, months = 12) {
  return candidateCall(candidate.cookie, 'POST', '/talent-pool/consents', { applicationId, months });
}

async function pool(member = power, skill?: string) {
  const res = await employerCall(
    member,
    'GET',
    `/company-talent-pool${skill ? `?skill=${encodeURIComponent(skill)}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const numbers = async (member = power) =>
  ((await pool(member)).json().talents as { talentNumber: number }[]).map((talent) => talent.talentNumber);

describe('the talent pool', () => {
  it('keeps a withdrawn candidate by consent; the company sees only the anonymous CV and invites; nothing leaks', async () => {
    clock.set(new Date());
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.9.3.1');
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: candidate.cookie,
      body: canaryResume(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const applicationId = await withdrawnApplication(candidate);

    const given = await consent(candidate, applicationId, 6);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ companyName: 'Bewerbungsfirma', jobTitle: 'Datenbankprofi' });
    const again = await consent(candidate, applicationId);
    expect([again.statusCode, again.json().code]).toEqual([409, 'talent_pool_consent_exists']);

    const answers: string[] = [];
    const list = await pool();
    answers.push(list.body, (await pool(regular)).body);
    const [talent] = list.json().talents;
    expect(talent).toMatchObject({ jobTitle: 'Datenbankprofi', invitations: [] });
    expect(talent.anonymousCv.tags.length).toBeGreaterThan(0);
    // the number is the pool's, not an id of the candidate or of the application
    expect(list.body).not.toContain(candidate.id);
    expect(list.body).not.toContain(applicationId);
    expect(list.body).not.toContain(given.json().id);

    // a title without a gendered word (the canary's markers include one)
    const { id: newJobId } = await insertJob(ctx.app, companyId, { jobTitle: 'Datenarchitektur' });
    const invited = await employerCall(
      power,
      'POST',
      `/company-talent-pool/${talent.talentNumber}/invitations`,
      { jobId: newJobId },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    answers.push(invited.body);
    expect(invited.json().invitations).toMatchObject([{ jobId: newJobId, jobTitle: 'Datenarchitektur' }]);
    const twice = await employerCall(
      power,
      'POST',
      `/company-talent-pool/${talent.talentNumber}/invitations`,
      { jobId: newJobId },
    );
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'talent_invitation_exists']);

    // the candidate's mail; every other mail (none to the company) is searched for the canary
    const mails = await ctx.app.database.db.query.mailMessages.findMany();
    const toCandidate = mails.filter(
      (mail) => mail.toAddress === CANARY.email && mail.subject.includes('Datenarchitektur'),
    );
    expect(toCandidate).toHaveLength(1);
    for (const mail of mails.filter((message) => message.toAddress !== CANARY.email))
      answers.push(`${mail.subject}\n${mail.text}\n${mail.html}`);
    for (const answer of answers) expect(canaryLeaks(answer), answer.slice(0, 300)).toEqual([]);
    // the markers are real: the candidate's own resume holds them
    const own = (await call(ctx.app, 'candidate', 'GET', '/api/resumes', { cookie: candidate.cookie })).body;
    expect(canaryLeaks(own).length).toBeGreaterThan(3);

    const invitations = (await candidateCall(candidate.cookie, 'GET', '/talent-pool/invitations')).json();
    expect(invitations.invitations).toMatchObject([
      { jobId: newJobId, jobTitle: 'Datenarchitektur', companyName: 'Bewerbungsfirma', acceptedAt: null },
    ]);
    const accepted = await candidateCall(
      candidate.cookie,
      'POST',
      `/talent-pool/invitations/${invitations.invitations[0].id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().acceptedAt).not.toBeNull();
    expect(
      (await candidateCall(candidate.cookie, 'GET', '/talent-pool/invitations')).json().invitations,
    ).toEqual([]);

    // the candidate's data export holds the consent with its invitation, and their notifications
    const file = (await candidateCall(candidate.cookie, 'GET', '/resumes/export')).json();
    const exported = JSON.parse(Buffer.from(file.content, 'base64').toString('utf8'));
    expect(exported.talentPool).toMatchObject([
      {
        companyName: 'Bewerbungsfirma',
        months: 6,
        revokedAt: null,
        invitations: [{ jobTitle: 'Datenarchitektur', acceptedAt: expect.any(String) }],
      },
    ]);
    expect(Array.isArray(exported.notifications)).toBe(true);

    // revoked: hidden at once, invitations end, the retention deletes the row
    const revoked = await call(
      ctx.app,
      'candidate',
      'DELETE',
      `/api/talent-pool/consents/${given.json().id}`,
      {
        cookie: candidate.cookie,
      },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().consents).toEqual([]);
    expect(await numbers()).not.toContain(talent.talentNumber);
    const late = await employerCall(
      power,
      'POST',
      `/company-talent-pool/${talent.talentNumber}/invitations`,
      {
        jobId: (await insertJob(ctx.app, companyId, { jobTitle: 'Später' })).id,
      },
    );
    expect([late.statusCode, late.json().code]).toEqual([404, 'talent_not_found']);
    const stale = await candidateCall(
      candidate.cookie,
      'POST',
      `/talent-pool/invitations/${invitations.invitations[0].id}/accept`,
    );
    expect([stale.statusCode, stale.json().code]).toEqual([404, 'talent_invitation_not_found']);
    await purgeTalentPool(ctx.app.database.db, clock.now());
    const left = await ctx.app.database.db
      .select()
      .from(talentPoolConsents)
      .where(eq(talentPoolConsents.candidateId, candidate.id));
    expect(left).toEqual([]);

    // a new consent after the revocation: a new number, which the company cannot link to the old one
    const renewed = await consent(candidate, applicationId);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await numbers()).toContain(talent.talentNumber + 1);
  });

  it('takes consent on a rejected application only, and refuses others', async () => {
    clock.set(new Date());
    const candidate = await candidateWithResume();
    const { id } = await sentApplication(ctx.app, candidate.cookie, jobId);
    const applied = await consent(candidate, id);
    expect([applied.statusCode, applied.json().code]).toEqual([409, 'application_status_conflict']);
    await ctx.app.database.db.execute(sql`update applications set status = 'rejected' where id = ${id}`);
    const other = await candidateWithResume();
    const foreign = await consent(other, id);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'application_not_found']);
    const given = await consent(candidate, id, 24);
    expect(given.statusCode, given.body).toBe(200);
    const invalid = await candidateCall(candidate.cookie, 'POST', '/talent-pool/consents', {
      applicationId: id,
      months: 7,
    });
    expect(invalid.statusCode).toBe(400);
    const consents = (await candidateCall(candidate.cookie, 'GET', '/talent-pool/consents')).json().consents;
    expect(consents).toHaveLength(1);
    expect(new Date(consents[0].expiresAt).getUTCFullYear()).toBe(clock.now().getUTCFullYear() + 2);
  });

  it('refuses invitations to jobs that are not open or not the company’s, to reviewers and to other companies', async () => {
    clock.set(new Date());
    const candidate = await candidateWithResume();
    await consent(candidate, await withdrawnApplication(candidate, 'Einladbar'));
    const [talentNumber] = await numbers();
    const invite = (member: typeof power, job: string) =>
      employerCall(member, 'POST', `/company-talent-pool/${talentNumber}/invitations`, { jobId: job });
    const draft = await insertJob(ctx.app, companyId, { jobTitle: 'Entwurf', status: 'draft' });
    for (const job of [draft.id, closedJobId]) {
      const refused = await invite(power, job);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'job_status_conflict']);
    }
    const elsewhere = await invite(power, crypto.randomUUID());
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 'job_not_found']);
    const reviewer = await employerCall(reviewerA, 'GET', '/company-talent-pool');
    expect([reviewer.statusCode, reviewer.json().code]).toEqual([403, 'forbidden_to_access_data']);
    // another company's pool is its own: empty, and the number means nothing there
    expect(await numbers(outsider)).toEqual([]);
    const across = await invite(outsider, jobId);
    expect([across.statusCode, across.json().code]).toEqual([404, 'talent_not_found']);
    const byRegular = await invite(regular, jobId);
    expect(byRegular.statusCode, byRegular.body).toBe(200);
  });

  it('pages the pool newest first by talent number, with and without a skill filter', async () => {
    clock.set(new Date());
    for (const title of ['Seite Eins', 'Seite Zwei', 'Seite Drei']) {
      const candidate = await candidateWithResume();
      expect((await consent(candidate, await withdrawnApplication(candidate, title))).statusCode).toBe(200);
    }
    const all = await numbers();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const walk = async (skill: string) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?pageSize=2${skill}${cursor ? `&lastIndex=${cursor}` : ''}`;
        const page = await employerCall(power, 'GET', `/company-talent-pool${query}`);
        expect(page.statusCode, page.body).toBe(200);
        expect(page.json().talents.length).toBeLessThanOrEqual(2);
        expect(page.json().totalRecords).toBe(all.length);
        seen.push(...page.json().talents.map((talent: { talentNumber: number }) => talent.talentNumber));
        cursor = page.json().lastIndex;
      } while (cursor !== null);
      return seen;
    };
    expect(await walk('')).toEqual(all);
    expect(await walk('&skill=nirgendwo-vorhanden')).toEqual([]);
    const bad = await employerCall(power, 'GET', '/company-talent-pool?lastIndex=abc');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_query_parameters']);
  });

  it('hides an expired consent at once (moved clock) and the retention deletes it', async () => {
    clock.set(new Date());
    const candidate = await candidateWithResume();
    const given = await consent(candidate, await withdrawnApplication(candidate, 'Ablauf'), 6);
    expect(given.statusCode, given.body).toBe(200);
    const [talentNumber] = await numbers();
    const invited = await employerCall(power, 'POST', `/company-talent-pool/${talentNumber}/invitations`, {
      jobId,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    // the invitation lapses after its days, the consent stays
    clock.advance(31 * DAY);
    expect(
      (await candidateCall(candidate.cookie, 'GET', '/talent-pool/invitations')).json().invitations,
    ).toEqual([]);
    expect(await numbers()).toContain(talentNumber);
    clock.set(new Date(given.json().expiresAt));
    expect(await numbers()).not.toContain(talentNumber);
    expect((await candidateCall(candidate.cookie, 'GET', '/talent-pool/consents')).json().consents).toEqual(
      [],
    );
    await purgeTalentPool(ctx.app.database.db, clock.now());
    const rows = await ctx.app.database.db
      .select({ id: talentPoolConsents.id })
      .from(talentPoolConsents)
      .where(eq(talentPoolConsents.id, given.json().id));
    expect(rows).toEqual([]);
    const invitations = await ctx.app.database.db
      .select({ id: talentPoolInvitations.id })
      .from(talentPoolInvitations)
      .where(eq(talentPoolInvitations.consentId, given.json().id));
    expect(invitations).toEqual([]);
  });

  it('goes with the candidate’s account', async () => {
    clock.set(new Date());
    const candidate: Candidate = await candidateWithResume();
    await consent(candidate, await withdrawnApplication(candidate, 'Konto'));
    const deleted = await call(ctx.app, 'candidate', 'DELETE', '/api/candidates/me', {
      cookie: candidate.cookie,
      body: { password: CANDIDATE_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await ctx.app.database.db
      .select({ id: talentPoolConsents.id })
      .from(talentPoolConsents)
      .where(eq(talentPoolConsents.candidateId, candidate.id));
    expect(rows).toEqual([]);
  });
});
