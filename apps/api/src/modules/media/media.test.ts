import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import {
  GPS_MARKER,
  logoPng,
  mp4Video,
  photoWithGps,
  smallPdf,
  windowsProgram,
} from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, seedCompanyFiles, uploadDone, uploadFile, uploadRow } from '../../testing/uploads';
import { useMediaPeople } from './media.testing';

const ctx = useTestApp();
const { power, regular, reviewer, otherPower, candidate, otherCandidate, start } = useMediaPeople(ctx);

const PHOTO = { type: 'company_media', filename: 'Team Foto.JPG', mediaType: 'image/jpeg', size: 1000 };

describe('POST /media', () => {
  it('gives a power user a PUT ticket for a company file', async () => {
    const res = await start('employer', power.cookie, PHOTO);
    expect(res.statusCode).toBe(200);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      method: 'PUT',
      maxBytes: 1000,
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(ticket.url).toMatch(/^\/api\/files\/upload\//);
    expect(new Date(ticket.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await uploadRow(ctx.app, ticket.uploadId))?.originalName).toBe('Team Foto.JPG');
  });

  it('lets only power users send company files, and everyone only their own profile picture', async () => {
    expect((await start('employer', regular.cookie, PHOTO)).statusCode).toBe(403);
    expect((await start('employer', reviewer.cookie, { ...PHOTO, type: 'company_logo' })).statusCode).toBe(
      403,
    );
    expect((await start('candidate', candidate.cookie, PHOTO)).statusCode).toBe(403);
    const profile = { filename: 'ich.png', mediaType: 'image/png', size: 500 };
    expect(
      (await start('employer', reviewer.cookie, { ...profile, type: 'employer_profile' })).statusCode,
    ).toBe(200);
    expect(
      (await start('employer', reviewer.cookie, { ...profile, type: 'candidate_profile' })).statusCode,
    ).toBe(403);
    expect(
      (await start('candidate', candidate.cookie, { ...profile, type: 'candidate_profile' })).statusCode,
    ).toBe(200);
    expect(
      (await start('candidate', candidate.cookie, { ...profile, type: 'employer_profile' })).statusCode,
    ).toBe(403);
    expect((await start('candidate', '', { ...profile, type: 'candidate_profile' })).statusCode).toBe(401);
  });

  it('checks the declared name, type and size before anything is sent', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...PHOTO, filename: 'team.gif', mediaType: 'image/gif' }, 415, 'file_type_not_allowed'],
      [{ ...PHOTO, filename: 'team.jpg', mediaType: 'application/pdf' }, 415, 'file_type_not_allowed'],
      [{ ...PHOTO, size: 5 * 1024 * 1024 + 1 }, 413, 'file_too_large'],
      [{ ...PHOTO, size: 0 }, 400, 'file_empty'],
      [{ ...PHOTO, type: 'company_logo', size: 2 * 1024 * 1024 + 1 }, 413, 'file_too_large'],
      [
        { type: 'company_additional_file', filename: 'a.pdf', mediaType: 'application/pdf', size: 6e6 },
        413,
        'file_too_large',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await start('employer', power.cookie, body);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    // a video may be large
    const video = { ...PHOTO, filename: 'film.mp4', mediaType: 'video/mp4', size: 900 * 1024 * 1024 };
    expect((await start('employer', power.cookie, video)).statusCode).toBe(200);
  });

  it('refuses a 13th media item and a 16th document (too_many_files)', async () => {
    const company = await createCompany(ctx.app.database.db);
    const boss = await signedInEmployer(ctx.app, company.id, 'power_user');
    await seedCompanyFiles(ctx.app, { companyId: company.id, purpose: 'company_media', count: 12 });
    await seedCompanyFiles(ctx.app, { companyId: company.id, purpose: 'company_additional_file', count: 14 });
    const media = await start('employer', boss.cookie, PHOTO);
    expect([media.statusCode, media.json().code]).toEqual([400, 'too_many_files']);
    const pdf = {
      type: 'company_additional_file',
      filename: 'agb.pdf',
      mediaType: 'application/pdf',
      size: 100,
    };
    expect((await start('employer', boss.cookie, pdf)).statusCode).toBe(200);
    await seedCompanyFiles(ctx.app, { companyId: company.id, purpose: 'company_additional_file', count: 1 });
    expect((await start('employer', boss.cookie, pdf)).json().code).toBe('too_many_files');
  });
});

describe('POST /media/{uploadId}/complete', () => {
  it('re-encodes a photo: upright, at most 1000 px wide, and without EXIF or GPS', async () => {
    const original = await photoWithGps(2400, 1200);
    expect(original.includes(GPS_MARKER)).toBe(true);
    const { uploadId, sentStatus, complete } = await uploadFile(ctx.app, 'employer', power.cookie, {
      type: 'company_media',
      filename: 'Urlaub am See.jpg',
      mediaType: 'image/jpeg',
      body: original,
    });
    expect(sentStatus).toBe(200);
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({
      uploadId,
      status: 'done',
      mediaKind: 'image',
      contentType: 'image/jpeg',
      fileName: 'Urlaub am See.jpg',
    });

    const link = await call(ctx.app, 'employer', 'GET', `/api/media/${uploadId}/download`, {
      cookie: power.cookie,
    });
    expect(link.statusCode).toBe(200);
    const served = await fetchSigned(ctx.app, 'GET', link.json().url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // the uploader sees their own name
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''Urlaub%20am%20See.jpg");
    expect(served.body.includes(GPS_MARKER)).toBe(false);
    expect(served.body.includes('Veilphone')).toBe(false);
    const meta = await sharp(served.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // orientation 6 turned the 2400 x 1200 pixels upright (1200 x 2400), then shrunk to 1000 wide
    expect([meta.width, meta.height]).toEqual([1000, 2000]);
    expect(complete.json().size).toBe(served.body.length);

    // a colleague gets a generated name, never the uploader's
    const colleague = await call(ctx.app, 'employer', 'GET', `/api/media/${uploadId}/download`, {
      cookie: regular.cookie,
    });
    const disposition = (await fetchSigned(ctx.app, 'GET', colleague.json().url)).headers[
      'content-disposition'
    ];
    expect(disposition).toMatch(/filename="image-[0-9a-f]{8}\.jpg"/);
    expect(disposition).not.toMatch(/urlaub/i);
  });

  it('never enlarges a small image and keeps a PNG as PNG, even when it was named .jpg', async () => {
    const { uploadId, complete } = await uploadFile(ctx.app, 'employer', power.cookie, {
      type: 'company_logo',
      filename: 'logo.jpg',
      mediaType: 'image/jpeg',
      body: await logoPng(),
    });
    expect(complete.json()).toMatchObject({ status: 'done', contentType: 'image/png' });
    const link = await call(ctx.app, 'employer', 'GET', `/api/media/${uploadId}/download`, {
      cookie: power.cookie,
    });
    const meta = await sharp((await fetchSigned(ctx.app, 'GET', link.json().url)).body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 120]);
  });

  it('keeps a real PDF and a video (rewritten without their metadata, see file-metadata.test.ts)', async () => {
    const pdf = await uploadFile(ctx.app, 'employer', power.cookie, {
      type: 'company_additional_file',
      filename: 'Datenschutz.pdf',
      mediaType: 'application/pdf',
      body: smallPdf(),
    });
    expect(pdf.complete.json()).toMatchObject({
      status: 'done',
      mediaKind: 'pdf',
      contentType: 'application/pdf',
    });
    expect(pdf.complete.json().size).toBe((await uploadRow(ctx.app, pdf.uploadId))?.size);
    const video = await uploadFile(ctx.app, 'employer', power.cookie, {
      type: 'company_media',
      filename: 'film.mp4',
      mediaType: 'video/mp4',
      body: mp4Video(),
    });
    expect(video.complete.json()).toMatchObject({
      status: 'done',
      mediaKind: 'video',
      contentType: 'video/mp4',
    });
  });

  it('refuses a program renamed to .pdf, an empty file and an oversize one, keeping none of them', async () => {
    const tooBigPhoto = Buffer.concat([await photoWithGps(40, 20), Buffer.alloc(5 * 1024 * 1024)]);
    const cases = [
      [
        { filename: 'lebenslauf.pdf', mediaType: 'application/pdf', body: windowsProgram() },
        'file_type_not_allowed',
      ],
      [
        { filename: 'leer.pdf', mediaType: 'application/pdf', body: Buffer.alloc(0), size: 100 },
        'file_empty',
      ],
      // declared as a video (which may be large), but it is a photo over the 5 MB photo limit
      [{ filename: 'film.mp4', mediaType: 'video/mp4', body: tooBigPhoto }, 'file_too_large'],
    ] as const;
    for (const [file, code] of cases) {
      const type = file.mediaType === 'video/mp4' ? 'company_media' : 'company_additional_file';
      const { uploadId, complete } = await uploadFile(ctx.app, 'employer', power.cookie, { type, ...file });
      expect(complete.json().code).toBe(code);
      const row = await uploadRow(ctx.app, uploadId);
      expect(row?.status).toBe('error');
      expect(await ctx.app.storage.head(row?.storageKey ?? '')).toBeNull();
      const again = await call(ctx.app, 'employer', 'POST', `/api/media/${uploadId}/complete`, {
        cookie: power.cookie,
      });
      expect(again.statusCode).toBe(404);
    }
  });

  it('refuses a body larger than declared while it streams (413) and then has nothing to complete', async () => {
    const res = await start('employer', power.cookie, { ...PHOTO, size: 100 });
    const ticket = res.json();
    const sent = await fetchSigned(ctx.app, 'PUT', ticket.url, {
      headers: ticket.headers,
      body: Buffer.alloc(101),
    });
    expect(sent.status).toBe(413);
    const complete = await call(ctx.app, 'employer', 'POST', `/api/media/${ticket.uploadId}/complete`, {
      cookie: power.cookie,
    });
    expect(complete.json().code).toBe('file_not_found');
  });

  it('lets only power users of the company complete a company upload, and answers twice the same', async () => {
    const body = await logoPng();
    const res = await start('employer', power.cookie, {
      ...PHOTO,
      filename: 'a.png',
      mediaType: 'image/png',
      size: body.length,
    });
    const ticket = res.json();
    await fetchSigned(ctx.app, 'PUT', ticket.url, { headers: ticket.headers, body });
    const path = `/api/media/${ticket.uploadId}/complete`;
    expect((await call(ctx.app, 'employer', 'POST', path, { cookie: regular.cookie })).statusCode).toBe(403);
    expect((await call(ctx.app, 'employer', 'POST', path, { cookie: otherPower.cookie })).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, 'candidate', 'POST', path, { cookie: candidate.cookie })).statusCode).toBe(
      404,
    );
    const first = await call(ctx.app, 'employer', 'POST', path, { cookie: power.cookie });
    const second = await call(ctx.app, 'employer', 'POST', path, { cookie: power.cookie });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });
});

describe('GET /media/{uploadId}/download', () => {
  it("gives a profile picture to its owner only, and a company's unlisted file to its employers only", async () => {
    const picture = await uploadDone(ctx.app, 'candidate', candidate.cookie, {
      type: 'candidate_profile',
      filename: 'Max Mustermann.png',
      mediaType: 'image/png',
      body: await logoPng(),
    });
    const path = `/api/media/${picture}/download`;
    expect((await call(ctx.app, 'candidate', 'GET', path, { cookie: candidate.cookie })).statusCode).toBe(
      200,
    );
    expect(
      (await call(ctx.app, 'candidate', 'GET', path, { cookie: otherCandidate.cookie })).statusCode,
    ).toBe(404);
    expect((await call(ctx.app, 'employer', 'GET', path, { cookie: power.cookie })).statusCode).toBe(404);
    expect((await call(ctx.app, 'candidate', 'GET', path, {})).statusCode).toBe(401);

    const unlisted = await uploadDone(ctx.app, 'employer', power.cookie, {
      type: 'company_additional_file',
      filename: 'intern.pdf',
      mediaType: 'application/pdf',
      body: smallPdf(),
    });
    const file = `/api/media/${unlisted}/download`;
    expect((await call(ctx.app, 'employer', 'GET', file, { cookie: reviewer.cookie })).statusCode).toBe(200);
    expect((await call(ctx.app, 'employer', 'GET', file, { cookie: otherPower.cookie })).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, 'candidate', 'GET', file, { cookie: candidate.cookie })).statusCode).toBe(
      404,
    );
  });
});

describe('file URLs of the disk driver', () => {
  it('stay out of the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/files'))).toEqual([]);
    expect(Object.keys(doc.paths)).toContain('/media');
  });
});
