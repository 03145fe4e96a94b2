import { randomUUID } from 'node:crypto';
import { UPLOAD_QUOTA_BYTES } from '@veil/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInCandidate, signedInEmployer } from '../../testing/members';
import { logoPng } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, uploadRow } from '../../testing/uploads';
import { useMediaPeople } from './media.testing';

const ctx = useTestApp();
const { power, start } = useMediaPeople(ctx);

const MB = 1024 * 1024;
const PICTURE = { type: 'candidate_profile', filename: 'ich.png', mediaType: 'image/png' };
const CV = { type: 'candidate_pdf_cv', filename: 'lebenslauf.pdf', mediaType: 'application/pdf' };
const expire = (uploadId: string, expiresAt: Date) =>
  ctx.app.database.db.update(uploads).set({ expiresAt }).where(eq(uploads.id, uploadId));

describe('upload quotas', () => {
  it('refuses a sixth open upload of a single-file purpose (too_many_uploads) until one is over', async () => {
    const person = await signedInCandidate(ctx.app, ctx.mail);
    const opened: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await start('candidate', person.cookie, { ...PICTURE, size: 1000 });
      expect(res.statusCode).toBe(200);
      opened.push(res.json().uploadId);
    }
    const sixth = await start('candidate', person.cookie, { ...PICTURE, size: 1000 });
    expect([sixth.statusCode, sixth.json().code, sixth.json().details]).toEqual([
      429,
      'too_many_uploads',
      { max: 5 },
    ]);
    expect(sixth.json().message).toContain('5');
    // each purpose has open uploads of its own
    expect((await start('candidate', person.cookie, { ...CV, size: 1000 })).statusCode).toBe(200);
    // an upload whose link expired is not open any more
    await expire(opened[0] ?? '', new Date(Date.now() - 1000));
    expect((await start('candidate', person.cookie, { ...PICTURE, size: 1000 })).statusCode).toBe(200);
  });

  it('lets only as many parallel requests through as the limit allows', async () => {
    const person = await signedInCandidate(ctx.app, ctx.mail);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => start('candidate', person.cookie, { ...PICTURE, size: 1000 })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("refuses an upload beyond a candidate's storage (upload_quota_exceeded), counting what is being sent", async () => {
    const person = await signedInCandidate(ctx.app, ctx.mail);
    // 25 MB: five pictures of 2 MB being sent and three CVs of 5 MB
    for (let i = 0; i < 5; i += 1)
      expect((await start('candidate', person.cookie, { ...PICTURE, size: 2 * MB })).statusCode).toBe(200);
    const cvs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await start('candidate', person.cookie, { ...CV, size: 5 * MB });
      expect(res.statusCode).toBe(200);
      cvs.push(res.json().uploadId);
    }
    const over = await start('candidate', person.cookie, { ...CV, size: 1 });
    expect([over.statusCode, over.json().code]).toEqual([413, 'upload_quota_exceeded']);
    expect(over.json().details).toEqual({ maxBytes: UPLOAD_QUOTA_BYTES.candidate, usedBytes: 25 * MB });
    // a failed upload holds nothing: its file was deleted
    await ctx.app.database.db
      .update(uploads)
      .set({ status: 'error' })
      .where(eq(uploads.id, cvs[0] ?? ''));
    expect((await start('candidate', person.cookie, { ...CV, size: 5 * MB })).statusCode).toBe(200);
  });

  it("counts company files against the company's storage, whichever power user sends them", async () => {
    const company = await createCompany(ctx.app.database.db);
    const first = await signedInEmployer(ctx.app, company.id, 'power_user');
    const second = await signedInEmployer(ctx.app, company.id, 'power_user');
    const heldId = randomUUID();
    // videos the company keeps already: 13.5 GB
    await ctx.app.database.db.insert(uploads).values({
      id: heldId,
      ownerPool: 'employer',
      ownerId: 'earlier-power-user',
      companyId: company.id,
      purpose: 'company_media',
      status: 'done',
      storageKey: `files/${heldId}.mp4`,
      contentType: 'video/mp4',
      size: 13.5 * 1024 * MB,
      mediaKind: 'video',
      originalName: 'film.mp4',
      expiresAt: new Date(),
      completedAt: new Date(),
      attachedAt: new Date(),
    });
    const video = { type: 'company_media', filename: 'film.mp4', mediaType: 'video/mp4', size: 400 * MB };
    expect((await start('employer', first.cookie, video)).statusCode).toBe(200);
    const refused = await start('employer', second.cookie, video);
    expect([refused.statusCode, refused.json().code]).toEqual([413, 'upload_quota_exceeded']);
    // another company's storage is its own
    expect((await start('employer', power.cookie, video)).statusCode).toBe(200);
    // a removed file holds nothing
    await ctx.app.database.db.update(uploads).set({ status: 'removed' }).where(eq(uploads.id, heldId));
    expect((await start('employer', second.cookie, video)).statusCode).toBe(200);
  });
});

describe('used and expired upload links', () => {
  const sendLogo = async () => {
    const body = await logoPng();
    const res = await start('employer', power.cookie, {
      type: 'company_logo',
      filename: 'logo.png',
      mediaType: 'image/png',
      size: body.length,
    });
    const ticket = res.json() as { uploadId: string; url: string; headers: Record<string, string> };
    const put = () => fetchSigned(ctx.app, 'PUT', ticket.url, { headers: ticket.headers, body });
    expect((await put()).status).toBe(200);
    const complete = () =>
      call(ctx.app, 'employer', 'POST', `/api/media/${ticket.uploadId}/complete`, { cookie: power.cookie });
    return { uploadId: ticket.uploadId, put, complete };
  };

  it('refuses a file sent to the upload URL once the upload is completed, and keeps nothing of it', async () => {
    const { uploadId, put, complete } = await sendLogo();
    const first = await complete();
    expect(first.statusCode).toBe(200);
    const kept = (await uploadRow(ctx.app, uploadId))?.storageKey;

    const again = await put();
    expect([again.status, JSON.parse(again.body.toString()).code]).toEqual([410, 'upload_expired']);
    expect(await ctx.app.storage.head(`uploads/${uploadId}`)).toBeNull();
    // completing again answers as the first time did, and keeps the file that was checked
    const second = await complete();
    expect(second.json()).toEqual(first.json());
    expect((await uploadRow(ctx.app, uploadId))?.storageKey).toBe(kept);
  });

  it('completes an upload sent in time a little late, but not one whose time ran out (upload_expired)', async () => {
    // a PUT that started just before its link expired may finish after that
    const late = await sendLogo();
    await expire(late.uploadId, new Date(Date.now() - 60_000));
    expect((await late.complete()).statusCode).toBe(200);

    const expired = await sendLogo();
    await expire(expired.uploadId, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const refused = await expired.complete();
    expect([refused.statusCode, refused.json().code]).toEqual([410, 'upload_expired']);
    expect((await uploadRow(ctx.app, expired.uploadId))?.status).toBe('error');
    expect(await ctx.app.storage.head(`uploads/${expired.uploadId}`)).toBeNull();
    // and its link takes no file any more
    expect((await expired.put()).status).toBe(410);
    expect(await ctx.app.storage.head(`uploads/${expired.uploadId}`)).toBeNull();
  });
});
