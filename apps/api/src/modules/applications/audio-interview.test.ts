import { createSeededRandom, encodeWav } from '@veil/voice';
import { synthesizeSpeech } from '@veil/voice/test-signals';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { mailMessages, uploads } from '../../db/schema';
import { sentApplication } from '../../testing/applications';
import {
  audioAnswersStored,
  inviteToAudio,
  markAnswerReady,
  readyAudioAnswer,
  recordingStored,
  screenForAudio,
} from '../../testing/audio-interview';
import { CANARY, CANARY_ANSWERS, canaryLeaks, canaryResume } from '../../testing/canary';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, uploadDone } from '../../testing/uploads';
import { waitFor } from '../../testing/wait-for';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { ratings, useApplicationsCompany } from './applications.testing';
import { sendAudioReminders } from './audio-reminders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = settableClock();
const ctx = useTestApp({}, { clock });
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerA, reviewerB, outsider, employerCall, candidateCall } = company;

/**
 * A sent application of a new candidate, screened: the regular user in charge, reviewer A rating,
 * so that the audio interview may start (reviewer B is free to be its audio reviewer).
 */
async function screened(jobId = company.jobId) {
  const candidate = await company.candidateWithResume();
  const { id } = await sentApplication(ctx.app, candidate.cookie, jobId);
  await screenForAudio(company, id, { cv: { rating: 4, comment: '' }, answers: ratings(4).answers });
  return { id, candidate };
}

async function invited() {
  const application = await screened();
  const res = await inviteToAudio(ctx.app, regular.cookie, application.id, [reviewerB.id]);
  expect(res.statusCode, res.body).toBe(200);
  return application;
}

const reminderMails = (to: string) => ctx.mail.messages(to, 'audio-interview-reminder');
const runReminders = (at: Date) =>
  sendAudioReminders({ db: ctx.app.database.db, mail: ctx.app.mail, log: ctx.app.log }, at);

describe('inviting to the audio interview', () => {
  it('is refused to those not deciding, before the ratings, without audio questions and with a bad due date', async () => {
    clock.set(new Date());
    const { id } = await screened();
    const path = `/company-applications/${id}/audio-invitation`;
    const due = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();
    const body = { dueDate: due(7), audioReviewerIds: [reviewerB.id] };
    expect((await employerCall(reviewerA, 'POST', path, body)).json().code).toBe('forbidden_to_access_data');
    expect((await employerCall(outsider, 'POST', path, body)).json().code).toBe('application_not_found');
    // at least one audio reviewer, and not one who rated the screening
    const none = await employerCall(regular, 'POST', path, { ...body, audioReviewerIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('audioReviewerIds');
    const overlap = await employerCall(regular, 'POST', path, { ...body, audioReviewerIds: [reviewerA.id] });
    expect(overlap.body).toContain('validation.reviewers.audioOverlap');
    for (const days of [-1, 31]) {
      const res = await employerCall(regular, 'POST', path, { ...body, dueDate: due(days) });
      expect([res.statusCode, res.json().code]).toEqual([422, 'application_due_date_invalid']);
    }
    // the ratings are missing on a fresh screening
    const fresh = await company.candidateWithResume();
    const unrated = (await sentApplication(ctx.app, fresh.cookie, company.jobId)).id;
    await employerCall(power, 'PUT', `/company-applications/${unrated}/assignment`, {
      personInChargeId: null,
      reviewerIds: [reviewerA.id],
      audioReviewerIds: [],
    });
    const early = await employerCall(
      power,
      'POST',
      `/company-applications/${unrated}/audio-invitation`,
      body,
    );
    expect(early.json().code).toBe('application_status_conflict');
    await employerCall(power, 'POST', `/company-applications/${unrated}/start-screening`);
    const unratedRes = await employerCall(
      power,
      'POST',
      `/company-applications/${unrated}/audio-invitation`,
      body,
    );
    expect(unratedRes.json().code).toBe('application_ratings_missing');
    // a job without audio questions has no audio interview
    const plain = await insertJob(ctx.app, company.companyId, {
      jobTitle: 'Ohne Audio',
      screeningQuestions: [{ question: 'Warum?' }],
    });
    const noAudio = await screenedWithOneAnswer(plain.id);
    const noAudioRes = await employerCall(
      regular,
      'POST',
      `/company-applications/${noAudio}/audio-invitation`,
      body,
    );
    expect(noAudioRes.json().code).toBe('application_no_audio_questions');
  });

  it('moves to recording with the due date and the reviewers, and mails the candidate the invitation', async () => {
    clock.set(new Date());
    const { id, candidate } = await screened();
    const dueDate = new Date(clock.now().getTime() + 7 * DAY);
    const res = await employerCall(regular, 'POST', `/company-applications/${id}/audio-invitation`, {
      dueDate: dueDate.toISOString(),
      audioReviewerIds: [reviewerB.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const application = res.json();
    expect(application).toMatchObject({
      status: 'recording',
      dueDate: dueDate.toISOString(),
      audioInvitedAt: clock.now().toISOString(),
      recordingClosed: false,
      audioReviewers: [expect.objectContaining({ id: reviewerB.id })],
    });
    const [invitation] = await ctx.mail.messages(candidate.email);
    expect(invitation?.template).toBe('company-template');
    // a second invitation finds the application recording already
    const again = await inviteToAudio(ctx.app, regular.cookie, id, [reviewerB.id]);
    expect(again.json().code).toBe('application_status_conflict');
    const seen = (await candidateCall(candidate.cookie, 'GET', `/applications/${id}`)).json();
    expect(seen).toMatchObject({
      status: 'recording',
      dueDate: dueDate.toISOString(),
      recordingClosed: false,
    });
    expect(seen.operations).toContain('recordAudio');
  });
});

/** A sent, screened application to a job with one screening question. */
async function screenedWithOneAnswer(jobId: string) {
  const candidate = await company.candidateWithResume();
  const { id } = await sentApplication(ctx.app, candidate.cookie, jobId);
  await screenForAudio(company, id, {
    cv: { rating: 3, comment: '' },
    answers: [{ questionId: 'q1', rating: 3, comment: '' }],
  });
  return id;
}

describe('recording and submitting the audio interview', () => {
  it('shows the instruction, records per question and submits once, all answered → evaluating', async () => {
    clock.set(new Date());
    const { id, candidate } = await invited();
    const instruction = await candidateCall(candidate.cookie, 'GET', `/applications/${id}/audio-interview`);
    expect(instruction.statusCode, instruction.body).toBe(200);
    expect(instruction.json()).toMatchObject({
      status: 'open',
      questionsCount: 1,
      // 60 s to answer and 30 s to read
      totalMinutes: 2,
      questions: [{ id: 'q1', duration: 60, recording: null }],
      writtenAlternativeRequestedAt: null,
    });
    const unknown = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers`, {
      questionId: 'q9',
      answerLanguage: 'deu',
    });
    expect(unknown.statusCode).toBe(400);
    const started = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers`, {
      questionId: 'q1',
      answerLanguage: 'deu',
    });
    expect(started.json()).toMatchObject({
      kind: 'audio_answer',
      questionId: 'q1',
      version: 1,
      answerLanguage: 'deu',
    });
    const unanswered = await candidateCall(
      candidate.cookie,
      'POST',
      `/applications/${id}/audio-answers/submit`,
    );
    expect([unanswered.statusCode, unanswered.json().code]).toEqual([422, 'application_audio_unanswered']);
    // an answer that never arrived is taken again; the one re-record replaces the first, once
    await readyAudioAnswer(ctx.app, candidate.cookie, id);
    const progress = (
      await candidateCall(candidate.cookie, 'GET', `/applications/${id}/audio-interview`)
    ).json();
    expect(progress.questions[0].recording).toMatchObject({ version: 1, state: 'ready' });
    const reRecord = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers`, {
      questionId: 'q1',
      answerLanguage: 'deu',
    });
    expect(reRecord.json()).toMatchObject({ version: 2, state: 'recording' });
    await markAnswerReady(ctx.app, reRecord.json().id);
    const third = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers`, {
      questionId: 'q1',
      answerLanguage: 'deu',
    });
    expect([third.statusCode, third.json().code]).toEqual([409, 'conflict']);

    const submitted = await candidateCall(
      candidate.cookie,
      'POST',
      `/applications/${id}/audio-answers/submit`,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'evaluating',
      submitAudioScreeningAnswerAt: clock.now().toISOString(),
    });
    const twice = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers/submit`);
    expect(twice.json().code).toBe('application_status_conflict');
    const after = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers`, {
      questionId: 'q1',
      answerLanguage: 'deu',
    });
    expect(after.json().code).toBe('application_status_conflict');
    expect(
      (await candidateCall(candidate.cookie, 'GET', `/applications/${id}/audio-interview`)).json().status,
    ).toBe('submitted');
    // the employer's list: the language and the length to one decimal, no file
    const answers = await employerCall(regular, 'GET', `/company-applications/${id}/audio-answers`);
    expect(answers.json()).toEqual({
      answers: [
        {
          questionId: 'q1',
          question: 'Stellen Sie sich vor.',
          durationSeconds: 60,
          answerLanguage: 'deu',
          audioSeconds: 12.3,
          state: 'ready',
          transcriptContent: null,
          transcriptState: 'off',
        },
      ],
    });
    expect(answers.body).not.toMatch(/recordings\/|\.mp3|\.wav/);
  });

  it('records the written alternative once, and the person in charge sees it', async () => {
    clock.set(new Date());
    const { id, candidate } = await invited();
    const first = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/written-alternative`);
    expect(first.statusCode, first.body).toBe(200);
    const at = first.json().writtenAlternativeRequestedAt;
    expect(at).toBe(clock.now().toISOString());
    clock.advance(HOUR);
    const again = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/written-alternative`);
    expect(again.json().writtenAlternativeRequestedAt).toBe(at);
    const seen = (await employerCall(regular, 'GET', `/company-applications/${id}`)).json();
    expect(seen.writtenAlternativeRequestedAt).toBe(at);
  });

  it('closes recording at the due date on both sides; the person in charge extends it once', async () => {
    clock.set(new Date());
    const { id, candidate } = await invited();
    await readyAudioAnswer(ctx.app, candidate.cookie, id);
    clock.advance(7 * DAY + 1000);
    const start = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers`, {
      questionId: 'q1',
      answerLanguage: 'deu',
    });
    expect([start.statusCode, start.json().code]).toEqual([409, 'application_due_date_passed']);
    const submit = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers/submit`);
    expect(submit.json().code).toBe('application_due_date_passed');
    expect((await candidateCall(candidate.cookie, 'GET', `/applications/${id}`)).json().recordingClosed).toBe(
      true,
    );
    expect(
      (await candidateCall(candidate.cookie, 'GET', `/applications/${id}/audio-interview`)).json().status,
    ).toBe('closed');
    expect((await employerCall(regular, 'GET', `/company-applications/${id}`)).json().recordingClosed).toBe(
      true,
    );

    const path = `/company-applications/${id}/audio-invitation/due-date`;
    const later = (days: number) => ({ dueDate: new Date(clock.now().getTime() + days * DAY).toISOString() });
    expect((await employerCall(reviewerB, 'PUT', path, later(3))).json().code).toBe(
      'forbidden_to_access_data',
    );
    const extended = await employerCall(regular, 'PUT', path, later(3));
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({
      recordingClosed: false,
      dueDateExtendedAt: clock.now().toISOString(),
    });
    expect(await ctx.mail.messages(candidate.email, 'company-template')).toHaveLength(2);
    const second = await employerCall(power, 'PUT', path, later(5));
    expect([second.statusCode, second.json().code]).toEqual([409, 'application_due_date_already_extended']);
    const submitted = await candidateCall(
      candidate.cookie,
      'POST',
      `/applications/${id}/audio-answers/submit`,
    );
    expect(submitted.json().status).toBe('evaluating');
  });
});

describe('reminders', () => {
  it('mails 72, 48 and 24 hours before the due date, each once, and none once submitted or withdrawn', async () => {
    const start = new Date();
    clock.set(start);
    const kept = await invited();
    const submits = await invited();
    const withdraws = await invited();
    const at = (hoursLeft: number) => new Date(start.getTime() + 7 * DAY - hoursLeft * HOUR);
    expect(await runReminders(at(100))).toBe(0);
    // two workers at once: each reminder goes out once
    await Promise.all([runReminders(at(71)), runReminders(at(71))]);
    await runReminders(at(70));
    for (const { candidate } of [kept, submits, withdraws])
      expect(await reminderMails(candidate.email)).toHaveLength(1);

    clock.set(at(60));
    await readyAudioAnswer(ctx.app, submits.candidate.cookie, submits.id);
    await candidateCall(submits.candidate.cookie, 'POST', `/applications/${submits.id}/audio-answers/submit`);
    await candidateCall(withdraws.candidate.cookie, 'POST', `/applications/${withdraws.id}/withdraw`, {
      reason: 'noLongerInterested',
    });
    await runReminders(at(47));
    await runReminders(at(23));
    await runReminders(at(1));
    await runReminders(at(-1));
    const mails = await reminderMails(kept.candidate.email);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.subject).toMatch(/audio/i);
    expect(mails[0]?.text).toContain(`/candidate/applications/${kept.id}/audio-recording-instruction`);
    expect(await reminderMails(submits.candidate.email)).toHaveLength(1);
    expect(await reminderMails(withdraws.candidate.email)).toHaveLength(0);
  });
});

describe('the recorded answer employers hear', () => {
  it('is the altered file only, to the audio reviewers, the person in charge and power users', async () => {
    clock.set(new Date());
    const { id, candidate } = await invited();
    const other = await invited();
    const started = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers`, {
      questionId: 'q1',
      answerLanguage: 'eng',
    });
    const recordingId = started.json().id as string;
    const raw = Buffer.from(encodeWav(synthesizeSpeech(16_000, 2, createSeededRandom(3)), 16_000));
    const uploadId = await uploadDone(ctx.app, 'candidate', candidate.cookie, {
      type: 'candidate_audio_answer',
      filename: `${candidate.marker}-answer.wav`,
      mediaType: 'audio/wav',
      body: raw,
    });
    const sent = await candidateCall(candidate.cookie, 'POST', `/recordings/${recordingId}/submit`, {
      uploadId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await waitFor(
      async () =>
        (await candidateCall(candidate.cookie, 'GET', `/recordings/${recordingId}`)).json().state === 'ready',
      { what: 'the voice alteration' },
    );
    // nothing is served before the candidate submits
    const early = await employerCall(power, 'GET', `/company-applications/${id}/audio-answers/q1/audio`);
    expect(early.statusCode).toBe(409);
    await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers/submit`);

    const url = `/company-applications/${id}/audio-answers/q1/audio`;
    for (const member of [power, regular, reviewerB]) {
      const res = await employerCall(member, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(candidate.marker);
      const file = await fetchSigned(ctx.app, 'GET', res.json().url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('audio/mpeg');
      expect(file.body.includes(raw.subarray(44, 200))).toBe(false);
    }
    // the screening reviewer, an audio reviewer of another application, another company: refused
    expect((await employerCall(reviewerA, 'GET', url)).statusCode).toBe(403);
    expect((await employerCall(outsider, 'GET', url)).statusCode).toBe(404);
    await employerCall(power, 'PUT', `/company-applications/${other.id}/assignment`, {
      personInChargeId: regular.id,
      reviewerIds: [reviewerB.id],
      audioReviewerIds: [reviewerA.id],
    });
    expect((await employerCall(reviewerA, 'GET', url)).statusCode).toBe(403);
    // the raw upload is gone and no route names it
    const [rawRow] = await ctx.app.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(rawRow?.status ?? 'removed').toBe('removed');
    const list = await employerCall(power, 'GET', `/company-applications/${id}/audio-answers`);
    expect(list.body).not.toContain(candidate.marker);
    expect(list.body).not.toContain('answer.wav');
    // no TRANSCRIBE_MODEL in the tests' configuration: transcripts are off, employers read so
    expect(list.json().answers[0]).toMatchObject({
      answerLanguage: 'eng',
      state: 'ready',
      transcriptState: 'off',
      transcriptContent: null,
    });
    expect(Number.isInteger(list.json().answers[0].audioSeconds * 10)).toBe(true);

    // erasure: the answers and their files go with the application
    const answer = await recordingStored(ctx.app, recordingId);
    const withdrawn = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/withdraw`, {
      reason: 'haveAnother',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await audioAnswersStored(ctx.app, id)).toEqual([]);
    const handed = await ctx.app.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.storageKey, answer?.alteredKey ?? ''), eq(uploads.status, 'removed')));
    expect(handed).toHaveLength(1);
    const log = (await employerCall(power, 'GET', `/deletion-logs/${id}`)).json();
    expect(log.deletedDataTypes).toContainEqual({ type: 'audio_answers', count: 1 });
  });
});

describe('the canary candidate in the audio interview', () => {
  it('reaches no employer answer or employer e-mail with any personal value', async () => {
    clock.set(new Date());
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.77.0.1');
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: candidate.cookie,
      body: canaryResume(),
    });
    expect(created.statusCode, created.body).toBe(200);
    // a job title of its own: the file's job is a 'Datenbankentwicklerin', a canary word itself
    const job = await insertJob(ctx.app, company.companyId, {
      jobTitle: 'Lagerlogistik',
      screeningQuestions: [{ question: 'Warum wir?' }, { question: 'Ihr bestes Projekt?' }],
      audioQuestions: [{ question: 'Stellen Sie sich vor.', duration: 60 }],
    });
    const { id } = await sentApplication(ctx.app, candidate.cookie, job.id, (question) =>
      question.startsWith('Warum') ? (CANARY_ANSWERS[0] ?? '') : (CANARY_ANSWERS[1] ?? ''),
    );
    const answers: string[] = [];
    const employer = async (
      member: typeof power,
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      body?: object,
    ) => {
      const res = await employerCall(member, method, path, body);
      answers.push(res.body);
      return res;
    };
    await screenForAudio(
      company,
      id,
      { cv: { rating: 4, comment: '' }, answers: ratings(4).answers },
      employer,
    );
    const dueDate = new Date(clock.now().getTime() + 3 * DAY).toISOString();
    const invitedRes = await employer(regular, 'POST', `/company-applications/${id}/audio-invitation`, {
      dueDate,
      audioReviewerIds: [reviewerB.id],
    });
    expect(invitedRes.statusCode, invitedRes.body).toBe(200);
    await candidateCall(candidate.cookie, 'POST', `/applications/${id}/written-alternative`);
    await readyAudioAnswer(ctx.app, candidate.cookie, id);
    await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers/submit`);
    for (const member of [power, regular, reviewerB]) {
      await employer(member, 'GET', `/company-applications/${id}`);
      await employer(member, 'GET', `/company-applications/${id}/audio-answers`);
      await employer(member, 'GET', `/company-applications/${id}/audio-answers/q1/audio`);
    }
    await employer(reviewerB, 'POST', `/company-applications/${id}/audio-ratings`, {
      answers: [{ questionId: 'q1', rating: 4, comment: '' }],
    });
    await employer(power, 'GET', `/company-applications?jobId=${job.id}`);
    for (const body of answers) expect(canaryLeaks(body)).toEqual([]);
    const employerAddresses = [power, regular, reviewerA, reviewerB].map((member) =>
      member.email.toLowerCase(),
    );
    const employerMails = await ctx.app.database.db
      .select()
      .from(mailMessages)
      .where(inArray(mailMessages.toAddress, employerAddresses));
    for (const mail of employerMails)
      expect(canaryLeaks(`${mail.subject}\n${mail.text}\n${mail.html}`)).toEqual([]);
  });
});
