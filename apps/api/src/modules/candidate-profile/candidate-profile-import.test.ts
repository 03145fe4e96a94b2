import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sampleResume } from '../../testing/resumes';
import { useTestApp } from '../../testing/test-app';
import { uploadDone, uploadRow } from '../../testing/uploads';
import { waitFor } from '../../testing/wait-for';
import { resumeImports } from './candidate-profile.schema';
import { useSignedInCandidate } from './candidate-profile.testing';

// The CV import: a LinkedIn export or a PDF CV read in the background and proposed for review.
const ctx = useTestApp();
const { candidate, api, patch } = useSignedInCandidate(ctx);

describe('the CV import', () => {
  /** The import's state once the background job has read the file. */
  async function settled() {
    return waitFor(
      async () => {
        const state = (await api('GET', '/resumes/pdf')).json();
        return state.state === 'process' ? null : state;
      },
      { timeoutMs: 90_000, what: 'the CV import to finish' },
    );
  }

  it('reads a LinkedIn export in the background and proposes its sections; the file is gone afterwards', async () => {
    expect((await api('GET', '/resumes/pdf')).json().state).toBe('not_started');
    const zip = zipSync({
      'Positions.csv': strToU8(
        'Company Name,Title,Description,Location,Started On,Finished On\nElbwerk AG,Backend Developer,APIs,Hamburg,Mar 2021,\n',
      ),
      'Skills.csv': strToU8('Name\nTypeScript\nPostgreSQL\n'),
    });
    const started = await api('POST', '/resumes/pdf', {
      fileName: 'Basic_LinkedInDataExport.zip',
      content: Buffer.from(zip).toString('base64'),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().state).toBe('process');
    const done = await settled();
    expect(done).toMatchObject({ state: 'success', result: 'succeeded', errorCode: null });
    expect(done.proposal.source).toBe('linkedin_export');
    expect(done.proposal.tags).toEqual(['TypeScript', 'PostgreSQL']);
    expect(done.proposal.workExperiences[0]).toMatchObject({
      company: 'Elbwerk AG',
      jobTitle: 'Backend Developer',
    });
    const [row] = await ctx.app.database.db
      .select()
      .from(resumeImports)
      .where(eq(resumeImports.candidateId, candidate.id));
    expect(row?.storageKey).toBeNull();
    expect((await api('DELETE', '/resumes/pdf')).json().state).toBe('not_started');
  });

  it('reads an uploaded PDF CV and deletes the upload once read', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const lines = [
      'Erika Beispiel',
      'Berufserfahrung',
      'Softwareentwicklerin',
      'Nordwerk GmbH',
      '03/2019 – heute',
      'Ausbildung',
      'Universität Bremen',
      'Master of Science',
      '2014 – 2018',
    ];
    for (const [i, text] of lines.entries()) {
      page.drawText(text, { x: 60, y: 780 - i * 24, size: i === 0 ? 20 : 11, font });
    }
    const uploadId = await uploadDone(ctx.app, 'candidate', candidate.cookie, {
      type: 'candidate_pdf_cv',
      filename: 'lebenslauf.pdf',
      mediaType: 'application/pdf',
      body: Buffer.from(await pdf.save()),
    });
    expect((await api('POST', '/resumes/pdf', { uploadId })).statusCode).toBe(200);
    const done = await settled();
    expect(done.state, JSON.stringify(done)).toBe('success');
    expect(done.proposal.source).toBe('pdf');
    expect(done.proposal.workExperiences[0]).toMatchObject({
      company: 'Nordwerk GmbH',
      currentlyWorking: true,
    });
    expect((await uploadRow(ctx.app, uploadId))?.status).toBe('removed');
  });

  it('notes each section saved from the review, so a reload shows it saved and a second save adds nothing', async () => {
    await api('POST', '/resumes/pdf', {
      fileName: 'Positions.csv',
      content: Buffer.from(
        'Company Name,Title,Description,Location,Started On,Finished On\nElbwerk AG,Backend Developer,APIs,Hamburg,Mar 2021,\n',
      ).toString('base64'),
    });
    const done = await settled();
    expect(done).toMatchObject({ state: 'success', savedSections: [] });
    const details = sampleResume('import').userDetails;
    const first = await api('POST', '/resumes', { userDetails: details, fromImport: true });
    expect(first.statusCode, first.body).toBe(200);
    const stored = first.json().workExperiences.length;
    const entry = {
      ...sampleResume('import').workExperiences[0],
      company: done.proposal.workExperiences[0].company,
    };
    // a double click: both saves arrive, one adds the entry
    const [one, two] = await Promise.all([
      patch({ updateType: 'workExperiences', newData: [entry], fromImport: true }),
      patch({ updateType: 'workExperiences', newData: [entry], fromImport: true }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const resume = (await api('GET', '/resumes')).json().resume;
    expect(resume.workExperiences).toHaveLength(stored + 1);
    // after a reload the review knows what was saved
    expect((await api('GET', '/resumes/pdf')).json().savedSections).toEqual([
      'userDetails',
      'workExperiences',
    ]);
    // the profile's own saves are not the import's business; a section the review has not is refused
    expect((await patch({ updateType: 'workExperiences', newData: [entry] })).statusCode).toBe(200);
    const wrong = await patch({
      updateType: 'workInformation',
      newData: sampleResume('import').workInformation,
      fromImport: true,
    });
    expect(wrong.statusCode).toBe(400);
    // a new import starts with nothing saved
    await api('POST', '/resumes/pdf', {
      fileName: 'Skills.csv',
      content: Buffer.from('Name\nTypeScript\n').toString('base64'),
    });
    expect((await settled()).savedSections).toEqual([]);
  });

  it('says why a file cannot be read, in the candidate’s language', async () => {
    await api('POST', '/resumes/pdf', {
      fileName: 'notizen.csv',
      content: Buffer.from('nur,irgendwas\n1,2\n').toString('base64'),
    });
    const done = await settled();
    expect(done).toMatchObject({
      state: 'error',
      result: 'another_error',
      errorCode: 'cv_import_unsupported_file',
    });
    const tooBig = await api('POST', '/resumes/pdf', {
      fileName: 'export.zip',
      content: Buffer.alloc(800 * 1024).toString('base64'),
    });
    expect(tooBig.statusCode).toBe(413);
  });
});
