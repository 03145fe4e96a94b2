import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderResumePdf } from './render-resume-pdf';
import { formatResumePeriod } from './resume-dates';
import { fullResume, longResume, minimalResume } from './sample-resumes';
import { paragraphsOf, wrapText } from './text-wrap';

const generatedAt = new Date('2026-03-05T10:00:00Z');

/** The text of every page as pdf.js (Mozilla's reader, not the library that wrote the file) reads it. */
async function readText(bytes: Uint8Array): Promise<{ pages: string[]; info: Record<string, unknown> }> {
  const document = await getDocument({
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = await document.getMetadata();
  return { pages, info: info as Record<string, unknown> };
}

/** The image XObjects of a PDF, with their size in pixels. */
async function imagesOf(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .filter((stream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((stream) => ({
      width: Number(stream.dict.get(PDFName.of('Width'))?.toString()),
      height: Number(stream.dict.get(PDFName.of('Height'))?.toString()),
    }));
}

/** Squeezes the whitespace that pdf.js puts between text runs, so phrases can be searched for. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderResumePdf', () => {
  it('writes a full German resume with every section, its labels and the Polish and Czech letters', async () => {
    const bytes = await renderResumePdf(fullResume(), { language: 'de', generatedAt });
    const { pages } = await readText(bytes);
    const text = flat(pages.join(' '));
    for (const expected of [
      'Zofia Wiśniewska-Müller',
      'Senior Backend-Entwicklerin – Zahlungsverkehr & Datenschutz',
      'zofia.wisniewska@example.com',
      'München, Deutschland',
      'Profil',
      'Offen für',
      'Vollzeit, Freelance',
      'Berufserfahrung',
      'Okt. 2021 – heute',
      'Lead Engineer Zahlungsverkehr',
      'Großbank Süd AG · Finanzwesen · 1.000 oder mehr Beschäftigte',
      'Łódź Fintech Sp. z o.o.',
      'Ausbildung',
      'Technische Universität München',
      'Sprachen',
      'Polnisch',
      'Verhandlungssicher',
      'Tschechisch',
      'Kenntnisse',
      'Datenschutz (DSGVO)',
      'Zertifikate',
      'gültig bis Juni 2025',
      'Auszeichnungen',
      'Links',
      'Stand: 5.03.2026',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Žižkov');
    expect(pages.at(-1)).toContain(`Seite ${pages.length} von ${pages.length}`);
    // sections in the order of the brief
    const order = [
      'Profil',
      'Berufserfahrung',
      'Ausbildung',
      'Sprachen',
      'Kenntnisse',
      'Zertifikate',
      'Auszeichnungen',
    ];
    const positions = order.map((heading) => text.indexOf(heading));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('writes the same resume in English with English labels and dates', async () => {
    const { pages } = await readText(await renderResumePdf(fullResume(), { language: 'en', generatedAt }));
    const text = flat(pages.join(' '));
    for (const expected of [
      'Work experience',
      'Oct 2021 – present',
      'Finance · 1,000 or more employees',
      'Open to',
      'Full time, Freelancer',
      'Education',
      'Polish',
      'Business fluent',
      'Skills',
      'Certifications',
      'valid until',
      'Awards',
      'As of 05/03/2026',
    ])
      expect(text).toContain(expected);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(text).not.toContain('Berufserfahrung');
  });

  it('carries only the title and the product name as document information, and no XMP', async () => {
    const bytes = await renderResumePdf(fullResume(), { language: 'en', generatedAt });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Curriculum vitae – Zofia Wiśniewska-Müller');
    expect(doc.getProducer()).toBe('Veil');
    expect(doc.getCreator()).toBe('Veil');
    const infoRef = doc.context.trailerInfo.Info;
    const info = infoRef ? doc.context.lookup(infoRef, PDFDict) : undefined;
    expect(info?.keys().map(String).sort()).toEqual(['/Creator', '/Producer', '/Title']);
    expect(doc.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(Buffer.from(bytes).includes('pdf-lib')).toBe(false);
  });

  it('leaves out every empty section of a minimal resume and fits it on one page', async () => {
    const bytes = await renderResumePdf(minimalResume(), { language: 'de', generatedAt });
    const { pages } = await readText(bytes);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0] ?? '');
    expect(text).toContain('Jan Nowak');
    expect(text).toContain('jan.nowak@example.com');
    expect(text).toContain('Seite 1 von 1');
    for (const heading of [
      'Profil',
      'Berufserfahrung',
      'Ausbildung',
      'Sprachen',
      'Kenntnisse',
      'Zertifikate',
      'Links',
    ])
      expect(text).not.toContain(heading);
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('flows 15 experiences of 3,000 characters over several pages, each with its footer', async () => {
    const bytes = await renderResumePdf(longResume(), { language: 'en', generatedAt });
    const { pages } = await readText(bytes);
    expect(pages.length).toBeGreaterThan(5);
    for (const [index, page] of pages.entries())
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    const text = flat(pages.join(' '));
    for (let station = 1; station <= 15; station += 1) expect(text).toContain(`Station ${station}`);
    expect(text).toContain('Links');
    expect(bytes.length).toBeLessThan(200_000);
  }, 30_000);

  it('keeps every glyph inside the page margins', async () => {
    const bytes = await renderResumePdf(longResume(), { language: 'de', generatedAt });
    const document = await getDocument({ data: bytes, disableFontFace: true, verbosity: 0 }).promise;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item)) continue;
        const [, , , , x, y] = item.transform as [number, number, number, number, number, number];
        expect(x).toBeGreaterThanOrEqual(49);
        expect(x + item.width).toBeLessThanOrEqual(width - 49);
        expect(y).toBeGreaterThan(20);
        expect(y).toBeLessThan(height - 49);
      }
    }
  }, 30_000);

  it('embeds the photo, JPEG or PNG', async () => {
    const pixels = sharp({ create: { width: 120, height: 160, channels: 3, background: '#17857e' } });
    const jpeg = new Uint8Array(await pixels.clone().jpeg().toBuffer());
    const png = new Uint8Array(await pixels.clone().png().toBuffer());
    for (const photo of [
      { bytes: jpeg, type: 'image/jpeg' as const },
      { bytes: png, type: 'image/png' as const },
    ]) {
      const bytes = await renderResumePdf(fullResume(), { language: 'de', photo, generatedAt });
      expect(await imagesOf(bytes)).toEqual([{ width: 120, height: 160 }]);
    }
    expect(await imagesOf(await renderResumePdf(fullResume(), { language: 'de', generatedAt }))).toEqual([]);
  });

  it('replaces characters the font lacks instead of failing', async () => {
    const resume = minimalResume();
    resume.userDetails.headline = 'Entwickler 😀 王小明\u200b Ürün\tTest\u0007';
    resume.workInformation.personalHeadline = 'e\u0301 combined';
    const { pages } = await readText(await renderResumePdf(resume, { language: 'de', generatedAt }));
    const text = flat(pages.join(' '));
    expect(text).toContain('Entwickler ? ??? Ürün Test');
    expect(text).toContain('é combined');
  });
});

describe('formatResumePeriod', () => {
  it('names months as a CV does in each language', () => {
    expect(formatResumePeriod('2021-10', null, true, 'de')).toBe('Okt. 2021 – heute');
    expect(formatResumePeriod('2021-10', null, true, 'en')).toBe('Oct 2021 – present');
    expect(formatResumePeriod('2018-03', '2021-05', false, 'de')).toBe('März 2018 – Mai 2021');
    expect(formatResumePeriod('2018-03', '2021-05', false, 'en')).toBe('Mar 2018 – May 2021');
  });
});

describe('wrapText', () => {
  const measure = (text: string) => text.length; // one point per character

  it('breaks between words and never makes a line wider than allowed', () => {
    expect(wrapText('aaa bbb  ccc dddd', 7, measure)).toEqual(['aaa bbb', 'ccc', 'dddd']);
  });

  it('breaks a word wider than a line inside it', () => {
    expect(wrapText('go https://example.com/long', 10, measure)).toEqual([
      'go',
      'https://ex',
      'ample.com/',
      'long',
    ]);
  });

  it('reads list items of a description as bullets', () => {
    expect(paragraphsOf('Intro\n\n- first\n• second')).toEqual([
      { text: 'Intro', bullet: false },
      { text: 'first', bullet: true },
      { text: 'second', bullet: true },
    ]);
  });
});
