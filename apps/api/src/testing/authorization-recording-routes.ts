import { encodeWav } from '@veil/voice';
import type { App } from '../app';
import { CANDIDATES, type Entry, FORBIDDEN, notFound, OK, only, SIGNED_OUT } from './authorization';
import { call } from './http';
import type { World } from './principals';
import { uploadDone } from './uploads';
import { waitFor } from './wait-for';

/** Recordings: the candidate's own only; employers and admins are told they are not theirs. */
const CANDIDATE_ONLY = { ...only(CANDIDATES, OK, FORBIDDEN), anonymous: SIGNED_OUT };
/** Candidate A's recording: candidate B finds none. */
const A_ONLY = { ...CANDIDATE_ONLY, candidateB: notFound('recording_not_found') };

const asA = (w: World, app: App, method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
  call(app, 'candidate', method, `/api${path}`, { cookie: w.cookies.candidateA, ...(body ? { body } : {}) });

/** A fresh demo answer of candidate A, waiting for its file. */
async function answerOfA(w: World, app: App): Promise<string> {
  // a new answer replaces A's earlier ones, so no entry uses up A's re-record
  await call(app, 'candidate', 'DELETE', '/api/recordings/demo', { cookie: w.cookies.candidateA });
  const res = await asA(w, app, 'POST', '/recordings/demo', { questionId: 'demo-short' });
  if (res.statusCode !== 200) throw new Error(`demo answer not started: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Half a second of quiet as candidate A's raw recording. */
const rawOfA = (w: World, app: App) =>
  uploadDone(app, 'candidate', w.cookies.candidateA, {
    type: 'candidate_audio_answer',
    filename: 'answer.wav',
    mediaType: 'audio/wav',
    body: Buffer.from(encodeWav(new Float32Array(8000), 16_000)),
  });

export const RECORDING_ROUTES: Record<string, Entry> = {
  'POST /recordings/demo': {
    pool: 'candidate',
    request: () => ({ path: '/recordings/demo', body: { questionId: 'demo-long' } }),
    expect: CANDIDATE_ONLY,
  },
  'GET /recordings/demo': {
    pool: 'candidate',
    request: () => ({ path: '/recordings/demo' }),
    expect: CANDIDATE_ONLY,
  },
  'DELETE /recordings/demo': {
    pool: 'candidate',
    request: () => ({ path: '/recordings/demo' }),
    expect: CANDIDATE_ONLY,
  },
  'POST /recordings/{id}/submit': {
    pool: 'candidate',
    request: async (w, app) => ({
      path: `/recordings/${await answerOfA(w, app)}/submit`,
      body: { uploadId: await rawOfA(w, app) },
    }),
    expect: A_ONLY,
  },
  'GET /recordings/{id}': {
    pool: 'candidate',
    request: async (w, app) => ({ path: `/recordings/${await answerOfA(w, app)}` }),
    expect: A_ONLY,
  },
  // an altered answer of candidate A: only A hears it
  'GET /recordings/{id}/audio': {
    pool: 'candidate',
    request: async (w, app) => {
      const id = await answerOfA(w, app);
      await asA(w, app, 'POST', `/recordings/${id}/submit`, { uploadId: await rawOfA(w, app) });
      await waitFor(async () => (await asA(w, app, 'GET', `/recordings/${id}`)).json().state === 'ready', {
        what: "candidate A's altered answer",
      });
      return { path: `/recordings/${id}/audio` };
    },
    expect: A_ONLY,
  },
};
