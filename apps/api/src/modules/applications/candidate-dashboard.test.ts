import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { sentApplication } from '../../testing/applications';
import { inviteToAudio, screenForAudio } from '../../testing/audio-interview';
import { useTestApp } from '../../testing/test-app';
import { insertJob } from '../jobs/job-search.testing';
import { applications } from './applications.schema';
import { useApplicationsCompany } from './applications.testing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = settableClock('2026-03-02T08:00:00Z');
const ctx = useTestApp({}, { clock });
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerB, employerCall, candidateCall } = company;

const dashboardOf = async (cookie: string) => {
  const res = await candidateCall(cookie, 'GET', '/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const screeningRatings = {
  cv: { rating: 4, comment: '' },
  answers: [
    { questionId: 'q1', rating: 4, comment: '' },
    { questionId: 'q2', rating: 4, comment: '' },
  ],
};

describe('the candidate dashboard', () => {
  it('greets by the part of the day (Berlin), and has nothing to remind of at first', async () => {
    clock.set('2026-03-02T08:00:00Z'); // 9:00 in Berlin
    const candidate = await company.candidateWithResume();
    const dashboard = await dashboardOf(candidate.cookie);
    expect(dashboard.now).toBe('2026-03-02T08:00:00.000Z');
    expect(dashboard.greeting).toEqual({ partOfDay: 'morning' });
    // nothing of the resume in it: the page reads the first name from the candidate's own resume
    expect(JSON.stringify(dashboard)).not.toContain(candidate.marker);
    expect(dashboard.applicationReminders).toEqual([]);
    expect(dashboard.applicationAnalytics).toEqual({
      byStatus: [],
      responseDays: [],
      answered: 0,
      waiting: 0,
    });
    clock.set('2026-03-02T18:30:00Z');
    expect((await dashboardOf(candidate.cookie)).greeting.partOfDay).toBe('evening');
  });

  it('reminds of the audio interview by its due date as the clock moves, before a draft', async () => {
    clock.set('2026-03-02T08:00:00Z');
    const candidate = await company.candidateWithResume();
    const draftJob = await insertJob(ctx.app, company.companyId, { jobTitle: 'Entwurfsstelle' });
    const draft = await candidateCall(candidate.cookie, 'POST', '/applications', { jobId: draftJob.id });
    expect(draft.statusCode, draft.body).toBe(200);
    const { id } = await sentApplication(ctx.app, candidate.cookie, company.jobId);
    await screenForAudio(company, id, screeningRatings);
    const invited = await inviteToAudio(ctx.app, regular.cookie, id, [reviewerB.id], { days: 7 });
    expect(invited.statusCode, invited.body).toBe(200);
    const seen = (await candidateCall(candidate.cookie, 'GET', `/applications/${id}`)).json();
    const dueDate = new Date(seen.dueDate);

    const kindsAt = async (hoursLeft: number) => {
      clock.set(new Date(dueDate.getTime() - hoursLeft * HOUR));
      return (await dashboardOf(candidate.cookie)).applicationReminders.map(
        (reminder: { reminderType: string }) => reminder.reminderType,
      );
    };
    expect(await kindsAt(100)).toEqual(['recording_before_due_date', 'applying']);
    expect(await kindsAt(72)).toEqual(['recording_before_due_date', 'applying']);
    expect(await kindsAt(71)).toEqual(['recording_remaining_days', 'applying']);
    expect(await kindsAt(0)).toEqual(['recording_remaining_days', 'applying']);
    expect(await kindsAt(-1)).toEqual(['recording_past_due_date', 'applying']);

    clock.set(new Date(dueDate.getTime() - 10 * HOUR));
    const [audio, applying] = (await dashboardOf(candidate.cookie)).applicationReminders;
    expect(audio).toEqual({
      id: `${id}:recording_remaining_days`,
      applicationId: id,
      jobId: company.jobId,
      state: 'recording',
      reminderType: 'recording_remaining_days',
      jobTitle: 'Datenbankentwicklerin',
      dueDate: dueDate.toISOString(),
      priority: 1,
      companyDetails: { id: company.companyId, name: 'Bewerbungsfirma' },
    });
    expect(applying).toMatchObject({
      reminderType: 'applying',
      dueDate: null,
      jobId: draftJob.id,
      priority: 6,
    });

    // another candidate sees none of it, and employers have no dashboard of candidates
    const other = await company.candidateWithResume();
    expect((await dashboardOf(other.cookie)).applicationReminders).toEqual([]);
    const employer = await employerCall(power, 'GET', '/dashboard');
    expect([employer.statusCode, employer.json().code]).toEqual([403, 'forbidden_to_access_data']);
  });

  it('counts applications by status and the companies’ response times in days', async () => {
    clock.set('2026-03-02T08:00:00Z');
    const candidate = await company.candidateWithResume();
    const jobs = await Promise.all(
      ['Antwortstelle 1', 'Antwortstelle 2', 'Wartestelle'].map((jobTitle) =>
        insertJob(ctx.app, company.companyId, {
          jobTitle,
          screeningQuestions: [{ question: 'Warum?' }],
        }),
      ),
    );
    const sent: string[] = [];
    for (const job of jobs) sent.push((await sentApplication(ctx.app, candidate.cookie, job.id)).id);
    await screenForAudio(company, sent[0] ?? '', {
      cv: { rating: 4, comment: '' },
      answers: [{ questionId: 'q1', rating: 4, comment: '' }],
    });
    const reject = await employerCall(power, 'POST', `/company-applications/${sent[1]}/reject`, {
      noteToCandidate: '',
      internalReason: '',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    // the applications services stamp these dates with the system time: set them as days passed
    const sentAt = new Date('2026-03-02T08:00:00Z');
    const later = (days: number) => new Date(sentAt.getTime() + days * DAY);
    const db = ctx.app.database.db;
    await db.update(applications).set({ appliedAt: sentAt }).where(inArray(applications.id, sent));
    // screening started 2 days after sending, then rejected later: the first answer counts
    await db
      .update(applications)
      .set({ screeningStartedAt: later(2), rejectedAt: later(9) })
      .where(eq(applications.id, sent[0] ?? ''));
    await db
      .update(applications)
      .set({ rejectedAt: later(4.5) })
      .where(eq(applications.id, sent[1] ?? ''));

    const { applicationAnalytics } = await dashboardOf(candidate.cookie);
    expect(applicationAnalytics.byStatus).toEqual(
      expect.arrayContaining([
        { name: 'screening', amount: 1 },
        { name: 'rejected', amount: 1 },
        { name: 'applied', amount: 1 },
      ]),
    );
    expect(applicationAnalytics.byStatus).toHaveLength(3);
    expect(applicationAnalytics.responseDays).toEqual([
      { name: 'median', amount: 3.3 },
      { name: 'average', amount: 3.3 },
    ]);
    expect(applicationAnalytics).toMatchObject({ answered: 2, waiting: 1 });
  });
});
