import { randomUUID } from 'node:crypto';
import { eq, isNull, or, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import type { Storage } from '../../storage';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { logoPng, smallPdf } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { type FileToSend, fetchSigned, seedCompanyFiles, uploadDone, uploadRow } from '../../testing/uploads';
import { waitFor } from '../../testing/wait-for';
import type { MediaDeps } from './media.service';
import {
  REMOVED_UPLOAD_GRACE_MS,
  removeAbandonedUploads,
  UNATTACHED_UPLOAD_GRACE_MS,
  UNFINISHED_UPLOAD_MARGIN_MS,
  UPLOAD_CLEANUP_CRON,
} from './upload-cleanup';
import { completionDeadline } from './upload-window';

const ctx = useTestApp();
let power: { cookie: string };

beforeAll(async () => {
  power = await signedInEmployer(ctx.app, (await createCompany(ctx.app.database.db)).id, 'power_user');
});

// Every test counts only its own uploads: earlier tests' unattached or removed ones would be
// cleaned up by the next test's run.
beforeEach(async () => {
  await ctx.app.database.db
    .delete(uploads)
    .where(or(isNull(uploads.attachedAt), eq(uploads.status, 'removed')));
});

const HOUR = 60 * 60 * 1000;
// The uploads of these tests are fresh by the real clock, so the app's own scheduled cleanup (which
// runs at the real time) leaves them alone; the cleanup under test runs a day and more later.
const later = () => new Date(Date.now() + UNATTACHED_UPLOAD_GRACE_MS + 2 * HOUR);
const deps = (storage: Storage = ctx.app.storage): MediaDeps => ({
  db: ctx.app.database.db,
  storage,
  log: ctx.app.log,
});

const pdf = (): FileToSend => ({
  type: 'company_additional_file',
  filename: 'Angebot Max Mustermann.pdf',
  mediaType: 'application/pdf',
  body: smallPdf(),
});
const logo = async (): Promise<FileToSend> => ({
  type: 'company_logo',
  filename: 'logo.png',
  mediaType: 'image/png',
  body: await logoPng(),
});

/**
 * What a browser does, stopping where a user might walk away: sends the file and, if asked,
 * completes the upload. `sendAgain` then leaves a file at the upload key, as S3 would keep one sent
 * again to the upload URL (a presigned PUT cannot be revoked; the disk driver refuses it).
 */
async function send(file: FileToSend, steps: { complete: boolean; sendAgain?: boolean }) {
  const start = await call(ctx.app, 'employer', 'POST', '/api/media', {
    cookie: power.cookie,
    body: { type: file.type, filename: file.filename, mediaType: file.mediaType, size: file.body.length },
  });
  const ticket = start.json() as { uploadId: string; url: string; headers: Record<string, string> };
  const put = () => fetchSigned(ctx.app, 'PUT', ticket.url, { headers: ticket.headers, body: file.body });
  expect((await put()).status).toBeLessThan(300);
  if (steps.complete) {
    const complete = await call(ctx.app, 'employer', 'POST', `/api/media/${ticket.uploadId}/complete`, {
      cookie: power.cookie,
    });
    expect(complete.statusCode).toBe(200);
  }
  if (steps.sendAgain) {
    expect((await put()).status).toBe(410);
    await ctx.app.storage.put(`uploads/${ticket.uploadId}`, file.body, { contentType: file.mediaType });
  }
  return ticket.uploadId;
}

/** The storage keys an upload has: where the browser sent it, and where the checked file is. */
async function keysOf(uploadId: string): Promise<string[]> {
  const row = await uploadRow(ctx.app, uploadId);
  return [...new Set([`uploads/${uploadId}`, row?.storageKey ?? 'missing'])];
}
const stored = async (key: string) => (await ctx.app.storage.head(key)) !== null;

describe('attaching an upload', () => {
  it('is recorded when a company file or an own picture is taken, in the taking transaction', async () => {
    const companyLogo = await uploadDone(ctx.app, 'employer', power.cookie, await logo());
    expect((await uploadRow(ctx.app, companyLogo))?.attachedAt).toBeNull();
    const set = await call(ctx.app, 'employer', 'PUT', '/api/companies/logo', {
      cookie: power.cookie,
      body: { uploadId: companyLogo },
    });
    expect(set.statusCode).toBe(200);
    expect((await uploadRow(ctx.app, companyLogo))?.attachedAt).toBeInstanceOf(Date);

    const picture = await uploadDone(ctx.app, 'employer', power.cookie, {
      ...(await logo()),
      type: 'employer_profile',
    });
    const setPicture = await call(ctx.app, 'employer', 'PUT', '/api/employers/profile-picture', {
      cookie: power.cookie,
      body: { uploadId: picture },
    });
    expect(setPicture.statusCode).toBe(200);
    expect((await uploadRow(ctx.app, picture))?.attachedAt).toBeInstanceOf(Date);
  });

  it('is not recorded when the attach fails after taking the upload', async () => {
    const full = await createCompany(ctx.app.database.db);
    const boss = await signedInEmployer(ctx.app, full.id, 'power_user');
    const image = await uploadDone(ctx.app, 'employer', boss.cookie, {
      ...(await logo()),
      type: 'company_media',
    });
    // sent while there was room, attached once the company has no more
    await seedCompanyFiles(ctx.app, { companyId: full.id, purpose: 'company_media', count: 12 });
    const add = await call(ctx.app, 'employer', 'POST', '/api/companies/media', {
      cookie: boss.cookie,
      body: { uploadId: image },
    });
    expect(add.json().code).toBe('too_many_files');
    expect((await uploadRow(ctx.app, image))?.attachedAt).toBeNull();
  });
});

describe('removeAbandonedUploads', () => {
  it('removes unfinished and unattached uploads past their grace with both their files, in batches', async () => {
    const unfinished = await send(pdf(), { complete: false });
    const unattached = await send(await logo(), { complete: true, sendAgain: true });
    const unattachedKeys = await keysOf(unattached);
    expect(unattachedKeys).toHaveLength(2);
    for (const key of [...(await keysOf(unfinished)), ...unattachedKeys])
      expect(await stored(key)).toBe(true);

    const result = await removeAbandonedUploads(deps(), { now: later(), batchSize: 1 });

    expect(result).toEqual({ removed: 2, failed: 0 });
    expect(await uploadRow(ctx.app, unfinished)).toBeUndefined();
    expect(await uploadRow(ctx.app, unattached)).toBeUndefined();
    for (const key of [`uploads/${unfinished}`, ...unattachedKeys]) expect(await stored(key)).toBe(false);
    // a removed upload is gone for its sender too
    const attach = await call(ctx.app, 'employer', 'PUT', '/api/companies/logo', {
      cookie: power.cookie,
      body: { uploadId: unattached },
    });
    expect(attach.json().code).toBe('file_not_found');
  });

  it('keeps attached uploads and those still within their grace; a second run does nothing', async () => {
    const now = later();
    const attached = await uploadDone(ctx.app, 'employer', power.cookie, {
      ...(await logo()),
      type: 'company_media',
    });
    const added = await call(ctx.app, 'employer', 'POST', '/api/companies/media', {
      cookie: power.cookie,
      body: { uploadId: attached },
    });
    expect(added.statusCode).toBe(200);
    const fresh = await send(pdf(), { complete: true });
    const sending = await send(pdf(), { complete: false });
    const abandoned = await send(pdf(), { complete: false });
    // just inside the grace periods, as seen from `now`
    await ctx.app.database.db
      .update(uploads)
      .set({ completedAt: new Date(now.getTime() - UNATTACHED_UPLOAD_GRACE_MS + 60_000) })
      .where(eq(uploads.id, fresh));
    await ctx.app.database.db
      .update(uploads)
      .set({ expiresAt: new Date(now.getTime() - UNFINISHED_UPLOAD_MARGIN_MS + 60_000) })
      .where(eq(uploads.id, sending));

    expect(await removeAbandonedUploads(deps(), { now })).toEqual({ removed: 1, failed: 0 });
    expect(await removeAbandonedUploads(deps(), { now })).toEqual({ removed: 0, failed: 0 });

    expect(await uploadRow(ctx.app, abandoned)).toBeUndefined();
    for (const id of [attached, fresh, sending]) {
      expect((await uploadRow(ctx.app, id))?.status).not.toBe('removed');
      expect(await stored((await uploadRow(ctx.app, id))?.storageKey ?? 'missing')).toBe(true);
    }
  });

  it('removes a check cut short (the server stopped while `checking`) with the file being checked', async () => {
    const id = await send(pdf(), { complete: false });
    // the file was moved out of reach of its link, then the server stopped before keeping it
    await ctx.app.storage.move(`uploads/${id}`, `checking/${id}`);
    await ctx.app.database.db.update(uploads).set({ status: 'checking' }).where(eq(uploads.id, id));
    expect(await removeAbandonedUploads(deps(), { now: later() })).toEqual({ removed: 1, failed: 0 });
    expect(await uploadRow(ctx.app, id)).toBeUndefined();
    expect(await stored(`checking/${id}`)).toBe(false);
  });

  it('gives an upload that may still be completed (the largest video on a slow line) its time', () => {
    const deadline = completionDeadline({ expiresAt: new Date(0), size: 1024 * 1024 * 1024 });
    expect(deadline.getTime()).toBeGreaterThan(2 * HOUR);
    expect(deadline.getTime()).toBeLessThan(UNFINISHED_UPLOAD_MARGIN_MS);
  });

  it('keeps an upload whose file could not be deleted, and removes it on the next run', async () => {
    const stuck = await send(pdf(), { complete: true });
    const other = await send(pdf(), { complete: false });
    const stuckKeys = await keysOf(stuck);
    const failing: Storage = {
      ...ctx.app.storage,
      async delete(key) {
        if (stuckKeys.includes(key)) throw new Error('storage unavailable');
        await ctx.app.storage.delete(key);
      },
    };

    expect(await removeAbandonedUploads(deps(failing), { now: later() })).toEqual({ removed: 1, failed: 1 });
    expect((await uploadRow(ctx.app, stuck))?.status).toBe('done');
    expect(await uploadRow(ctx.app, other)).toBeUndefined();

    expect(await removeAbandonedUploads(deps(), { now: later() })).toEqual({ removed: 1, failed: 0 });
    expect(await uploadRow(ctx.app, stuck)).toBeUndefined();
    for (const key of stuckKeys) expect(await stored(key)).toBe(false);
  });

  it('deletes what is left of a replaced file whose deletion failed, then its row', async () => {
    // a company of its own, without a logo before this test's first one
    const owner = await signedInEmployer(
      ctx.app,
      (await createCompany(ctx.app.database.db)).id,
      'power_user',
    );
    const first = await uploadDone(ctx.app, 'employer', owner.cookie, await logo());
    const second = await uploadDone(ctx.app, 'employer', owner.cookie, await logo());
    const setLogo = (uploadId: string) =>
      call(ctx.app, 'employer', 'PUT', '/api/companies/logo', { cookie: owner.cookie, body: { uploadId } });
    expect((await setLogo(first)).statusCode).toBe(200);
    const firstKey = (await uploadRow(ctx.app, first))?.storageKey ?? 'missing';
    // the replacement commits, but deleting the old file right after fails (storage was down)
    const original = ctx.app.storage.delete;
    ctx.app.storage.delete = async () => {
      throw new Error('storage unavailable');
    };
    try {
      expect((await setLogo(second)).statusCode).toBe(200);
    } finally {
      ctx.app.storage.delete = original;
    }
    expect((await uploadRow(ctx.app, first))?.status).toBe('removed');
    expect(await stored(firstKey)).toBe(true);

    // within the hour the row stays (the delete right after the change may still be running)
    expect(await removeAbandonedUploads(deps(), { now: new Date() })).toEqual({ removed: 0, failed: 0 });
    const anHourLater = new Date(Date.now() + REMOVED_UPLOAD_GRACE_MS + 60_000);
    expect(await removeAbandonedUploads(deps(), { now: anHourLater })).toEqual({ removed: 1, failed: 0 });
    expect(await uploadRow(ctx.app, first)).toBeUndefined();
    expect(await stored(firstKey)).toBe(false);
    expect((await uploadRow(ctx.app, second))?.attachedAt).toBeInstanceOf(Date);
  });

  it('removes each upload once when two replicas run at the same time', async () => {
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await send(pdf(), { complete: i % 2 === 0 }));
    const now = later();
    const [a, b] = await Promise.all([
      removeAbandonedUploads(deps(), { now, batchSize: 2 }),
      removeAbandonedUploads(deps(), { now, batchSize: 2 }),
    ]);
    expect((a?.removed ?? 0) + (b?.removed ?? 0)).toBe(6);
    for (const id of ids) expect(await uploadRow(ctx.app, id)).toBeUndefined();
  });
});

describe('the uploads.remove-abandoned job', () => {
  it('is scheduled at start and removes abandoned uploads when it runs', async () => {
    const schedules = await ctx.app.database.db.execute(
      sql`select cron from pgboss.schedule where name = 'uploads.remove-abandoned'`,
    );
    // the app's database type spans both drivers, whose raw results both carry `rows`
    expect((schedules as unknown as { rows: Array<{ cron: string }> }).rows).toEqual([
      { cron: UPLOAD_CLEANUP_CRON },
    ]);

    // abandoned by the real clock, since the job runs at the real time
    const id = randomUUID();
    const body = smallPdf();
    await ctx.app.storage.put(`uploads/${id}`, body, { contentType: 'application/pdf' });
    await ctx.app.database.db.insert(uploads).values({
      id,
      ownerPool: 'employer',
      ownerId: 'someone',
      purpose: 'candidate_pdf_cv',
      storageKey: `uploads/${id}`,
      contentType: 'application/pdf',
      size: body.length,
      originalName: 'cv.pdf',
      expiresAt: new Date(Date.now() - UNFINISHED_UPLOAD_MARGIN_MS - HOUR),
    });

    await ctx.app.jobs.send('uploads.remove-abandoned', {});
    await waitFor(async () => (await uploadRow(ctx.app, id)) === undefined, { what: 'the cleanup job' });
    expect(await stored(`uploads/${id}`)).toBe(false);
  });
});
