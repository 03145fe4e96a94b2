// Writes the PDF of a made-up resume to look at: every section filled, with a generated photo, or
// the longest resume the rules allow with --long. Usage:
//   npx tsx scripts/render-resume-pdf.ts <out.pdf> [--language de|en] [--long] [--no-photo]
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isLocale } from '@veil/domain';
import sharp from 'sharp';
import { renderResumePdf } from '../src/modules/resumes/pdf/render-resume-pdf';
import { fullResume, longResume } from '../src/modules/resumes/pdf/sample-resumes';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    language: { type: 'string', default: 'de' },
    long: { type: 'boolean', default: false },
    'no-photo': { type: 'boolean', default: false },
  },
});
const out = positionals[0];
if (!out || !isLocale(values.language)) {
  process.stderr.write('usage: render-resume-pdf.ts <out.pdf> [--language de|en] [--long] [--no-photo]\n');
  process.exit(2);
}

/** A portrait-shaped stand-in photo: a teal gradient with a light circle for a face. */
async function samplePhoto(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6bb8b1"/><stop offset="1" stop-color="#075a56"/></linearGradient></defs>
    <rect width="400" height="500" fill="url(#g)"/>
    <circle cx="200" cy="200" r="90" fill="#e7f5f4"/><ellipse cx="200" cy="470" rx="170" ry="150" fill="#e7f5f4"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
}

const started = performance.now();
const bytes = await renderResumePdf(values.long ? longResume() : fullResume(), {
  language: values.language,
  photo: values['no-photo'] ? null : { bytes: await samplePhoto(), type: 'image/jpeg' },
});
const ms = Math.round(performance.now() - started);
await writeFile(out, bytes);
process.stdout.write(`${JSON.stringify({ file: out, bytes: bytes.length, ms })}\n`);
