import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { importCv } from './cv-import';
import { CvImportError } from './cv-import-error';
import { CvImportTimeout, importCvInWorker } from './import-in-worker';

async function cvPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lines: [string, number, number][] = [
    ['Erika Beispiel', 740, 24],
    ['Berufserfahrung', 690, 14],
    ['03/2019 – heute', 670, 10],
    ['Beispiel GmbH', 656, 10],
    ['Kenntnisse', 620, 14],
    ['TypeScript, PostgreSQL', 600, 10],
  ];
  for (const [text, y, size] of lines) page.drawText(text, { x: 60, y, size, font });
  return doc.save();
}

const MINUTE = 60_000;

describe('reading a CV on a thread of its own', () => {
  it('gives the proposal that reading in place gives', async () => {
    const bytes = await cvPdf();
    const inPlace = await importCv({ fileName: 'cv.pdf', bytes });
    const inWorker = await importCvInWorker({ fileName: 'cv.pdf', bytes }, MINUTE);
    expect(inWorker).toEqual(inPlace);
    expect(inWorker.tags).toEqual(['TypeScript', 'PostgreSQL']);
  });

  it("passes the import's own error on, with its code", async () => {
    const broken = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Kids [',
    );
    const error = await importCvInWorker({ fileName: 'cv.pdf', bytes: broken }, MINUTE).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CvImportError);
    expect((error as CvImportError).code).toBe('unreadable_file');
    const unknown = await importCvInWorker(
      { fileName: 'cv.docx', bytes: new Uint8Array([1, 2]) },
      MINUTE,
    ).catch((e: unknown) => e);
    expect((unknown as CvImportError).code).toBe('unsupported_file');
  });

  it('ends a thread that takes longer than it may', async () => {
    // the thread cannot even load its code within a millisecond: the import is given up on
    await expect(importCvInWorker({ fileName: 'cv.pdf', bytes: await cvPdf() }, 1)).rejects.toBeInstanceOf(
      CvImportTimeout,
    );
  });
});
