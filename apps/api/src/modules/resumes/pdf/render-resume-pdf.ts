import { formatDate, INTL_LOCALE_TAGS } from '@veil/domain';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { embedResumeFonts } from './fonts';
import { PDF_LABELS, type PdfLabels } from './labels';
import { CONTENT_WIDTH, drawLine, PAGE, PageFlow, textWidth, wrapLines } from './page-flow';
import { drawHeader } from './resume-header';
import { drawHeading, type Styles, stylesOf } from './resume-layout';
import type { RenderResumePdfOptions, ResumeForPdf, ResumePhoto } from './resume-pdf-input';
import {
  drawCertifications,
  drawEducations,
  drawLanguages,
  drawProfile,
  drawRewards,
  drawSocialLinks,
  drawTags,
  drawWorkExperiences,
  type SectionContext,
} from './resume-sections';

/*
 * The candidate's CV as a PDF: the document and its metadata, the header, the sections in their
 * order, and the footers. The layout is in resume-layout.ts, the header in resume-header.ts, the
 * sections in resume-sections.ts.
 */

/** What the product writes into a file's Producer and Creator, instead of the libraries' names. */
const PRODUCT = 'Veil';

async function embedPhoto(doc: PDFDocument, photo: ResumePhoto): Promise<PDFImage> {
  return photo.type === 'image/png' ? doc.embedPng(photo.bytes) : doc.embedJpg(photo.bytes);
}

/** The name, the kind of document and its date at the left of each footer, "Page x of y" at the right. */
function drawFooters(flow: PageFlow, styles: Styles, labels: PdfLabels, left: string): void {
  const total = flow.pages.length;
  const top = PAGE.footerBaseline + styles.footer.size;
  const leftLine = wrapLines(left, CONTENT_WIDTH * 0.7, styles.footer)[0] ?? '';
  flow.pages.forEach((page, index) => {
    const pageOf = labels.pageOf(index + 1, total);
    drawLine(page, leftLine, PAGE.margin, top, styles.footer);
    drawLine(page, pageOf, PAGE.width - PAGE.margin - textWidth(pageOf, styles.footer), top, styles.footer);
  });
}

/**
 * The candidate's full CV as an A4 PDF in German or English: header with name, headline, contact
 * details and photo, then profile, work experience, education, languages, skills, certifications,
 * awards and links (empty sections left out), with "Page x of y" footers. The file carries no
 * document information besides its title and the product's name, and no XMP metadata.
 */
export async function renderResumePdf(
  resume: ResumeForPdf,
  options: RenderResumePdfOptions,
): Promise<Uint8Array> {
  const { language } = options;
  const labels = PDF_LABELS[language];
  // updateMetadata: false keeps pdf-lib from writing its own name and the creation and change dates
  const doc = await PDFDocument.create({ updateMetadata: false });
  const name = `${resume.userDetails.firstName} ${resume.userDetails.lastName}`.trim();
  doc.setTitle(`${labels.documentTitle} – ${name}`);
  doc.setProducer(PRODUCT);
  doc.setCreator(PRODUCT);
  doc.setLanguage(INTL_LOCALE_TAGS[language]);

  const fonts = await embedResumeFonts(doc);
  const styles = stylesOf(fonts);
  const photo = options.photo ? await embedPhoto(doc, options.photo) : null;
  const flow = new PageFlow(doc);
  const context: SectionContext = { flow, styles, labels, language };

  drawHeader(flow, resume, styles, photo);
  drawProfile(context, resume);
  drawWorkExperiences(context, resume);
  drawEducations(context, resume);
  drawLanguages(context, resume);
  if (resume.tags.length > 0) {
    drawHeading(flow, labels.sections.tags, styles, 16);
    drawTags(flow, resume.tags, styles.tag);
  }
  drawCertifications(context, resume);
  drawRewards(context, resume);
  drawSocialLinks(context, resume);

  const generatedOn = labels.generatedOn(formatDate(options.generatedAt ?? new Date(), language));
  drawFooters(flow, styles, labels, `${name} · ${labels.documentTitle} · ${generatedOn}`);
  return doc.save();
}
