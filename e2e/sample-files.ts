import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * Files for upload journeys, made on the fly: nothing binary is kept in the repository. Each is
 * what `setInputFiles` takes: a name, a declared type and the bytes.
 */
export type SampleFile = { name: string; mimeType: string; buffer: Buffer };

/** A string in the GPS block of the sample photo, to prove it never leaves the server. */
export const GPS_MARKER = 'VEIL-E2E-GPS-MARKER';

/** Random pixels compress badly, so the file is large enough for a visible upload progress. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A PNG logo of about 1 MB (the logo limit is 2 MB). */
export async function logoPng(name = 'logo.png'): Promise<SampleFile> {
  return { name, mimeType: 'image/png', buffer: await noise(600, 580).png().toBuffer() };
}

/** A phone photo: a JPEG with camera model and GPS position in its EXIF data. */
export async function photoWithGps(name = 'team-event.jpg'): Promise<SampleFile> {
  const buffer = await noise(1600, 1000)
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Veilphone', Model: 'Kamera 7' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '53/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 59/1 0/1',
        GPSMapDatum: `WGS84-${GPS_MARKER}`,
      },
    })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A plain PNG picture. */
export async function officePng(name = 'office.png'): Promise<SampleFile> {
  const buffer = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2f6f73' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A PDF file of these objects (object 1 is the catalog), with its cross-reference table. */
export function pdfFile(name: string, objects: readonly string[]): SampleFile {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A valid one-page PDF. */
export function pdf(name: string): SampleFile {
  return pdfFile(name, [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]);
}

/** A Windows program renamed to look like a PDF: the name and declared type lie, the bytes do not. */
export function programPosingAsPdf(name = 'datenschutz.pdf'): SampleFile {
  const buffer = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(4096)]);
  return { name, mimeType: 'application/pdf', buffer };
}

/** A file without content. */
export function emptyFile(name: string, mimeType: string): SampleFile {
  return { name, mimeType, buffer: Buffer.alloc(0) };
}

/** A file of `megabytes` MB (its content does not matter: it is refused for its size). */
export function fileOfSize(name: string, mimeType: string, megabytes: number): SampleFile {
  return { name, mimeType, buffer: Buffer.alloc(Math.round(megabytes * 1024 * 1024), 0x25) };
}

/** A one-page PDF CV with real text, one line per entry of `lines` (Helvetica, the first line large). */
export function cvPdf(name: string, lines: readonly string[]): SampleFile {
  const literal = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 11} Tf 60 ${780 - i * 24} Td (${literal(line)}) Tj ET`)
    .join('\n');
  return pdfFile(name, [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}

/**
 * A small MP4 as the welcome video of an e-mail template: the file type box a player and the
 * upload's content check look for, and media data. Its structure is sound (the upload strips a
 * video's metadata by reading it); there is no picture to play, which no journey needs.
 */
export function welcomeVideoMp4(name = 'willkommen.mp4'): SampleFile {
  const box = (type: string, body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + body.length);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([ftyp, box('mdat', randomBytes(64 * 1024))]) };
}
