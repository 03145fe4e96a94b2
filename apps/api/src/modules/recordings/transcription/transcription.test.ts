import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/client';
import { personalValueMask } from '../../candidate-profile/anonymous-cv.service';
import { transcribeAnswer } from './answer-transcript';
import { sherpaTranscriber, whisperFiles, whisperLanguage } from './sherpa-transcriber';
import { speechChunks } from './speech-chunks';
import { TranscriberUnavailable } from './transcriber';

const RATE = 16_000;
const silent = (seconds: number) => new Float32Array(Math.round(seconds * RATE));
const loud = (seconds: number) => silent(seconds).map((_, i) => Math.sin(i / 3) * 0.5);
const joined = (...parts: Float32Array[]) => {
  const all = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/** Whether the native package loads here; the loading tests need it (an optional platform package). */
const sherpa = await import('sherpa-onnx-node').then((m) => m.default).catch(() => null);

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('speechChunks', () => {
  it('keeps short answers whole and cuts long ones under Whisper’s 30 seconds, at a pause', () => {
    expect(speechChunks({ samples: loud(10), sampleRate: RATE })).toHaveLength(1);
    // speech, a pause at 24–25 s, speech again up to 60 s
    const samples = joined(loud(24), silent(1), loud(35));
    const chunks = speechChunks({ samples, sampleRate: RATE });
    expect(chunks.reduce((n, c) => n + c.length, 0)).toBe(samples.length);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(28 * RATE);
    const firstCut = (chunks[0]?.length ?? 0) / RATE;
    expect(firstCut).toBeGreaterThan(24);
    expect(firstCut).toBeLessThan(25);
  });
});

describe('whisperLanguage', () => {
  it('turns the answer language (ISO 639-3) into Whisper’s code, or lets the model tell', () => {
    expect(['deu', 'eng', 'fra', 'fil', 'xyz', null].map(whisperLanguage)).toEqual([
      'de',
      'en',
      'fr',
      'tl',
      '',
      '',
    ]);
  });
});

describe('loading the model (TRANSCRIBE_MODEL)', () => {
  it('says plainly when the folder is missing or holds no Whisper model', async () => {
    await expect(whisperFiles('/nonexistent/whisper')).rejects.toThrow(
      /TRANSCRIBE_MODEL: cannot read the model folder \/nonexistent\/whisper/,
    );
    const empty = await mkdtemp(path.join(tmpdir(), 'veil-whisper-'));
    folders.push(empty);
    await expect(whisperFiles(empty)).rejects.toThrow(/holds no sherpa-onnx Whisper model/);
    await writeFile(path.join(empty, 'tiny-encoder.onnx'), '');
    await writeFile(path.join(empty, 'tiny-encoder.int8.onnx'), '');
    await writeFile(path.join(empty, 'tiny-decoder.onnx'), '');
    await writeFile(path.join(empty, 'tiny-tokens.txt'), '');
    expect(await whisperFiles(empty)).toEqual({
      encoder: path.join(empty, 'tiny-encoder.int8.onnx'),
      decoder: path.join(empty, 'tiny-decoder.onnx'),
      tokens: path.join(empty, 'tiny-tokens.txt'),
    });
  });

  it.skipIf(!sherpa)('loads the native sherpa-onnx module on this machine', () => {
    expect(sherpa?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof sherpa?.OfflineRecognizer.createAsync).toBe('function');
  });

  it.skipIf(!sherpa)('rejects a broken model file with the reason, and the process lives on', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'veil-whisper-'));
    folders.push(broken);
    for (const name of ['base-encoder.onnx', 'base-decoder.onnx'])
      await writeFile(path.join(broken, name), 'not a model');
    await writeFile(path.join(broken, 'base-tokens.txt'), 'a 0\n');
    const transcriber = sherpaTranscriber(broken);
    const speech = { samples: loud(1), sampleRate: RATE };
    const failure = await transcriber.transcribe(speech, 'deu').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(TranscriberUnavailable);
    expect(String(failure)).toMatch(/the Whisper model in .* could not be loaded \(.+\)/);
    // the next answer tries again (an operator may have fixed the folder meanwhile)
    await expect(transcriber.transcribe(speech, 'deu')).rejects.toThrow(/could not be loaded/);
  });
});

describe('transcribeAnswer', () => {
  const answer = { id: 'r1', candidateId: 'c1', answerLanguage: 'deu' };
  const wav = () => import('@veil/voice').then((v) => v.encodeWav(loud(1), RATE));
  const logged: unknown[][] = [];
  const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
  // neither case reads the profile: off needs nothing, a failure stops before the redaction
  const db = {} as DbOrTx;

  it('is off without a transcriber', async () => {
    expect(
      await transcribeAnswer(
        { db, log, transcriber: null, redactionFor: personalValueMask },
        answer,
        await wav(),
      ),
    ).toEqual({
      transcriptState: 'off',
      transcriptContent: null,
    });
  });

  it('gives `error` and logs the cause when the engine fails, without rejecting', async () => {
    const transcriber = {
      name: '/models/whisper',
      transcribe: async () => {
        throw new TranscriberUnavailable('TRANSCRIBE_MODEL: cannot read the model folder /models/whisper');
      },
    };
    expect(
      await transcribeAnswer({ db, log, transcriber, redactionFor: personalValueMask }, answer, await wav()),
    ).toEqual({
      transcriptState: 'error',
      transcriptContent: null,
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toMatchObject({
      recordingId: 'r1',
      model: '/models/whisper',
      code: 'transcribe_error',
    });
  });
});
