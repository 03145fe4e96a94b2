import { constants, inflateSync } from 'node:zlib';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from '../../auth/pools';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInCandidate, signedInEmployer } from '../../testing/members';
import {
  brokenPdf,
  encryptedPdf,
  PDF_KEPT_LINK,
  PDF_MARKERS,
  PDF_VISIBLE_TEXT,
  pdfWithMetadata,
} from '../../testing/pdf-metadata-samples';
import { GPS_MARKER } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, uploadDone, uploadFile, uploadRow } from '../../testing/uploads';
import {
  crc32Of,
  mp4WithMetadata,
  VIDEO_FRAME,
  VIDEO_MARKERS,
  webmWithMetadata,
} from '../../testing/video-metadata-samples';

const ctx = useTestApp();
let power: { cookie: string };
let candidate: { cookie: string };

beforeAll(async () => {
  power = await signedInEmployer(ctx.app, (await createCompany(ctx.app.database.db)).id, 'power_user');
  candidate = await signedInCandidate(ctx.app, ctx.mail);
});

/** The bytes a reader of the upload gets: through its signed download URL, as a browser would. */
async function served(pool: Pool, cookie: string, uploadId: string): Promise<Buffer> {
  const link = await call(ctx.app, pool, 'GET', `/api/media/${uploadId}/download`, { cookie });
  expect(link.statusCode).toBe(200);
  const file = await fetchSigned(ctx.app, 'GET', link.json().url);
  expect(file.status).toBe(200);
  return file.body;
}

/** Every byte of a PDF as text, with each of its deflated streams (object streams too) unpacked. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      const unpacked = inflateSync(pdf.subarray(start, end), { finishFlush: constants.Z_SYNC_FLUSH });
      parts.push(unpacked.toString('latin1'));
    } catch {
      // not deflated (an image, or plain text already in `raw`)
    }
  }
  return parts.join('\n');
}

/** What pdf.js (Mozilla's reader, not the library that wrote the file) finds in a PDF. */
async function readPdf(bytes: Buffer) {
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const document = await task.promise;
  const page = await document.getPage(1);
  const text = await page.getTextContent();
  const result = {
    pages: document.numPages,
    metadata: await document.getMetadata(),
    scripts: await document.getJSActions(),
    openAction: await document.getOpenAction(),
    attachments: await document.getAttachments(),
    fields: await document.getFieldObjects(),
    pageScripts: await page.getJSActions(),
    annotations: (await page.getAnnotations()) as Array<Record<string, unknown>>,
    text: text.items.map((item) => ('str' in item ? item.str : '')).join(' '),
  };
  await task.destroy();
  return result;
}

const METADATA_TOKENS = ['/JavaScript', '/JS', '/OpenAction', '/Launch', '/EmbeddedFile', '/FileAttachment'];

describe('PDFs are served without metadata, scripts or attached files', () => {
  it('rewrites a company document: no document information, XMP, scripts or old revisions; the page stays', async () => {
    const original = await pdfWithMetadata();
    const sent = pdfText(original);
    for (const marker of [...PDF_MARKERS, GPS_MARKER, 'x:xmpmeta', ...METADATA_TOKENS])
      expect(sent).toContain(marker);
    const before = await readPdf(original);
    expect(before.metadata.info).toMatchObject({ Author: 'VEIL-PDF-AUTHOR' });
    expect(before.scripts).not.toBeNull();

    const uploadId = await uploadDone(ctx.app, 'employer', power.cookie, {
      type: 'company_additional_file',
      filename: 'Lebenslauf.pdf',
      mediaType: 'application/pdf',
      body: original,
    });
    const body = await served('employer', power.cookie, uploadId);
    expect((await uploadRow(ctx.app, uploadId))?.size).toBe(body.length);

    const everything = pdfText(body);
    for (const marker of [
      ...PDF_MARKERS,
      GPS_MARKER,
      'Veilphone',
      'x:xmpmeta',
      '/Metadata',
      ...METADATA_TOKENS,
    ])
      expect(everything, marker).not.toContain(marker);
    expect(everything).not.toMatch(/\/AA\s*[<[/]/);
    // one revision only: a full rewrite, not an update appended to the old file
    expect(body.toString('latin1').match(/%%EOF/g)).toHaveLength(1);

    const found = await readPdf(body);
    expect(found.pages).toBe(1);
    expect(found.text).toContain(PDF_VISIBLE_TEXT);
    const info = found.metadata.info as Record<string, unknown>;
    for (const key of [
      'Title',
      'Author',
      'Subject',
      'Keywords',
      'Creator',
      'Producer',
      'CreationDate',
      'ModDate',
    ])
      expect(info[key], key).toBeUndefined();
    expect(found.metadata.metadata).toBeNull();
    expect(found.scripts).toBeNull();
    expect(found.openAction).toBeNull();
    expect(found.attachments).toBeNull();
    expect(found.pageScripts).toBeNull();
    expect(JSON.stringify(found.fields ?? {})).not.toContain('VEIL');
    expect(found.annotations.map((a) => a.subtype)).not.toContain('FileAttachment');
    expect(found.annotations.map((a) => a.url)).toContain(PDF_KEPT_LINK);

    // the photo on the page is still a JPEG of the same size, without its EXIF
    const jpeg = body.subarray(body.indexOf(Buffer.from([0xff, 0xd8, 0xff])));
    const photo = await sharp(jpeg, { failOn: 'none' }).metadata();
    expect([photo.format, photo.width, photo.height, photo.exif]).toEqual(['jpeg', 40, 20, undefined]);
  });

  it("cleans a candidate's PDF CV the same way", async () => {
    const uploadId = await uploadDone(ctx.app, 'candidate', candidate.cookie, {
      type: 'candidate_pdf_cv',
      filename: 'Mein Lebenslauf.pdf',
      mediaType: 'application/pdf',
      body: await pdfWithMetadata(),
    });
    const everything = pdfText(await served('candidate', candidate.cookie, uploadId));
    for (const marker of [...PDF_MARKERS, GPS_MARKER, ...METADATA_TOKENS])
      expect(everything, marker).not.toContain(marker);
    expect(everything).toContain(PDF_VISIBLE_TEXT);
  });

  it('refuses an encrypted PDF (file_protected) and a broken one (file_damaged), keeping neither', async () => {
    for (const [body, code] of [
      [encryptedPdf(), 'file_protected'],
      [brokenPdf(), 'file_damaged'],
    ] as const) {
      const { uploadId, complete } = await uploadFile(ctx.app, 'employer', power.cookie, {
        type: 'company_additional_file',
        filename: 'geschuetzt.pdf',
        mediaType: 'application/pdf',
        body,
      });
      expect([complete.statusCode, complete.json().code]).toEqual([422, code]);
      expect(complete.json().message).toMatch(/\w/);
      expect((await uploadRow(ctx.app, uploadId))?.status).toBe('error');
      for (const key of [`uploads/${uploadId}`, `checking/${uploadId}`])
        expect(await ctx.app.storage.head(key)).toBeNull();
    }
  });
});

type Mp4Box = { type: string; boxes?: Mp4Box[]; start?: number; size?: number };

/** Parses an MP4 with mp4box.js (GPAC's parser, not the code under test). */
function readMp4(bytes: Buffer) {
  const file = createFile();
  let ready = false;
  file.onReady = () => {
    ready = true;
  };
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
  file.flush();
  const types: string[] = [];
  const walk = (boxes: Mp4Box[] | undefined) => {
    for (const box of boxes ?? []) {
      types.push(box.type);
      walk(box.boxes);
    }
  };
  walk(file.boxes as unknown as Mp4Box[]);
  return { file, ready, info: file.getInfo(), types };
}

describe('videos are served without metadata boxes, picture and sound untouched', () => {
  for (const movieLast of [false, true]) {
    it(`strips an MP4's GPS, titles, XMP and GPS track (movie box ${movieLast ? 'last' : 'first'})`, async () => {
      const original = mp4WithMetadata({ movieLast });
      const before = readMp4(original);
      expect(before.ready).toBe(true);
      expect(before.types).toEqual(expect.arrayContaining(['udta', 'meta', 'uuid']));
      expect(before.info.tracks).toHaveLength(2);

      const uploadId = await uploadDone(ctx.app, 'employer', power.cookie, {
        type: 'company_media',
        filename: 'Urlaub.mp4',
        mediaType: 'video/mp4',
        body: original,
      });
      const body = await served('employer', power.cookie, uploadId);
      const raw = body.toString('latin1');
      for (const marker of [...VIDEO_MARKERS, '\xa9xyz', 'xmpmeta'])
        expect(raw, marker).not.toContain(marker);

      // the same file, box for box, where metadata became free space and the GPS track is gone
      expect(body.length).toBe(original.length);
      const after = readMp4(body);
      expect(after.ready).toBe(true);
      expect(after.types.filter((t) => ['udta', 'meta', 'uuid'].includes(t))).toEqual([]);
      expect(after.types).toContain('free');
      expect(after.info.tracks.map((t) => [t.id, t.codec, t.nb_samples])).toEqual([[1, 'mp4v', 1]]);
      expect([after.info.duration, after.info.timescale]).toEqual([1000, 1000]);
      expect(after.file.moov.mvhd.creation_time).toBe(0);
      const [sample] = after.file.getTrackSamplesInfo(1);
      expect(body.subarray(sample?.offset, (sample?.offset ?? 0) + (sample?.size ?? 0))).toEqual(VIDEO_FRAME);
      const top = (bytes: Buffer) => (readMp4(bytes).file.boxes as unknown as Mp4Box[]).map((b) => b.size);
      expect(top(body)).toEqual(top(original));
    });
  }

  it("strips a WebM's title, date, track name, tags and attachments", async () => {
    const original = webmWithMetadata();
    const uploadId = await uploadDone(ctx.app, 'employer', power.cookie, {
      type: 'company_media',
      filename: 'aufnahme.webm',
      mediaType: 'video/webm',
      body: original,
    });
    const body = await served('employer', power.cookie, uploadId);
    expect(body.length).toBe(original.length);
    const raw = body.toString('latin1');
    for (const marker of VIDEO_MARKERS) expect(raw, marker).not.toContain(marker);

    const before = readEbml(original);
    const after = readEbml(body);
    const ids = (nodes: EbmlNode[]) => flatten(nodes).map((n) => n.id);
    expect(ids(before)).toEqual(expect.arrayContaining([EBML.tags, EBML.attachments, EBML.title]));
    for (const removed of [EBML.tags, EBML.attachments, EBML.title, EBML.dateUtc, EBML.trackName])
      expect(ids(after), removed.toString(16)).not.toContain(removed);
    expect(ids(after)).toContain(EBML.void);
    const byId = (id: number) => flatten(after).filter((n) => n.id === id);
    expect(byId(EBML.muxingApp).map((n) => body.toString('latin1', n.dataStart, n.end))).toEqual([
      'veil-test-muxer',
    ]);
    // the seek index points at the segment information only, no longer at the removed tags
    const seekIds = byId(EBML.seekId).map((n) => body.subarray(n.dataStart, n.end).toString('hex'));
    expect(seekIds).toEqual(['1549a966']);
    // the segment information's checksum still matches what follows it
    const [info] = byId(EBML.info);
    const [crc] = info?.children ?? [];
    expect(crc?.id).toBe(EBML.crc32);
    expect(body.readUInt32LE(crc?.dataStart ?? 0)).toBe(crc32Of(body.subarray(crc?.end, info?.end)));
    // the recorded frame arrives unchanged
    const [block] = byId(EBML.simpleBlock);
    expect(body.subarray((block?.dataStart ?? 0) + 4, block?.end)).toEqual(VIDEO_FRAME);
  });

  it('refuses a video whose boxes do not add up (file_damaged), keeping nothing', async () => {
    const truncated = mp4WithMetadata().subarray(0, 200);
    const { uploadId, complete } = await uploadFile(ctx.app, 'employer', power.cookie, {
      type: 'company_media',
      filename: 'kaputt.mp4',
      mediaType: 'video/mp4',
      body: truncated,
    });
    expect(complete.json().code).toBe('file_damaged');
    expect((await uploadRow(ctx.app, uploadId))?.status).toBe('error');
    expect(await ctx.app.storage.head(`checking/${uploadId}`)).toBeNull();
  });
});

const EBML = {
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  info: 0x1549a966,
  title: 0x7ba9,
  dateUtc: 0x4461,
  muxingApp: 0x4d80,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackName: 0x536e,
  cluster: 0x1f43b675,
  simpleBlock: 0xa3,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  void: 0xec,
  crc32: 0xbf,
};
const MASTERS = new Set([
  0x1a45dfa3,
  EBML.segment,
  EBML.seekHead,
  EBML.seek,
  EBML.info,
  EBML.tracks,
  EBML.trackEntry,
  0xe0,
  EBML.cluster,
  EBML.tags,
  0x7373,
  0x67c8,
  EBML.attachments,
  0x61a7,
]);
const SEGMENT_LEVEL = new Set([
  EBML.seekHead,
  EBML.info,
  EBML.tracks,
  EBML.cluster,
  EBML.tags,
  EBML.attachments,
  0x1043a770,
  0x1c53bb6b,
]);

type EbmlNode = { id: number; start: number; dataStart: number; end: number; children: EbmlNode[] };

/** A tree of a WebM's elements, read here independently of the code under test. */
function readEbml(bytes: Buffer, start = 0, end = bytes.length): EbmlNode[] {
  const nodes: EbmlNode[] = [];
  for (let at = start; at < end; ) {
    const node = readElement(bytes, at, end);
    nodes.push(node);
    at = node.end;
  }
  return nodes;
}

function readElement(bytes: Buffer, at: number, end: number): EbmlNode {
  const idLength = 1 + leadingZeros(bytes[at] ?? 0);
  const id = bytes.readUIntBE(at, idLength);
  const sizeLength = 1 + leadingZeros(bytes[at + idLength] ?? 0);
  const sizeBytes = [...bytes.subarray(at + idLength, at + idLength + sizeLength)];
  sizeBytes[0] = (sizeBytes[0] ?? 0) & (0xff >> sizeLength);
  const unknown = sizeBytes.every((b, i) => b === (i === 0 ? 0xff >> sizeLength : 0xff));
  const dataStart = at + idLength + sizeLength;
  let nodeEnd = unknown ? end : dataStart + sizeBytes.reduce((sum, b) => sum * 256 + b, 0);
  if (unknown && id === EBML.cluster) {
    // an open cluster ends where the next element of the segment starts
    nodeEnd = dataStart;
    while (nodeEnd < end && !SEGMENT_LEVEL.has(readId(bytes, nodeEnd)))
      nodeEnd = readElement(bytes, nodeEnd, end).end;
  }
  const children = MASTERS.has(id) ? readEbml(bytes, dataStart, nodeEnd) : [];
  return { id, start: at, dataStart, end: nodeEnd, children };
}

function readId(bytes: Buffer, at: number): number {
  return bytes.readUIntBE(at, 1 + leadingZeros(bytes[at] ?? 0));
}

function leadingZeros(byte: number): number {
  let count = 0;
  for (let mask = 0x80; mask > 0 && (byte & mask) === 0; mask >>= 1) count += 1;
  return count;
}

function flatten(nodes: EbmlNode[]): EbmlNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}
