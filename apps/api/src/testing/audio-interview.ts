import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import type { useApplicationsCompany } from '../modules/applications/applications.testing';
import { recordings } from '../modules/recordings/recordings.schema';
import { call } from './http';

/*
 * Test helpers of the audio interview, through the API where it has a door: invite an application,
 * and give the candidate a ready answer without running the voice alteration (the recordings tests
 * and one audio interview test run the real one).
 */

const DAY_MS = 24 * 3_600_000;

type ApplicationsCompany = ReturnType<typeof useApplicationsCompany>;
type EmployerCall = (
  member: ApplicationsCompany['power'],
  method: 'POST' | 'PUT',
  path: string,
  body?: object,
) => ReturnType<ApplicationsCompany['employerCall']>;

/**
 * Screens a sent application of `company` so that the audio interview may start: the regular user
 * in charge, reviewer A alone reviewing (reviewer B stays free to be an audio reviewer), the
 * screening started and reviewer A's `ratings` in. `employerCall` defaults to the company's own
 * (a test that checks every answer passes one that keeps them).
 */
export async function screenForAudio(
  company: ApplicationsCompany,
  applicationId: string,
  ratings: object,
  employerCall: EmployerCall = company.employerCall,
) {
  const path = `/company-applications/${applicationId}`;
  const assigned = await employerCall(company.power, 'PUT', `${path}/assignment`, {
    personInChargeId: company.regular.id,
    reviewerIds: [company.reviewerA.id],
    audioReviewerIds: [],
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  await employerCall(company.regular, 'POST', `${path}/start-screening`);
  const rated = await employerCall(company.reviewerA, 'POST', `${path}/ratings`, ratings);
  expect(rated.statusCode, rated.body).toBe(200);
}

/** Invites to the audio interview as `cookie`'s employer; the due date `days` ahead of `now`. */
export async function inviteToAudio(
  app: App,
  cookie: string,
  applicationId: string,
  audioReviewerIds: string[],
  options: { now?: Date; days?: number } = {},
) {
  const now = options.now ?? app.clock.now();
  return call(app, 'employer', 'POST', `/api/company-applications/${applicationId}/audio-invitation`, {
    cookie,
    body: {
      dueDate: new Date(now.getTime() + (options.days ?? 7) * DAY_MS).toISOString(),
      audioReviewerIds,
    },
  });
}

/**
 * Starts the candidate's answer to `questionId` through the API and makes it ready as the
 * alteration job would: a stand-in altered file under a generated name, the raw upload gone.
 * Returns the recording's id.
 */
export async function readyAudioAnswer(
  app: App,
  candidateCookie: string,
  applicationId: string,
  questionId = 'q1',
): Promise<string> {
  const started = await call(app, 'candidate', 'POST', `/api/applications/${applicationId}/audio-answers`, {
    cookie: candidateCookie,
    body: { questionId, answerLanguage: 'deu' },
  });
  if (started.statusCode !== 200) throw new Error(`answer not started: ${started.body}`);
  const id = (started.json() as { id: string }).id;
  await markAnswerReady(app, id);
  return id;
}

/** Makes a started answer ready as the alteration job would (a stand-in altered file, 12.3456 s). */
export async function markAnswerReady(app: App, recordingId: string) {
  const alteredKey = `recordings/${randomUUID()}.mp3`;
  await app.storage.put(alteredKey, Buffer.from('altered stand-in'), { contentType: 'audio/mpeg' });
  const now = new Date();
  await app.database.db
    .update(recordings)
    // no transcriber in the tests' configuration: transcripts off, as the job would store it
    .set({
      state: 'ready',
      alteredKey,
      audioSeconds: 12.3456,
      transcriptState: 'off',
      submittedAt: now,
      finishedAt: now,
    })
    .where(and(eq(recordings.id, recordingId), eq(recordings.kind, 'audio_answer')));
}

/** The audio answers of an application as stored (none once it is erased). */
export function audioAnswersStored(app: App, applicationId: string) {
  return app.database.db.select().from(recordings).where(eq(recordings.applicationId, applicationId));
}

/** One recording as stored. */
export async function recordingStored(app: App, recordingId: string) {
  const [row] = await app.database.db.select().from(recordings).where(eq(recordings.id, recordingId));
  return row;
}
