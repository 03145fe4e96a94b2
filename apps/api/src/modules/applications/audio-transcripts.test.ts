import { createSeededRandom, encodeWav } from '@veil/voice';
import { synthesizeSpeech } from '@veil/voice/test-signals';
import { describe, expect, it } from 'vitest';
import { settableClock } from '../../clock';
import { sentApplication } from '../../testing/applications';
import { inviteToAudio, recordingStored, screenForAudio } from '../../testing/audio-interview';
import { CANARY, CANARY_FREE_TEXT, canaryLeaks, canaryResume } from '../../testing/canary';
import { call } from '../../testing/http';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, uploadDone } from '../../testing/uploads';
import { waitFor } from '../../testing/wait-for';
import { signedUpCandidate } from '../jobs/job-search.testing';
import { sherpaTranscriber } from '../recordings/transcription/sherpa-transcriber';
import type { Speech, Transcriber } from '../recordings/transcription/transcriber';
import { ratings, useApplicationsCompany } from './applications.testing';

/*
 * Transcripts of audio interview answers (issue 39) through the whole app: the candidate records,
 * the alteration job transcribes the raw file with the app's transcriber (a stand-in here, or the
 * real engine with a missing model), and employers read the redacted transcript with the answers.
 */

/** The stand-in engine: says what `current` says, and notes what it was given. */
const heard: { language: string | null; speech: Speech }[] = [];
let current: Transcriber = { name: 'stand-in', transcribe: async () => CANARY_FREE_TEXT };
const standIn: Transcriber = {
  name: 'stand-in',
  transcribe: (speech, language) => {
    heard.push({ language, speech });
    return current.transcribe(speech, language);
  },
};

const clock = settableClock();
const ctx = useTestApp({}, { clock, transcriber: standIn });
const company = useApplicationsCompany(ctx);
const { power, regular, reviewerA, reviewerB, employerCall, candidateCall } = company;

/** An invited application of `candidate` to the company's job (which has one audio question). */
async function invited(candidate: { cookie: string }) {
  const { id } = await sentApplication(ctx.app, candidate.cookie, company.jobId);
  await screenForAudio(company, id, { cv: { rating: 4, comment: '' }, answers: ratings(4).answers });
  const res = await inviteToAudio(ctx.app, regular.cookie, id, [reviewerB.id]);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/** Records q1 in `answerLanguage` (2 s of speech-like WAV), waits for the job, submits the interview. */
async function answered(candidate: { cookie: string }, id: string, answerLanguage: string) {
  const started = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers`, {
    questionId: 'q1',
    answerLanguage,
  });
  expect(started.statusCode, started.body).toBe(200);
  const recordingId = started.json().id as string;
  const uploadId = await uploadDone(ctx.app, 'candidate', candidate.cookie, {
    type: 'candidate_audio_answer',
    filename: 'answer.wav',
    mediaType: 'audio/wav',
    body: Buffer.from(encodeWav(synthesizeSpeech(16_000, 2, createSeededRandom(5)), 16_000)),
  });
  await candidateCall(candidate.cookie, 'POST', `/recordings/${recordingId}/submit`, { uploadId });
  await waitFor(
    async () =>
      (await candidateCall(candidate.cookie, 'GET', `/recordings/${recordingId}`)).json().state === 'ready',
    { what: 'the alteration and transcription' },
  );
  const submitted = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/audio-answers/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return recordingId;
}

describe('the transcript of an audio answer', () => {
  it('is made in the answer language, redacted before it is stored, and no canary marker reaches employers', async () => {
    clock.set(new Date());
    current = { name: 'stand-in', transcribe: async () => CANARY_FREE_TEXT };
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email, '10.78.0.1');
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: candidate.cookie,
      body: canaryResume(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = await invited(candidate);
    heard.length = 0;
    const recordingId = await answered(candidate, id, 'deu');

    // the original recording, decoded: 16 kHz mono, 2 s, in the answer's language
    expect(heard.map((h) => [h.language, h.speech.sampleRate, h.speech.samples.length])).toEqual([
      ['deu', 16_000, 32_000],
    ]);
    const stored = await recordingStored(ctx.app, recordingId);
    expect(stored?.transcriptState).toBe('done');
    expect(canaryLeaks(stored?.transcriptContent ?? '')).toEqual([]);
    // the words around the personal values stay
    expect(stored?.transcriptContent).toContain('lobte mich');

    for (const member of [power, regular, reviewerB]) {
      const list = await employerCall(member, 'GET', `/company-applications/${id}/audio-answers`);
      expect(list.statusCode, list.body).toBe(200);
      expect(canaryLeaks(list.body)).toEqual([]);
      expect(list.json().answers[0]).toMatchObject({
        state: 'ready',
        transcriptState: 'done',
        transcriptContent: stored?.transcriptContent,
      });
    }
    // the screening reviewer may not hear the answer, nor read it
    const screening = await employerCall(reviewerA, 'GET', `/company-applications/${id}/audio-answers`);
    expect(screening.json().answers[0]).toMatchObject({ transcriptState: null, transcriptContent: null });
  });

  it('fails with a clear error when TRANSCRIBE_MODEL names a missing model, and the answer stays playable', async () => {
    clock.set(new Date());
    // the real engine and its loading path, with a folder that does not exist
    current = sherpaTranscriber('/nonexistent/veil-whisper-model');
    const candidate = await company.candidateWithResume();
    const id = await invited(candidate);
    const recordingId = await answered(candidate, id, 'eng');
    const stored = await recordingStored(ctx.app, recordingId);
    expect([stored?.state, stored?.transcriptState, stored?.transcriptContent]).toEqual([
      'ready',
      'error',
      null,
    ]);
    const list = await employerCall(power, 'GET', `/company-applications/${id}/audio-answers`);
    expect(list.json().answers[0]).toMatchObject({
      state: 'ready',
      transcriptState: 'error',
      transcriptContent: null,
    });
    const audio = await employerCall(power, 'GET', `/company-applications/${id}/audio-answers/q1/audio`);
    expect(audio.statusCode, audio.body).toBe(200);
    expect((await fetchSigned(ctx.app, 'GET', audio.json().url)).status).toBe(200);
  });

  it('goes with the answer when the candidate withdraws', async () => {
    clock.set(new Date());
    current = { name: 'stand-in', transcribe: async () => 'Ich arbeite gern im Lager.' };
    const candidate = await company.candidateWithResume();
    const id = await invited(candidate);
    const recordingId = await answered(candidate, id, 'deu');
    expect((await recordingStored(ctx.app, recordingId))?.transcriptContent).toBe(
      'Ich arbeite gern im Lager.',
    );
    const withdrawn = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/withdraw`, {
      reason: 'haveAnother',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await recordingStored(ctx.app, recordingId)).toBeUndefined();
  });
});
