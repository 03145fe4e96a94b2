import { latin1, photoWithGps } from './sample-files';

/**
 * PDF files that carry what must never travel: every marker below is written into metadata,
 * scripts, attachments or leftovers of a sample, never into its visible content.
 */
export const PDF_MARKERS = [
  'VEIL-PDF-TITLE',
  'Musterstrasse 12',
  'VEIL-PDF-AUTHOR',
  'VEIL-PDF-SUBJECT',
  'VEIL-PDF-CREATOR',
  'VEIL-PDF-PRODUCER',
  'VEIL-XMP-AUTHOR',
  'VEIL-PAGE-XMP',
  'VEIL-PDF-SCRIPT',
  'VEIL-FIELD-SCRIPT',
  'VEIL-PDF-ATTACHMENT',
  'VEIL-PDF-LAUNCH',
  'VEIL-PDF-ORPHAN',
  'VEIL-PDF-REVISED',
] as const;
/** What stays visible on the sample PDF's page. */
export const PDF_VISIBLE_TEXT = 'Lebenslauf Muster';
export const PDF_KEPT_LINK = 'https://example.org/portfolio';

function pdfStream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    latin1(`<< ${dict} /Length ${data.length} >>\nstream\n`),
    data,
    latin1('\nendstream'),
  ]);
}

/**
 * Writes objects as a PDF file, or as an incremental update appended to `previous` (a new cross
 * reference section pointing back at the old one, the old objects left where they are).
 */
function writePdf(objects: Array<[number, string | Buffer]>, trailer: string, previous?: Buffer): Buffer {
  const parts: Buffer[] = [previous ?? latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: Array<[number, number]> = [];
  for (const [id, body] of objects) {
    const chunk = Buffer.concat([
      latin1(`${id} 0 obj\n`),
      typeof body === 'string' ? latin1(body) : body,
      latin1('\nendobj\n'),
    ]);
    offsets.push([id, length]);
    parts.push(chunk);
    length += chunk.length;
  }
  let xref = previous ? 'xref\n' : 'xref\n0 1\n0000000000 65535 f \n';
  for (const [id, offset] of offsets.sort((a, b) => a[0] - b[0]))
    xref += `${id} 1\n${String(offset).padStart(10, '0')} 00000 n \n`;
  const prev = previous
    ? ` /Prev ${/startxref\s+(\d+)\s+%%EOF\s*$/.exec(previous.toString('latin1'))?.[1]}`
    : '';
  parts.push(latin1(`${xref}trailer\n<< ${trailer}${prev} >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/**
 * A one-page CV as careless software writes it: title, author and a street address in its document
 * information (and a revised title in an incremental update, the old one still in the file), XMP
 * metadata of the document and the page, a script run on opening, a JavaScript name tree, a form
 * field with a keystroke script, an embedded file and a file attachment, a link that launches a
 * program, an orphaned object, and a phone photo with GPS in its EXIF. Visible: one line of text,
 * a web link and the photo.
 */
export async function pdfWithMetadata(): Promise<Buffer> {
  const xmp = (who: string) =>
    latin1(
      `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${who}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`,
    );
  const photo = await photoWithGps(40, 20);
  const content = latin1(
    `BT /F1 18 Tf 72 760 Td (${PDF_VISIBLE_TEXT}) Tj ET q 80 0 0 40 72 600 cm /Im1 Do Q`,
  );
  const first = writePdf(
    [
      [
        1,
        '<< /Type /Catalog /Pages 2 0 R /Metadata 6 0 R /OpenAction 7 0 R /AA << /WC 7 0 R >> ' +
          '/Names << /JavaScript 8 0 R /EmbeddedFiles 10 0 R >> /AcroForm << /Fields [14 0 R] >> >>',
      ],
      [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
      [
        3,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Metadata 17 0 R ' +
          '/Resources << /Font << /F1 4 0 R >> /XObject << /Im1 13 0 R >> >> ' +
          '/AA << /O 7 0 R >> /Annots [11 0 R 12 0 R 14 0 R 15 0 R] >>',
      ],
      [4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'],
      [5, pdfStream('', content)],
      [6, pdfStream('/Type /Metadata /Subtype /XML', xmp('VEIL-XMP-AUTHOR'))],
      [7, "<< /S /JavaScript /JS (app.alert\\('VEIL-PDF-SCRIPT'\\)) >>"],
      [8, '<< /Names [(init) 7 0 R] >>'],
      [9, pdfStream('/Type /EmbeddedFile', latin1('VEIL-PDF-ATTACHMENT: private notes'))],
      [10, '<< /Names [(notes.txt) << /Type /Filespec /F (notes.txt) /EF << /F 9 0 R >> >>] >>'],
      [
        11,
        `<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (${PDF_KEPT_LINK}) >> >>`,
      ],
      [
        12,
        '<< /Type /Annot /Subtype /Link /Rect [72 660 300 680] /A << /S /Launch /F (VEIL-PDF-LAUNCH.exe) >> >>',
      ],
      [
        13,
        pdfStream(
          '/Type /XObject /Subtype /Image /Width 40 /Height 20 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode',
          photo,
        ),
      ],
      [
        14,
        '<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [72 500 300 520] /P 3 0 R ' +
          "/AA << /K << /S /JavaScript /JS (app.alert\\('VEIL-FIELD-SCRIPT'\\)) >> >> >>",
      ],
      [
        15,
        '<< /Type /Annot /Subtype /FileAttachment /Rect [72 400 90 420] ' +
          '/FS << /Type /Filespec /F (notes.txt) /EF << /F 9 0 R >> >> >>',
      ],
      [
        16,
        '<< /Title (Lebenslauf VEIL-PDF-TITLE, Musterstrasse 12, 10115 Berlin) /Author (VEIL-PDF-AUTHOR) ' +
          '/Subject (VEIL-PDF-SUBJECT) /Keywords (Bewerbung) /Creator (VEIL-PDF-CREATOR) ' +
          '/Producer (VEIL-PDF-PRODUCER) /CreationDate (D:20260101120000Z) /ModDate (D:20260102120000Z) >>',
      ],
      [17, pdfStream('/Type /Metadata /Subtype /XML', xmp('VEIL-PAGE-XMP'))],
      [18, pdfStream('', latin1('VEIL-PDF-ORPHAN: an old revision nobody refers to'))],
    ],
    '/Size 19 /Root 1 0 R /Info 16 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]',
  );
  return writePdf(
    [[19, '<< /Title (VEIL-PDF-REVISED Lebenslauf) /Author (VEIL-PDF-AUTHOR) >>']],
    '/Size 20 /Root 1 0 R /Info 19 0 R',
    first,
  );
}

/** A PDF whose trailer names an encryption dictionary (password protected). */
export function encryptedPdf(): Buffer {
  return writePdf(
    [
      [1, '<< /Type /Catalog /Pages 2 0 R >>'],
      [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
      [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'],
      [
        4,
        '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 ' +
          '/O <00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff> ' +
          '/U <00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff> >>',
      ],
    ],
    '/Size 5 /Root 1 0 R /Encrypt 4 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]',
  );
}

/** A file that starts like a PDF and then stops making sense. */
export function brokenPdf(): Buffer {
  return latin1('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Kids [');
}
