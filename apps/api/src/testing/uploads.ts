import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { Pool } from '../auth/pools';
import { uploads } from '../db/schema';
import { companyDocuments, companyMediaItems } from '../modules/company-files/company-files.schema';
import { call } from './http';

export type FileToSend = { type: string; filename: string; mediaType: string; body: Buffer; size?: number };
type Fetched = { status: number; body: Buffer; headers: Record<string, string> };

/** Sends a request to a signed storage URL as a browser would: our own server (disk) or the bucket (S3). */
export async function fetchSigned(
  app: App,
  method: 'GET' | 'PUT',
  url: string,
  init: { headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Fetched> {
  if (/^https?:/.test(url)) {
    const res = await fetch(url, { method, headers: init.headers, body: init.body });
    const headers = Object.fromEntries(res.headers.entries());
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers };
  }
  const res = await app.inject({ method, url, headers: init.headers, payload: init.body });
  const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
  return { status: res.statusCode, body: res.rawPayload, headers };
}

/** POST /media, the PUT of the bytes, POST /media/{id}/complete: what the browser does for one file. */
export async function uploadFile(app: App, pool: Pool, cookie: string, file: FileToSend) {
  const start = await call(app, pool, 'POST', '/api/media', {
    cookie,
    body: {
      type: file.type,
      filename: file.filename,
      mediaType: file.mediaType,
      size: file.size ?? file.body.length,
    },
  });
  if (start.statusCode !== 200) throw new Error(`upload not started: ${start.statusCode} ${start.body}`);
  const ticket = start.json() as { uploadId: string; url: string; headers: Record<string, string> };
  const sent = await fetchSigned(app, 'PUT', ticket.url, { headers: ticket.headers, body: file.body });
  const complete = await call(app, pool, 'POST', `/api/media/${ticket.uploadId}/complete`, { cookie });
  return { uploadId: ticket.uploadId, sentStatus: sent.status, complete };
}

/** Like uploadFile, for files expected to pass: returns the upload id. */
export async function uploadDone(app: App, pool: Pool, cookie: string, file: FileToSend): Promise<string> {
  const { uploadId, complete } = await uploadFile(app, pool, cookie, file);
  if (complete.statusCode !== 200)
    throw new Error(`upload not completed: ${complete.statusCode} ${complete.body}`);
  return uploadId;
}

/** The stored row of an upload. */
export async function uploadRow(app: App, uploadId: string) {
  const rows = await app.database.db.select().from(uploads);
  return rows.find((row) => row.id === uploadId);
}

/**
 * Company files straight into the database and storage (fast, for count limits): `count` completed
 * uploads of `purpose`, attached (and marked so) as media items or documents.
 */
export async function seedCompanyFiles(
  app: App,
  input: { companyId: string; purpose: 'company_media' | 'company_additional_file'; count: number },
) {
  for (let i = 0; i < input.count; i += 1) {
    const id = randomUUID();
    const storageKey = `files/${randomUUID()}.pdf`;
    await app.storage.put(storageKey, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    await app.database.db.insert(uploads).values({
      id,
      ownerPool: 'employer',
      ownerId: 'seed',
      companyId: input.companyId,
      purpose: input.purpose,
      status: 'done',
      storageKey,
      contentType: input.purpose === 'company_media' ? 'image/png' : 'application/pdf',
      size: 8,
      mediaKind: input.purpose === 'company_media' ? 'image' : 'pdf',
      originalName: `seed-${i}`,
      expiresAt: new Date(),
      completedAt: new Date(),
      attachedAt: new Date(),
    });
    if (input.purpose === 'company_media') {
      await app.database.db
        .insert(companyMediaItems)
        .values({ companyId: input.companyId, uploadId: id, mediaType: 'image', sortOrder: i });
    } else {
      await app.database.db.insert(companyDocuments).values({
        companyId: input.companyId,
        uploadId: id,
        fileType: 'other',
        displayName: `Dokument ${i}`,
      });
    }
  }
}
