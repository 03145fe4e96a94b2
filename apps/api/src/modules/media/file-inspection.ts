import type { Readable } from 'node:stream';
import type { FileLimit, FileRule, ImageReencode } from '@veil/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error';
import type { Storage } from '../../storage';

/** file-type reads at most this many bytes to recognise any format it knows. */
const SNIFF_BYTES = 4100;
/** Guards against decompression bombs: a 5 MB file must not unpack into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** What a stored file really is, by its first bytes, and the purpose's rule it falls under. */
export type Inspection = { mime: string; ext: string; rule: FileRule };

/**
 * Recognises a stored file by its magic bytes (never by its name or the browser's word) and finds
 * the rule of its purpose that accepts it: a renamed program is not a PDF however it is called.
 */
export async function inspectStoredFile(
  storage: Storage,
  key: string,
  limit: FileLimit,
): Promise<Inspection> {
  const stream = await storage.get(key, { start: 0, end: SNIFF_BYTES - 1 });
  if (!stream) throw new AppError('file_not_found');
  const detected = await fileTypeFromBuffer(await readAll(stream, SNIFF_BYTES));
  const rule = detected && limit.rules.find((r) => r.mimeTypes.includes(detected.mime));
  if (!detected || !rule) throw new AppError('file_type_not_allowed');
  return { mime: detected.mime, ext: detected.ext, rule };
}

/** The whole object, refusing anything larger than `maxBytes`. */
export async function readStoredFile(storage: Storage, key: string, maxBytes: number): Promise<Buffer> {
  const stream = await storage.get(key);
  if (!stream) throw new AppError('file_not_found');
  return readAll(stream, maxBytes, true);
}

/**
 * Re-encodes an image: turned upright by its EXIF orientation, then written without any metadata
 * (EXIF, GPS, XMP, ICC are dropped by sharp unless asked to keep them), no wider than `maxWidth`
 * and never enlarged. JPEG and WebP take the rule's quality; PNG stays lossless, because sharp's
 * PNG "quality" means palette quantisation, which bands photographs and soft logo edges.
 */
export async function reencodeImage(input: Buffer, mime: string, options: ImageReencode): Promise<Buffer> {
  const quality = Math.round(options.quality * 100);
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: options.maxWidth, withoutEnlargement: true });
    if (mime === 'image/jpeg') return await image.jpeg({ quality, mozjpeg: true }).toBuffer();
    if (mime === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (mime === 'image/webp') return await image.webp({ quality }).toBuffer();
  } catch {
    // a file with an image's magic bytes that does not decode is not an image we can keep
  }
  throw new AppError('file_type_not_allowed');
}

async function readAll(stream: Readable, maxBytes: number, strict = false): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    length += buffer.length;
    if (strict ? length > maxBytes : length >= maxBytes) {
      stream.destroy();
      if (strict) throw new AppError('file_too_large');
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}
