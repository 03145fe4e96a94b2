import sharp from 'sharp';

/** A string written into the GPS block of sample photos, to prove it never leaves the server. */
export const GPS_MARKER = 'VEIL-GPS-MARKER';

/** Bytes of a text written one byte per character, as file formats' keywords are. */
export const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * A real JPEG as a phone writes it: landscape pixels with EXIF orientation 6 (shown rotated to
 * portrait), a camera model and a GPS position.
 */
export async function photoWithGps(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Veilphone', Model: 'Kamera 7' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
        GPSMapDatum: `WGS84-${GPS_MARKER}`,
      },
    })
    .toBuffer();
}

/** A small PNG (a logo). */
export async function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 120, channels: 4, background: '#ffaa00' } })
    .png()
    .toBuffer();
}

/** A small, valid one-page PDF. */
export function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Windows program (MZ header pointing at a PE header), to be renamed to .pdf. */
export function windowsProgram(): Buffer {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x14c, 0x84);
  return file;
}

/** An MP4 file's `ftyp` box followed by filler: what a video's first bytes look like. */
export function mp4Video(bytes = 2048): Buffer {
  const file = Buffer.alloc(bytes);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'latin1');
  file.writeUInt32BE(0x200, 12);
  file.write('isomiso2', 16, 'latin1');
  return file;
}
