import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { startS3Server } from '../../testing/s3-server';
import { GPS_MARKER, photoWithGps, smallPdf, windowsProgram } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, uploadFile, uploadRow } from '../../testing/uploads';
import { mp4WithMetadata, VIDEO_MARKERS, webmWithMetadata } from '../../testing/video-metadata-samples';

let server: Awaited<ReturnType<typeof startS3Server>> | undefined;
beforeAll(async () => {
  server = await startS3Server();
});
const ctx = useTestApp(() => (server ? { storage: server.config } : {}));
afterAll(async () => {
  await server?.stop();
});

describe('uploads with the S3 driver', () => {
  it('go from the browser straight to the bucket, are checked, re-encoded and served from there', async () => {
    expect(ctx.app.storage.driver).toBe('s3');
    const company = await createCompany(ctx.app.database.db);
    const power = await signedInEmployer(ctx.app, company.id, 'power_user');

    const photo = await uploadFile(ctx.app, 'employer', power.cookie, {
      type: 'company_media',
      filename: 'see.jpg',
      mediaType: 'image/jpeg',
      body: await photoWithGps(1600, 800),
    });
    expect(photo.sentStatus).toBe(200);
    expect(photo.complete.json()).toMatchObject({ status: 'done', contentType: 'image/jpeg' });
    const link = await call(ctx.app, 'employer', 'GET', `/api/media/${photo.uploadId}/download`, {
      cookie: power.cookie,
    });
    expect(link.json().url).toMatch(new RegExp(`^${server?.config.endpoint}/`));
    const served = await fetchSigned(ctx.app, 'GET', link.json().url);
    expect(served.status).toBe(200);
    expect(served.body.includes(GPS_MARKER)).toBe(false);
    const meta = await sharp(served.body).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([800, 1600, undefined]);

    const pdf = await uploadFile(ctx.app, 'employer', power.cookie, {
      type: 'company_additional_file',
      filename: 'agb.pdf',
      mediaType: 'application/pdf',
      body: smallPdf(),
    });
    const stored = await uploadRow(ctx.app, pdf.uploadId);
    expect(stored?.status).toBe('done');
    expect(await ctx.app.storage.head(stored?.storageKey ?? '')).toEqual({
      size: stored?.size,
      contentType: 'application/pdf',
    });
    // the object the browser sent is gone: it was moved under the generated key
    expect(await ctx.app.storage.head(`uploads/${pdf.uploadId}`)).toBeNull();

    const program = await uploadFile(ctx.app, 'employer', power.cookie, {
      type: 'company_additional_file',
      filename: 'rechnung.pdf',
      mediaType: 'application/pdf',
      body: windowsProgram(),
    });
    expect(program.complete.json().code).toBe('file_type_not_allowed');
    expect(await ctx.app.storage.head(`uploads/${program.uploadId}`)).toBeNull();
  });

  it('stream videos from the bucket through their cleaning back into it, without their metadata', async () => {
    const company = await createCompany(ctx.app.database.db);
    const power = await signedInEmployer(ctx.app, company.id, 'power_user');
    for (const [filename, mediaType, original] of [
      ['film.mp4', 'video/mp4', mp4WithMetadata({ movieLast: true })],
      ['film.webm', 'video/webm', webmWithMetadata()],
    ] as const) {
      const video = await uploadFile(ctx.app, 'employer', power.cookie, {
        type: 'company_media',
        filename,
        mediaType,
        body: original,
      });
      expect(video.complete.json()).toMatchObject({ status: 'done', contentType: mediaType });
      const link = await call(ctx.app, 'employer', 'GET', `/api/media/${video.uploadId}/download`, {
        cookie: power.cookie,
      });
      const served = await fetchSigned(ctx.app, 'GET', link.json().url);
      expect(served.body.length).toBe(original.length);
      for (const marker of VIDEO_MARKERS) expect(served.body.toString('latin1')).not.toContain(marker);
      for (const key of [`uploads/${video.uploadId}`, `checking/${video.uploadId}`])
        expect(await ctx.app.storage.head(key)).toBeNull();
    }
  });

  it("lets browsers reach the bucket's origin (Content-Security-Policy)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain(
      `connect-src 'self' ${server?.config.endpoint}`,
    );
  });
});
