import { afterAll, describe, expect, it } from 'vitest';
import { renderResumePdfInWorker, stopResumePdfWorker } from './render-in-worker';
import { renderResumePdf } from './render-resume-pdf';
import { fullResume, longResume, minimalResume } from './sample-resumes';

const generatedAt = new Date('2026-03-05T10:00:00Z');

afterAll(stopResumePdfWorker);

describe('rendering the CV on a thread of its own', () => {
  it('gives the same bytes as rendering in place, for renders asked for at once', async () => {
    const cvs = [minimalResume(), fullResume(), longResume()];
    const [inWorker, inPlace] = await Promise.all([
      Promise.all(cvs.map((resume) => renderResumePdfInWorker(resume, { language: 'de', generatedAt }))),
      Promise.all(cvs.map((resume) => renderResumePdf(resume, { language: 'de', generatedAt }))),
    ]);
    expect(inWorker.map((bytes) => Buffer.from(bytes).toString('base64'))).toEqual(
      inPlace.map((bytes) => Buffer.from(bytes).toString('base64')),
    );
  });

  it('passes a failed render on, and goes on rendering', async () => {
    const photo = { bytes: new Uint8Array([1, 2, 3]), type: 'image/png' as const };
    await expect(
      renderResumePdfInWorker(fullResume(), { language: 'en', photo, generatedAt }),
    ).rejects.toThrow();
    const bytes = await renderResumePdfInWorker(fullResume(), { language: 'en', generatedAt });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('fails the renders of a thread that ends, and starts another for the next', async () => {
    // the first render starts the thread; ending it while a render waits fails that render
    const first = renderResumePdfInWorker(longResume(), { language: 'de', generatedAt });
    await stopResumePdfWorker();
    await expect(first).rejects.toThrow(/thread ended/);
    const bytes = await renderResumePdfInWorker(minimalResume(), { language: 'de', generatedAt });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
