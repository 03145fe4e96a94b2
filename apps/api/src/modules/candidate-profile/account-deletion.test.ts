import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { CANARY, CANARY_ANSWERS, canaryLeaks, canaryResume } from '../../testing/canary';
import { createCompany } from '../../testing/factories';
import { call, signIn } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { photoWithGps } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { uploadDone } from '../../testing/uploads';
import { waitFor } from '../../testing/wait-for';
import { CANDIDATE_PASSWORD, insertJob, signedUpCandidate } from '../jobs/job-search.testing';

/*
 * A candidate deletes their account (DELETE /api/candidates/me, docs/decisions/020): afterwards no
 * row of any table names them, holds their address or a value of their profile; the companies keep
 * deletion logs without identity; the files go; the address can sign up again as a new person.
 */

const ctx = useTestApp();

type Row = Record<string, unknown>;

/** Every table of the app and of pg-boss, with the needles any of its rows holds (the whole row as text). */
async function rowsHolding(needles: readonly string[]): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    ctx.app.database.db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    for (const needle of needles) {
      const [hit] = await rowsOf<{ n: number }>(
        ctx.app.database.db,
        sql`select count(*)::int as n from ${sql.raw(name)} t where t::text ilike ${`%${needle}%`}`,
      );
      if (Number(hit?.n) > 0) found.push(`${needle} in ${name}`);
    }
  }
  return found;
}

/** Tables with a column that names a candidate, and how many rows name `id` there. */
async function rowsNaming(id: string): Promise<Record<string, number>> {
  const columns = await rowsOf<{ name: string; col: string }>(
    ctx.app.database.db,
    sql`select format('%I.%I', table_schema, table_name) as name, column_name as col
        from information_schema.columns
        where table_schema = 'public'
          and column_name in ('candidate_id', 'owner_id', 'user_id', 'id')
          and (table_name like 'auth_candidate_%' or column_name <> 'id' or table_name = 'candidates')`,
  );
  const counts: Record<string, number> = {};
  for (const { name, col } of columns) {
    const [row] = await rowsOf<{ n: number }>(
      ctx.app.database.db,
      sql`select count(*)::int as n from ${sql.raw(name)} where ${sql.identifier(col)}::text = ${id}`,
    );
    counts[`${name}.${col}`] = Number(row?.n);
  }
  return counts;
}

async function deleteAccount(cookie: string | undefined, body: Row, locale: 'de' | 'en' = 'en') {
  return call(ctx.app, 'candidate', 'DELETE', '/api/candidates/me', {
    ...(cookie ? { cookie } : {}),
    body,
    locale,
  });
}

const candidateCall = (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: Row) =>
  call(ctx.app, 'candidate', method, `/api${path}`, { cookie, ...(body ? { body } : {}) });

describe('DELETE /candidates/me', () => {
  it('erases every row and file of the canary; companies keep deletion logs without identity; the address signs up again', async () => {
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.20.0.1');
    const { cookie } = candidate;
    const photo = await uploadDone(ctx.app, 'candidate', cookie, {
      type: 'candidate_profile',
      filename: `${CANARY.first}-${CANARY.last}.jpg`,
      mediaType: 'image/jpeg',
      body: await photoWithGps(640, 480),
    });
    const created = await candidateCall(cookie, 'POST', '/resumes', canaryResume(photo));
    expect(created.statusCode, created.body).toBe(200);
    const linked = await candidateCall(cookie, 'PUT', '/resumes/public-link', { enabled: true });
    expect(linked.statusCode, linked.body).toBe(200);

    // two companies: each log must carry its own company's name
    const first = await createCompany(ctx.app.database.db, { name: 'Erste Löschfirma' });
    const second = await createCompany(ctx.app.database.db, { name: 'Zweite Löschfirma' });
    const firstPower = await signedInEmployer(ctx.app, first.id, 'power_user');
    const secondPower = await signedInEmployer(ctx.app, second.id, 'power_user');
    const questions = [{ question: 'Wer sind Sie?' }, { question: 'Wie erreicht man Sie?' }];
    const jobA = await insertJob(ctx.app, first.id, {
      jobTitle: 'Löschstelle A',
      screeningQuestions: questions,
    });
    const jobB = await insertJob(ctx.app, second.id, {
      jobTitle: 'Löschstelle B',
      screeningQuestions: questions,
    });
    const jobDraft = await insertJob(ctx.app, second.id, {
      jobTitle: 'Entwurfstelle',
      screeningQuestions: [],
    });
    const saved = await candidateCall(cookie, 'PUT', `/jobs/${jobDraft.id}/saved`);
    expect(saved.statusCode, saved.body).toBe(200);
    const apply = async (jobId: string) => {
      const started = await candidateCall(cookie, 'POST', '/applications', { jobId });
      expect(started.statusCode, started.body).toBe(200);
      const id = String(started.json().id);
      const answers = ['q1', 'q2'].map((questionId, index) => ({
        questionId,
        answer: CANARY_ANSWERS[index] ?? '',
      }));
      await candidateCall(cookie, 'PUT', `/applications/${id}/screening-answers`, { answers });
      const sent = await candidateCall(cookie, 'POST', `/applications/${id}/submit`);
      expect(sent.statusCode, sent.body).toBe(200);
      return id;
    };
    const sentA = await apply(jobA.id);
    const sentB = await apply(jobB.id);
    const draft = await candidateCall(cookie, 'POST', '/applications', { jobId: jobDraft.id });
    expect(draft.statusCode, draft.body).toBe(200);
    const noted = await call(ctx.app, 'employer', 'POST', `/api/company-applications/${sentA}/notes`, {
      cookie: firstPower.cookie,
      body: { content: `Rückruf bei ${CANARY.first} ${CANARY.last}` },
    });
    expect(noted.statusCode, noted.body).toBe(200);

    const info = await candidateCall(cookie, 'GET', '/candidates/me/deletion');
    expect(info.json()).toEqual({ confirmWith: 'password', sentApplications: 2, draftApplications: 1 });

    const keys = (
      await rowsOf<{ storage_key: string }>(
        ctx.app.database.db,
        sql`select storage_key from uploads where owner_id = ${candidate.id}`,
      )
    ).map((row) => row.storage_key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await ctx.app.storage.head(key)).not.toBeNull();
    const named = await rowsNaming(candidate.id);
    // the control: before the deletion the candidate is found where the sweep below looks
    expect(Object.values(named).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(5);
    const needles = [candidate.id, CANARY.email, CANARY.first, CANARY.last, CANARY.headline, CANARY.certId];
    expect((await rowsHolding(needles)).length).toBeGreaterThan(needles.length);

    const deleted = await deleteAccount(cookie, { password: CANDIDATE_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });

    // no row names the candidate, holds the address or a value of the profile, in any table
    const after = await rowsNaming(candidate.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsHolding(needles)).toEqual([]);

    // the session ended with the account, and the password signs nobody in
    const me = await candidateCall(cookie, 'GET', '/candidates/me');
    expect(me.statusCode).toBe(401);
    await expect(signIn(ctx.app, 'candidate', CANARY.email, CANDIDATE_PASSWORD)).rejects.toThrow(/401/);

    // each company keeps a deletion log of its application, with its own name and nothing of the person
    for (const [power, id, companyName] of [
      [firstPower, sentA, 'Erste Löschfirma'],
      [secondPower, sentB, 'Zweite Löschfirma'],
    ] as const) {
      const log = await call(ctx.app, 'employer', 'GET', `/api/deletion-logs/${id}`, {
        cookie: power.cookie,
      });
      expect(log.statusCode, log.body).toBe(200);
      expect(log.json()).toMatchObject({
        deletionReason: 'account_deleted',
        companyName,
        responsiblePersonName: null,
        responsiblePersonId: null,
      });
      expect(canaryLeaks(log.body)).toEqual([]);
      const list = await call(ctx.app, 'employer', 'GET', '/api/deletion-logs', { cookie: power.cookie });
      expect(canaryLeaks(list.body)).toEqual([]);
      expect(list.body).not.toContain(candidate.id);
    }

    // the files go through the job the deletion wrote
    await waitFor(
      async () => (await Promise.all(keys.map((key) => ctx.app.storage.head(key)))).every((head) => !head),
      { what: 'the files of the deleted account' },
    );

    // the address is free: it signs up again as a new person, with nothing of the old one
    const again = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.20.0.2');
    expect(again.id).not.toBe(candidate.id);
    const resume = await candidateCall(again.cookie, 'GET', '/resumes');
    expect(resume.json().resume).toBeNull();
    const applications = await candidateCall(again.cookie, 'GET', '/applications');
    expect(applications.json().data ?? applications.json().items ?? []).toEqual([]);
  });

  it('refuses a wrong or missing password, in the caller language, and deletes nothing', async () => {
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, undefined, '10.20.0.3');
    for (const [locale, message] of [
      ['de', 'Das Passwort ist nicht richtig. Ihr Konto wurde nicht gelöscht.'],
      ['en', 'The password is not correct. Your account was not deleted.'],
    ] as const) {
      const wrong = await deleteAccount(candidate.cookie, { password: 'Falsch!Passwort9' }, locale);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ code: 'account_deletion_wrong_password', message });
    }
    const missing = await deleteAccount(candidate.cookie, { confirmation: 'LÖSCHEN' });
    expect(missing.json().code).toBe('account_deletion_wrong_password');
    const me = await candidateCall(candidate.cookie, 'GET', '/candidates/me');
    expect(me.statusCode).toBe(200);
  });

  it('counts wrong passwords like sign-ins: guessing through an open session is slowed down', async () => {
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, undefined, '10.20.0.4');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await deleteAccount(candidate.cookie, { password: `Falsch!Passwort${i}` })).statusCode);
    expect(statuses).toContain(429);
    expect((await candidateCall(candidate.cookie, 'GET', '/candidates/me')).statusCode).toBe(200);
  });

  it('asks an account without a password (Google sign-in) for the confirmation word', async () => {
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, undefined, '10.20.0.5');
    // what a Google-only account looks like: no password account row
    await ctx.app.database.db.execute(
      sql`update auth_candidate_account set provider_id = 'google', password = null where user_id = ${candidate.id}`,
    );
    const info = await candidateCall(candidate.cookie, 'GET', '/candidates/me/deletion');
    expect(info.json()).toMatchObject({ confirmWith: 'word', sentApplications: 0, draftApplications: 0 });
    for (const [locale, message] of [
      ['de', 'Bitte geben Sie zur Bestätigung LÖSCHEN ein. Ihr Konto wurde nicht gelöscht.'],
      ['en', 'Please type DELETE to confirm. Your account was not deleted.'],
    ] as const) {
      const wrong = await deleteAccount(candidate.cookie, { confirmation: 'vielleicht' }, locale);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ code: 'account_deletion_word_missing', message });
    }
    const done = await deleteAccount(candidate.cookie, { confirmation: ' löschen ' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await rowsNaming(candidate.id))['public.auth_candidate_user.id']).toBe(0);
  });

  it('answers 401 signed out and 403 to an employer, in both languages', async () => {
    for (const [locale, text] of [
      ['de', 'Bitte melden Sie sich an, um fortzufahren.'],
      ['en', 'Please sign in to continue.'],
    ] as const) {
      const signedOut = await deleteAccount(undefined, { password: CANDIDATE_PASSWORD }, locale);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().code).toBe('no_authentication_info');
      expect(signedOut.json().message).toBe(text);
    }
    const company = await createCompany(ctx.app.database.db);
    const employer = await signedInEmployer(ctx.app, company.id, 'power_user');
    const asEmployer = await deleteAccount(employer.cookie, { password: CANDIDATE_PASSWORD });
    expect(asEmployer.statusCode).toBe(403);
    expect(asEmployer.json().code).toBe('forbidden_to_access_data');
    const info = await call(ctx.app, 'candidate', 'GET', '/api/candidates/me/deletion', {
      cookie: employer.cookie,
    });
    expect(info.statusCode).toBe(403);
  });
});
