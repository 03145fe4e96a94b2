import { BOARD_STATUSES } from '@veil/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { sentApplication } from '../../testing/applications';
import { createCompany } from '../../testing/factories';
import { signedInEmployer } from '../../testing/members';
import { useTestApp } from '../../testing/test-app';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { type Member, ratings, useApplicationsCompany } from './applications.testing';

const ctx = useTestApp();
const {
  jobId,
  closedJobId,
  power,
  regular,
  reviewerA,
  reviewerB,
  outsider,
  candidateWithResume,
  employerCall,
  candidateCall,
} = useApplicationsCompany(ctx);

describe('applying', () => {
  it('keeps a draft, refuses to send it unanswered, sends it with a masked copy of the answers', async () => {
    const candidate = await candidateWithResume('Apply1');
    const started = await candidateCall(candidate.cookie, 'POST', '/applications', { jobId });
    expect(started.statusCode, started.body).toBe(200);
    const draft = started.json();
    expect(draft.status).toBe('applying');
    expect(draft.anonymousCv.workInformation.personalHeadline).toBe('Backend mit TypeScript');
    expect(draft.actions).toEqual(['submit', 'withdraw']);
    // the same job again continues the draft
    expect((await candidateCall(candidate.cookie, 'POST', '/applications', { jobId })).json().id).toBe(
      draft.id,
    );

    const unanswered = await candidateCall(candidate.cookie, 'POST', `/applications/${draft.id}/submit`);
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().code).toBe('application_screening_unanswered');

    const tooLong = await candidateCall(
      candidate.cookie,
      'PUT',
      `/applications/${draft.id}/screening-answers`,
      {
        answers: [{ questionId: 'q1', answer: 'x'.repeat(501) }],
      },
    );
    expect(tooLong.statusCode).toBe(400);

    await candidateCall(candidate.cookie, 'PUT', `/applications/${draft.id}/screening-answers`, {
      answers: [
        { questionId: 'q1', answer: 'Ich bin VornameApply1 NachnameApply1, kandidat-apply1@example.org.' },
        { questionId: 'q2', answer: 'Ein Zahlungsdienst bei FirmaApply1 GmbH.' },
      ],
    });
    const sent = await candidateCall(candidate.cookie, 'POST', `/applications/${draft.id}/submit`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('applied');
    // the candidate reads their own words
    expect(sent.json().screeningAnswers[0].answer).toContain('VornameApply1');

    const again = await candidateCall(candidate.cookie, 'POST', '/applications', { jobId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('application_exist');

    const board = await employerCall(power, 'GET', '/company-applications');
    const card = board.json().data.find((entry: { id: string }) => entry.id === draft.id);
    expect(card).toMatchObject({ status: 'applied', job: { jobTitle: 'Datenbankentwicklerin' } });
    const seen = await employerCall(power, 'GET', `/company-applications/${draft.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.body.toLowerCase()).not.toContain('apply1');
    expect(seen.json().screeningAnswers[0].answer).toContain('[…]');
    // the words as written are in the vault, not on the application's row that employer code reads
    const [row] = await rowsOf<Record<string, unknown>>(
      ctx.app.database.db,
      sql`select * from applications where id = ${draft.id}`,
    );
    expect(JSON.stringify(row).toLowerCase()).not.toContain('apply1');
    const exported = await candidateCall(candidate.cookie, 'GET', '/resumes/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const data = JSON.parse(Buffer.from(exported.json().content, 'base64').toString('utf8'));
    expect(data.applications.current[0].screeningAnswers[0].answer).toContain('VornameApply1');
  });

  it('refuses a closed job, an unknown job and a candidate without a profile', async () => {
    const candidate = await candidateWithResume();
    const closed = await candidateCall(candidate.cookie, 'POST', '/applications', { jobId: closedJobId });
    expect(closed.json().code).toBe('job_inactive');
    const unknown = await candidateCall(candidate.cookie, 'POST', '/applications', {
      jobId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().code).toBe('job_not_found');
    const bare = await signedUpCandidate(ctx.app, ctx.mail, undefined, '10.9.1.1');
    const noProfile = await candidateCall(bare.cookie, 'POST', '/applications', { jobId });
    expect(noProfile.json().code).toBe('resume_not_found');
  });
});

describe('the board and the review', () => {
  it('screens with independent ratings, refuses outsiders, rejects once and mails the candidate', async () => {
    const candidate = await candidateWithResume('Board1');
    const { id } = await sentApplication(ctx.app, candidate.cookie, jobId);

    // a reviewer not on it, and another company, cannot open it
    const notAssigned = await employerCall(reviewerA, 'GET', `/company-applications/${id}`);
    expect(notAssigned.statusCode).toBe(403);
    expect((await employerCall(reviewerA, 'GET', '/company-applications')).json().data).toEqual([]);
    expect((await employerCall(outsider, 'GET', `/company-applications/${id}`)).statusCode).toBe(404);

    const early = await employerCall(power, 'POST', `/company-applications/${id}/start-screening`);
    expect(early.json().code).toBe('application_reviewers_missing');
    const reviewerCannotAssign = await employerCall(
      reviewerA,
      'PUT',
      `/company-applications/${id}/assignment`,
      {
        personInChargeId: reviewerA.id,
        reviewerIds: [reviewerA.id],
        audioReviewerIds: [],
      },
    );
    expect(reviewerCannotAssign.statusCode).toBe(403);
    const wrongPerson = await employerCall(power, 'PUT', `/company-applications/${id}/assignment`, {
      personInChargeId: outsider.id,
      reviewerIds: [reviewerA.id],
      audioReviewerIds: [],
    });
    expect(wrongPerson.json().code).toBe('application_assignee_invalid');
    const assigned = await employerCall(power, 'PUT', `/company-applications/${id}/assignment`, {
      personInChargeId: regular.id,
      reviewerIds: [reviewerA.id, reviewerB.id],
      audioReviewerIds: [],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const tooEarly = await employerCall(reviewerA, 'POST', `/company-applications/${id}/ratings`, ratings(4));
    expect(tooEarly.json().code).toBe('application_status_conflict');
    const started = await employerCall(regular, 'POST', `/company-applications/${id}/start-screening`);
    expect(started.json().status).toBe('screening');

    const incomplete = await employerCall(reviewerA, 'POST', `/company-applications/${id}/ratings`, {
      ...ratings(4),
      answers: [{ questionId: 'q1', rating: 4, comment: '' }],
    });
    expect(incomplete.statusCode).toBe(400);

    // two submissions at once (a double click): one counts, the other is refused
    const both = await Promise.all([
      employerCall(reviewerA, 'POST', `/company-applications/${id}/ratings`, ratings(2)),
      employerCall(reviewerA, 'POST', `/company-applications/${id}/ratings`, ratings(2)),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.statusCode === 409)?.json().code).toBe('application_already_rated');

    // reviewer B does not see A's rating before submitting
    const blind = (await employerCall(reviewerB, 'GET', `/company-applications/${id}`)).json();
    expect(blind.ratings).toBeNull();
    expect(blind.overallRating).toBeNull();
    expect(blind.ratingsSubmitted).toBe(1);
    const boardB = (await employerCall(reviewerB, 'GET', '/company-applications')).json().data;
    expect(
      boardB.map((card: { id: string; overallRating: number | null }) => [card.id, card.overallRating]),
    ).toEqual([[id, null]]);
    const afterB = (
      await employerCall(reviewerB, 'POST', `/company-applications/${id}/ratings`, ratings(4))
    ).json();
    expect(afterB.ratings).toHaveLength(2);
    expect(afterB.overallRating).toBe(3);
    const spreads = Object.fromEntries(
      afterB.ratings.map((entry: { reviewer: { id: string }; spreadFromTeam: number }) => [
        entry.reviewer.id,
        entry.spreadFromTeam,
      ]),
    );
    expect(spreads).toEqual({ [reviewerA.id]: -1, [reviewerB.id]: 1 });

    const noted = await employerCall(reviewerA, 'POST', `/company-applications/${id}/notes`, {
      content: 'Bitte Referenzen prüfen.',
    });
    expect(noted.json().notes).toMatchObject([{ content: 'Bitte Referenzen prüfen.' }]);

    // selected applications are not rejected until the mark is removed
    expect(
      (await employerCall(power, 'PUT', `/company-applications/${id}/selected`, { isSelected: true })).json()
        .isSelected,
    ).toBe(true);
    const blocked = await employerCall(power, 'POST', `/company-applications/${id}/reject`, {});
    expect(blocked.json().code).toBe('application_is_selected');
    await employerCall(power, 'PUT', `/company-applications/${id}/selected`, { isSelected: false });
    expect((await employerCall(reviewerA, 'POST', `/company-applications/${id}/reject`, {})).statusCode).toBe(
      403,
    );

    // two rejects at once (two tabs): one effect, one clear refusal
    const rejects = await Promise.all([
      employerCall(power, 'POST', `/company-applications/${id}/reject`, {
        noteToCandidate: 'Wir haben uns für ein anderes Profil entschieden.',
        internalReason: 'zu wenig Erfahrung',
      }),
      employerCall(regular, 'POST', `/company-applications/${id}/reject`, {
        noteToCandidate: 'Zweite Absage',
      }),
    ]);
    expect(rejects.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const mails = await ctx.mail.messages(candidate.email, 'company-template');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Datenbankentwicklerin');
    expect(mails[0]?.subject).toContain('Bewerbungsfirma');

    // a rejected application ends: nothing but notes moves it
    const ended = [
      await candidateCall(candidate.cookie, 'POST', `/applications/${id}/withdraw`, {
        reason: 'haveAnother',
      }),
      await employerCall(power, 'POST', `/company-applications/${id}/start-screening`),
      await employerCall(power, 'PUT', `/company-applications/${id}/selected`, { isSelected: true }),
      await employerCall(power, 'POST', `/company-applications/${id}/reject`, {}),
      await employerCall(power, 'PUT', `/company-applications/${id}/assignment`, {
        personInChargeId: null,
        reviewerIds: [reviewerA.id],
        audioReviewerIds: [],
      }),
      await employerCall(reviewerB, 'POST', `/company-applications/${id}/ratings`, ratings(3)),
    ];
    expect(ended.map((res) => [res.statusCode, res.json().code])).toEqual(
      ended.map(() => [409, 'application_status_conflict']),
    );
    expect(
      (await employerCall(power, 'POST', `/company-applications/${id}/notes`, { content: 'Abgeschlossen.' }))
        .statusCode,
    ).toBe(200);
    const rejected = (await employerCall(power, 'GET', `/company-applications/${id}`)).json();
    expect(rejected).toMatchObject({ status: 'rejected', actions: [], operations: ['note', 'viewRatings'] });

    const resume = await employerCall(power, 'GET', `/company-applications/${id}/resume`);
    expect(resume.json().code).toBe('forbidden_to_access_data');
    const list = (await candidateCall(candidate.cookie, 'GET', '/applications?states=rejected')).json();
    expect(list.data.map((entry: { id: string }) => entry.id)).toEqual([id]);

    // the candidate's data export holds the application, the note to them, not the internal reason
    const exported = await candidateCall(candidate.cookie, 'GET', '/resumes/export');
    const data = JSON.parse(Buffer.from(exported.json().content, 'base64').toString('utf8'));
    expect(data.applications.current).toMatchObject([
      { id, status: 'rejected', jobTitle: 'Datenbankentwicklerin', applicationNumber: expect.any(Number) },
    ]);
    expect(JSON.stringify(data)).not.toContain('zu wenig Erfahrung');
  });
});

describe('GET /company-applications/status-counts', () => {
  it('counts the viewer’s applications per status, by job and keyword, and follows every action', async () => {
    const company = (await createCompany(ctx.app.database.db, { name: 'Zählfirma' })).id;
    const boss = await signedInEmployer(ctx.app, company, 'power_user');
    const reviewer = await signedInEmployer(ctx.app, company, 'reviewer_user');
    const main = (await insertJob(ctx.app, company, { jobTitle: 'Zählstelle', screeningQuestions: [] })).id;
    const other = (await insertJob(ctx.app, company, { jobTitle: 'Andere Stelle', screeningQuestions: [] }))
      .id;
    const sent: string[] = [];
    for (const job of [main, main, main, other]) {
      const candidate = await candidateWithResume();
      sent.push((await sentApplication(ctx.app, candidate.cookie, job)).id);
    }
    const [screened = '', rejected = ''] = sent;
    await employerCall(boss, 'PUT', `/company-applications/${screened}/assignment`, {
      personInChargeId: null,
      reviewerIds: [reviewer.id],
      audioReviewerIds: [],
    });
    const counts = async (member: Member, search = '') => {
      const res = await employerCall(member, 'GET', `/company-applications/status-counts${search}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { statuses: Record<string, number>; capped: string[] };
      expect(body.capped).toEqual([]);
      return Object.fromEntries(Object.entries(body.statuses).filter(([, n]) => n > 0));
    };
    expect(await counts(boss)).toEqual({ applied: 4 });
    // a reviewer counts only what is assigned to them
    expect(await counts(reviewer)).toEqual({ applied: 1 });

    await employerCall(boss, 'POST', `/company-applications/${screened}/start-screening`);
    await employerCall(boss, 'POST', `/company-applications/${rejected}/reject`, {});
    expect(await counts(boss)).toEqual({ applied: 2, screening: 1, rejected: 1 });
    expect(await counts(boss, `?jobId=${main}`)).toEqual({ applied: 1, screening: 1, rejected: 1 });
    expect(await counts(boss, `?jobId=${other}`)).toEqual({ applied: 1 });
    expect(await counts(boss, '?keyword=TypeScript')).toEqual({ applied: 2, screening: 1, rejected: 1 });
    expect(await counts(boss, '?keyword=Schiffbau')).toEqual({});
    expect(await counts(reviewer)).toEqual({ screening: 1 });
    expect(await counts(reviewer, `?jobId=${other}`)).toEqual({});
    // another company's applications count for nobody else
    expect(await counts(outsider)).toEqual({});
    const all = (await employerCall(boss, 'GET', '/company-applications/status-counts')).json();
    expect(Object.keys(all.statuses)).toEqual([...BOARD_STATUSES]);
    expect(
      (await employerCall(boss, 'GET', '/company-applications/status-counts?jobId=nope')).statusCode,
    ).toBe(400);
  });
});
