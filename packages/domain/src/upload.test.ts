import { describe, expect, it } from 'vitest';
import {
  audioExtension,
  checkFile,
  FILE_LIMITS,
  fileCheckMessage,
  fileExtension,
  type MediaPurpose,
  MIN_OPEN_UPLOADS,
  maxOpenUploads,
  RAW_AUDIO_MAX_BYTES,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_HOLDER,
} from './upload';
import { MEDIA_PURPOSES } from './values';

const MB = 1024 * 1024;

describe('FILE_LIMITS', () => {
  it('limits profile photos to 2 MB JPEG/PNG re-encoded at 720 px and quality 0.7', () => {
    const [rule] = FILE_LIMITS.candidate_profile.rules;
    expect(rule).toMatchObject({
      kind: 'image',
      maxBytes: 2 * MB,
      reencode: { maxWidth: 720, quality: 0.7 },
    });
    expect(rule?.extensions).toEqual(['png', 'jpg', 'jpeg']);
  });

  it('allows 12 company media: images up to 5 MB and videos up to 1 GB', () => {
    const media = FILE_LIMITS.company_media;
    expect(media.maxFiles).toBe(12);
    expect(media.rules.map((r) => [r.kind, r.maxBytes])).toEqual([
      ['image', 5 * MB],
      ['video', 1024 * MB],
    ]);
    expect(media.rules[0]?.reencode).toEqual({ maxWidth: 1000, quality: 0.8 });
  });

  it('allows 15 company documents of 5 MB and one CSV import of 100 KB', () => {
    expect(FILE_LIMITS.company_additional_file).toMatchObject({
      maxFiles: 15,
      rules: [{ maxBytes: 5 * MB }],
    });
    expect(FILE_LIMITS.job_import_csv.rules[0]?.maxBytes).toBe(100 * 1024);
  });
});

describe('checkFile', () => {
  it('accepts a file matching type, extension and size', () => {
    const check = checkFile('company_media', { name: 'Team.MP4', size: 200 * MB, mimeType: 'video/mp4' });
    expect(check).toMatchObject({ ok: true, rule: { kind: 'video' } });
  });

  it('accepts exactly the limit and rejects one byte more', () => {
    const file = { name: 'cv.pdf', mimeType: 'application/pdf' };
    expect(checkFile('candidate_pdf_cv', { ...file, size: 5 * MB }).ok).toBe(true);
    expect(checkFile('candidate_pdf_cv', { ...file, size: 5 * MB + 1 })).toMatchObject({
      ok: false,
      code: 'file_too_large',
    });
  });

  it('takes a raw recorded answer as WAV only, up to the longest question', () => {
    const wav = { name: 'answer.wav', mimeType: 'audio/wav' };
    expect(checkFile('candidate_audio_answer', { ...wav, size: RAW_AUDIO_MAX_BYTES })).toMatchObject({
      ok: true,
      rule: { kind: 'audio' },
    });
    // three minutes of 16 kHz, 16-bit mono PCM and its header fit
    expect(RAW_AUDIO_MAX_BYTES).toBeGreaterThan(180 * 16_000 * 2 + 44);
    expect(checkFile('candidate_audio_answer', { ...wav, size: RAW_AUDIO_MAX_BYTES + 1 }).ok).toBe(false);
    expect(
      checkFile('candidate_audio_answer', { name: 'answer.webm', size: 1000, mimeType: 'audio/webm' }),
    ).toMatchObject({ ok: false, code: 'file_type_not_allowed' });
  });

  it('rejects an empty file', () => {
    expect(
      checkFile('candidate_pdf_cv', { name: 'cv.pdf', size: 0, mimeType: 'application/pdf' }),
    ).toMatchObject({
      code: 'file_empty',
    });
  });

  it('rejects a renamed file whose type does not match its extension', () => {
    expect(
      checkFile('candidate_profile', { name: 'photo.png', size: 10, mimeType: 'application/pdf' }),
    ).toMatchObject({
      code: 'file_type_not_allowed',
    });
    expect(
      checkFile('candidate_profile', { name: 'photo.gif', size: 10, mimeType: 'image/png' }),
    ).toMatchObject({
      code: 'file_type_not_allowed',
    });
  });

  it('rejects a 13th company media item', () => {
    const photo = { name: 'a.jpg', size: 10, mimeType: 'image/jpeg' };
    expect(checkFile('company_media', photo, 11).ok).toBe(true);
    expect(checkFile('company_media', photo, 12)).toMatchObject({ code: 'too_many_files' });
  });

  it('accepts a CSV reported with the Excel MIME type', () => {
    expect(
      checkFile('job_import_csv', { name: 'jobs.csv', size: 10, mimeType: 'application/vnd.ms-excel' }).ok,
    ).toBe(true);
  });
});

describe('fileCheckMessage', () => {
  it('names the size limit in the reader’s format', () => {
    const check = checkFile('company_media', { name: 'a.png', size: 6 * MB, mimeType: 'image/png' });
    if (check.ok) throw new Error('expected a failure');
    expect(fileCheckMessage(check, 'de')).toBe('Die Datei darf höchstens 5 MB groß sein.');
    expect(fileCheckMessage(check, 'en')).toBe('The file must not be larger than 5 MB.');
  });

  it('lists the allowed extensions', () => {
    const check = checkFile('company_media', { name: 'a.gif', size: 6, mimeType: 'image/gif' });
    if (check.ok) throw new Error('expected a failure');
    expect(fileCheckMessage(check, 'en')).toBe('Allowed file types: PNG, JPG, JPEG, MP4, WEBM.');
  });
});

describe('file names and audio', () => {
  it('reads the extension in lower case and ignores leading-dot names', () => {
    expect(fileExtension('Lebenslauf.PDF')).toBe('pdf');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('README')).toBe('');
  });

  it('derives the audio extension from the name, then the MIME type, then webm', () => {
    expect(audioExtension('answer.ogg', 'audio/webm')).toBe('ogg');
    expect(audioExtension('blob', 'audio/mp4')).toBe('m4a');
    expect(audioExtension(undefined, 'audio/webm;codecs=opus')).toBe('webm');
    expect(audioExtension('blob', 'application/octet-stream')).toBe('webm');
  });
});

describe('upload quotas', () => {
  const largest = (purpose: MediaPurpose) => Math.max(...FILE_LIMITS[purpose].rules.map((r) => r.maxBytes));

  it('leave each holder room for a full set of its files and one largest file being replaced', () => {
    for (const holder of ['company', 'employer', 'candidate'] as const) {
      const purposes = MEDIA_PURPOSES.filter((purpose) => UPLOAD_QUOTA_HOLDER[purpose] === holder);
      expect(purposes.length).toBeGreaterThan(0);
      const fullSet = purposes.reduce((sum, p) => sum + FILE_LIMITS[p].maxFiles * largest(p), 0);
      const replacement = Math.max(...purposes.map(largest));
      expect(UPLOAD_QUOTA_BYTES[holder]).toBeGreaterThanOrEqual(fullSet + replacement);
    }
  });

  it('count company files against the company and everything else against its sender', () => {
    expect(UPLOAD_QUOTA_HOLDER.company_media).toBe('company');
    expect(UPLOAD_QUOTA_HOLDER.employer_profile).toBe('employer');
    expect(UPLOAD_QUOTA_HOLDER.candidate_pdf_cv).toBe('candidate');
    expect(UPLOAD_QUOTA_HOLDER.candidate_audio_answer).toBe('candidate');
  });

  it('allow as many open uploads as a purpose holds files, and at least five', () => {
    expect(maxOpenUploads('company_media')).toBe(12);
    expect(maxOpenUploads('company_additional_file')).toBe(15);
    expect(maxOpenUploads('candidate_profile')).toBe(MIN_OPEN_UPLOADS);
    expect(MIN_OPEN_UPLOADS).toBe(5);
  });
});
