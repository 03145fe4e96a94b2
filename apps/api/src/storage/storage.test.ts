import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler';
import { startS3Server } from '../testing/s3-server';
import { waitFor } from '../testing/wait-for';
import { createDiskStorage } from './disk-storage';
import { registerFileRoutes } from './file-routes';
import { createGrantSigner } from './grants';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

type Sent = { status: number; body: Buffer; headers: Record<string, string> };

/** One driver under test, and how a browser reaches its signed URLs. */
type Harness = {
  storage: Storage;
  send(
    method: 'GET' | 'PUT',
    url: string,
    init?: { headers?: Record<string, string>; body?: Buffer },
  ): Promise<Sent>;
  /** S3 refuses a request whose signed headers differ; s3rver (the test server) does not check signatures */
  checksSignatures: boolean;
  close(): Promise<void>;
};

async function diskHarness(): Promise<Harness> {
  const dir = await mkdtemp(path.join(tmpdir(), 'veil-disk-storage-'));
  const storage = createDiskStorage({ dir, signer: createGrantSigner(randomBytes(32)) });
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerFileRoutes(app, storage);
  return {
    storage,
    checksSignatures: true,
    async send(method, url, init = {}) {
      const res = await app.inject({ method, url, headers: init.headers, payload: init.body });
      return { status: res.statusCode, body: res.rawPayload, headers: stringHeaders(res.headers) };
    },
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function s3Harness(): Promise<Harness> {
  const server = await startS3Server();
  return {
    storage: createS3Storage(server.config),
    checksSignatures: false,
    async send(method, url, init = {}) {
      const res = await fetch(url, { method, headers: init.headers, body: init.body });
      return {
        status: res.status,
        body: Buffer.from(await res.arrayBuffer()),
        headers: Object.fromEntries(res.headers.entries()),
      };
    },
    close: server.stop,
  };
}

function stringHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
}

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const PDF = 'application/pdf';

describe.each([
  ['disk', diskHarness],
  ['s3', s3Harness],
])('%s storage', (_name, makeHarness) => {
  let h: Harness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(async () => {
    await h?.close();
  });
  const key = (name: string) => `tests/${randomBytes(4).toString('hex')}/${name}`;

  it('puts, reads (whole and a range), heads, moves and deletes an object', async () => {
    const first = key('notiz.txt');
    await h.storage.put(first, Buffer.from('Hallo Speicher'), { contentType: 'text/plain' });
    expect(await h.storage.head(first)).toEqual({ size: 14, contentType: 'text/plain' });
    expect(await text(await h.storage.get(first))).toBe('Hallo Speicher');
    expect(await text(await h.storage.get(first, { start: 6, end: 8 }))).toBe('Spe');

    const second = key('umbenannt.pdf');
    await h.storage.move(first, second, { contentType: PDF });
    expect(await h.storage.head(first)).toBeNull();
    expect(await h.storage.head(second)).toEqual({ size: 14, contentType: PDF });

    await h.storage.delete(second);
    expect(await h.storage.head(second)).toBeNull();
    expect(await h.storage.get(second)).toBeNull();
    await expect(h.storage.delete(second)).resolves.toBeUndefined();
  });

  it('stores a stream of the length it was told', async () => {
    const target = key('film.mp4');
    await h.storage.putStream(target, Readable.from([Buffer.from('0123'), Buffer.from('456789')]), {
      contentType: 'video/mp4',
      size: 10,
    });
    expect(await text(await h.storage.get(target))).toBe('0123456789');
    expect(await h.storage.head(target)).toEqual({ size: 10, contentType: 'video/mp4' });
  });

  it('refuses keys the server could not have made', async () => {
    await expect(
      h.storage.put('../ausbruch', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow();
    await expect(h.storage.head('/absolut')).rejects.toThrow();
  });

  it('takes a browser upload to a signed URL with exactly the granted headers', async () => {
    const target = key('upload.pdf');
    const body = Buffer.from('%PDF-1.4 ok');
    const grant = await h.storage.signedUploadUrl(target, {
      maxBytes: body.length,
      contentType: PDF,
      expiresInSeconds: 60,
    });
    expect(grant.method).toBe('PUT');
    expect(grant.headers).toEqual({ 'Content-Type': PDF });
    const res = await h.send('PUT', grant.url, { headers: grant.headers, body });
    expect(res.status).toBe(200);
    expect(await h.storage.head(target)).toEqual({ size: body.length, contentType: PDF });
  });

  it('refuses an upload larger than granted and keeps nothing of it', async () => {
    const target = key('zu-gross.pdf');
    const grant = await h.storage.signedUploadUrl(target, {
      maxBytes: 10,
      contentType: PDF,
      expiresInSeconds: 60,
    });
    if (!h.checksSignatures) {
      // S3 cannot cap a presigned PUT; the signature pins Content-Length (and type) so S3 refuses others
      const signed = new URL(grant.url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
      expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
      return;
    }
    const res = await h.send('PUT', grant.url, { headers: grant.headers, body: Buffer.alloc(11, 1) });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).code).toBe('file_too_large');
    expect(await h.storage.head(target)).toBeNull();
  });

  it('serves a stored file through a signed download URL, as an attachment when named', async () => {
    const target = key('bericht.pdf');
    await h.storage.put(target, Buffer.from('%PDF-1.4 bericht'), { contentType: PDF });
    const named = await h.storage.signedDownloadUrl(target, {
      expiresInSeconds: 60,
      fileName: 'bericht-2026.pdf',
    });
    const res = await h.send('GET', named.url);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('%PDF-1.4 bericht');
    expect(res.headers['content-type']).toBe(PDF);
    expect(res.headers['content-disposition']).toContain('attachment; filename="bericht-2026.pdf"');
    expect(named.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000);

    const inline = await h.storage.signedDownloadUrl(target, { expiresInSeconds: 60 });
    expect((await h.send('GET', inline.url)).headers['content-disposition'] ?? 'inline').toBe('inline');
  });

  it('refuses signed upload and download URLs once they expired', async () => {
    const target = key('abgelaufen.pdf');
    await h.storage.put(target, Buffer.from('%PDF-1.4 alt'), { contentType: PDF });
    const upload = await h.storage.signedUploadUrl(key('spaet.pdf'), {
      maxBytes: 3,
      contentType: PDF,
      expiresInSeconds: 1,
    });
    const download = await h.storage.signedDownloadUrl(target, { expiresInSeconds: 1 });
    // the links stop working once their second is over: wait for that, however long the machine takes
    await waitFor(async () => (await h.send('GET', download.url)).status === 403, {
      what: 'the link to expire',
    });
    const put = await h.send('PUT', upload.url, { headers: upload.headers, body: Buffer.from('abc') });
    expect(put.status).toBe(403);
  });
});

describe('disk storage grants', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await diskHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 403 forbidden_to_access_data to a forged token, a read token used to write, and a wrong type', async () => {
    const grant = await h.storage.signedUploadUrl('tests/gefaelscht.pdf', {
      maxBytes: 100,
      contentType: PDF,
      expiresInSeconds: 60,
    });
    const forged = grant.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const read = await h.storage.signedDownloadUrl('tests/gefaelscht.pdf', { expiresInSeconds: 60 });
    const readAsWrite = read.url.replace('/api/files/', '/api/files/upload/');
    const body = Buffer.from('%PDF-1.4');
    for (const [url, headers] of [
      [forged, grant.headers],
      [readAsWrite, grant.headers],
      [grant.url, { 'Content-Type': 'text/html' }],
    ] as const) {
      const res = await h.send('PUT', url, { headers, body });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body.toString()).code).toBe('forbidden_to_access_data');
    }
    expect(await h.storage.head('tests/gefaelscht.pdf')).toBeNull();
  });

  it('keeps nothing of a stream that ends short of the length it was told', async () => {
    const short = 'tests/kurz.mp4';
    const body = Readable.from([Buffer.from('0123')]);
    await expect(h.storage.putStream(short, body, { contentType: 'video/mp4', size: 10 })).rejects.toThrow();
    expect(await h.storage.head(short)).toBeNull();
  });

  it('overwrites ranges of a file in place, a head first and zeros after it', async () => {
    await h.storage.put('tests/patch.bin', Buffer.from('abcdefghijklmnop'), { contentType: 'video/mp4' });
    await h.storage.patch?.('tests/patch.bin', [
      { offset: 2, length: 4, head: Buffer.from('XY') },
      { offset: 10, length: 3 },
    ]);
    expect(await text(await h.storage.get('tests/patch.bin'))).toBe('abXY\0\0ghij\0\0\0nop');
    await expect(h.storage.patch?.('tests/patch.bin', [{ offset: 15, length: 2 }])).rejects.toThrow();
  });

  it('answers a byte range with 206, as video players ask', async () => {
    await h.storage.put('tests/film.mp4', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    const { url } = await h.storage.signedDownloadUrl('tests/film.mp4', { expiresInSeconds: 60 });
    const res = await h.send('GET', url, { headers: { range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(res.body.toString()).toBe('2345');
    expect(res.headers['content-range']).toBe('bytes 2-5/10');
  });
});
