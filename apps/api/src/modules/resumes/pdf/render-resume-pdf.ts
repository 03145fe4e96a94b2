import {
  formatDate,
  INTL_LOCALE_TAGS,
  type Locale,
  languageName,
  type ResumeInput,
  type ResumeMonth,
} from '@veil/domain';
import {
  appendBezierCurve,
  clip,
  closePath,
  endPath,
  moveTo,
  PDFDocument,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { embedResumeFonts, type ResumeFonts } from './fonts';
import { enumLabels, PDF_LABELS, type PdfLabels } from './labels';
import {
  COLORS,
  CONTENT_WIDTH,
  drawLine,
  lineHeight,
  PAGE,
  PageFlow,
  type TextStyle,
  textWidth,
  wrapLines,
} from './page-flow';
import { paragraphsOf } from './text-wrap';

/** The resume as the candidate wrote it: the PDF shows the full profile, so only its owner gets it. */
export type ResumeForPdf = ResumeInput;

/** The candidate's photo as stored (re-encoded at upload, so it carries no metadata of its own). */
export type ResumePhoto = { bytes: Uint8Array; type: 'image/jpeg' | 'image/png' };

export type RenderResumePdfOptions = {
  language: Locale;
  photo?: ResumePhoto | null;
  /** the day printed as "As of" in the footer; now when left out */
  generatedAt?: Date;
};

/** What the product writes into a file's Producer and Creator, instead of the libraries' names. */
const PRODUCT = 'Veil';

const PHOTO_SIZE = 84;
const LEFT_COLUMN = 104;
const GUTTER = 14;
const RIGHT_X = PAGE.margin + LEFT_COLUMN + GUTTER;
const RIGHT_WIDTH = CONTENT_WIDTH - LEFT_COLUMN - GUTTER;
const BULLET_INDENT = 10;

type Styles = ReturnType<typeof stylesOf>;

function stylesOf(fonts: ResumeFonts) {
  return {
    name: { font: fonts.semiBold, size: 26, color: COLORS.ink, leading: 32 },
    headline: { font: fonts.medium, size: 13.5, color: COLORS.accent, leading: 19 },
    contact: { font: fonts.regular, size: 9.5, color: COLORS.muted, leading: 14 },
    heading: { font: fonts.semiBold, size: 13, color: COLORS.accent, leading: 17 },
    title: { font: fonts.semiBold, size: 11, color: COLORS.ink, leading: 15 },
    meta: { font: fonts.regular, size: 10, color: COLORS.muted, leading: 14 },
    body: { font: fonts.regular, size: 10, color: COLORS.ink, leading: 14.5 },
    side: { font: fonts.regular, size: 9.5, color: COLORS.muted, leading: 15 },
    sideStrong: { font: fonts.medium, size: 10, color: COLORS.ink, leading: 14.5 },
    link: { font: fonts.regular, size: 10, color: COLORS.accent, leading: 14.5 },
    tag: { font: fonts.medium, size: 9, color: COLORS.accentDark, leading: 12 },
    footer: { font: fonts.regular, size: 8, color: COLORS.muted, leading: 10 },
  } satisfies Record<string, TextStyle>;
}

/** One line of a column, already no wider than the column. */
type Row = {
  text: string;
  style: TextStyle;
  indent?: number;
  bullet?: boolean;
  gapBefore?: number;
  link?: string;
};

/** Rows of a paragraph wrapped to `width`. */
function rowsOf(
  text: string,
  width: number,
  style: TextStyle,
  extra: Omit<Row, 'text' | 'style'> = {},
): Row[] {
  return wrapLines(text, width, style).map((line, index) => ({
    text: line,
    style,
    ...extra,
    gapBefore: index === 0 ? extra.gapBefore : undefined,
  }));
}

/** Rows of a free-text field: a paragraph per line, list items with a bullet and a hanging indent. */
function freeTextRows(text: string, width: number, style: TextStyle, gapBefore: number): Row[] {
  return paragraphsOf(text).flatMap((paragraph, index) => {
    const gap = index === 0 ? gapBefore : paragraph.bullet ? 1 : 4;
    if (!paragraph.bullet) return rowsOf(paragraph.text, width, style, { gapBefore: gap });
    return rowsOf(paragraph.text, width - BULLET_INDENT, style, { indent: BULLET_INDENT }).map(
      (row, line) => ({
        ...row,
        bullet: line === 0,
        gapBefore: line === 0 ? gap : undefined,
      }),
    );
  });
}

const rowsHeight = (rows: Row[]): number =>
  rows.reduce((sum, row) => sum + (row.gapBefore ?? 0) + lineHeight(row.style), 0);

/** Draws rows at `x` down the flow, each on the page where it fits. */
function drawRows(flow: PageFlow, rows: Row[], x: number): void {
  for (const row of rows) {
    if (row.gapBefore) flow.space(row.gapBefore);
    flow.ensure(lineHeight(row.style));
    const indent = row.indent ?? 0;
    if (row.bullet) drawLine(flow.page, '•', x + 1, flow.y, row.style);
    drawLine(flow.page, row.text, x + indent, flow.y, row.style, row.link);
    flow.y -= lineHeight(row.style);
  }
}

/**
 * One entry of a section in two columns: `side` (a period, a language) at the left, `main` at the
 * right. The side and the first `keep` rows of the main column stay together on one page; the rest
 * (a long description) flows onto the following pages.
 */
function drawEntry(flow: PageFlow, side: Row[], main: Row[], keep: number): void {
  flow.ensure(Math.max(rowsHeight(side), rowsHeight(main.slice(0, keep))));
  const page = flow.page;
  let sideY = flow.y;
  for (const row of side) {
    sideY -= row.gapBefore ?? 0;
    drawLine(page, row.text, PAGE.margin, sideY, row.style, row.link);
    sideY -= lineHeight(row.style);
  }
  drawRows(flow, main, RIGHT_X);
  if (flow.page === page) flow.y = Math.min(flow.y, sideY);
}

/** A section's heading with a hairline under it, never left alone at the foot of a page. */
function drawHeading(flow: PageFlow, text: string, styles: Styles, firstContentHeight: number): void {
  flow.space(18);
  flow.ensure(lineHeight(styles.heading) + 8 + firstContentHeight);
  drawLine(flow.page, text, PAGE.margin, flow.y, styles.heading);
  flow.y -= lineHeight(styles.heading) + 2;
  flow.page.drawLine({
    start: { x: PAGE.margin, y: flow.y },
    end: { x: PAGE.width - PAGE.margin, y: flow.y },
    thickness: 0.6,
    color: COLORS.rule,
  });
  flow.y -= 8;
}

/** One month formatter per language: making one is far slower than formatting with it. */
const MONTH_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/** "Okt. 2021" / "Oct 2021": months as CVs write them, in the reader's language. */
export function formatResumeMonth(month: ResumeMonth, language: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  let format = MONTH_FORMATS.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE_TAGS[language], {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    MONTH_FORMATS.set(language, format);
  }
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** "Oct 2021 – present" / "Okt. 2021 – heute", or a closed period "Mar 2018 – Sept 2021". */
export function formatResumePeriod(
  from: ResumeMonth,
  to: ResumeMonth | null,
  running: boolean,
  language: Locale,
): string {
  const end = running || to === null ? PDF_LABELS[language].present : formatResumeMonth(to, language);
  return `${formatResumeMonth(from, language)} – ${end}`;
}

/** An address without its scheme and trailing slash, as a CV's header shows it: "github.com/ada". */
function shortLink(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** Draws the photo cropped to a circle whose box has its top right corner at (`right`, `top`). */
function drawRoundPhoto(page: PDFPage, image: PDFImage, right: number, top: number): void {
  const radius = PHOTO_SIZE / 2;
  const cx = right - radius;
  const cy = top - radius;
  const k = 0.5523 * radius; // control point distance of a circle drawn with four Bézier curves
  const scale = PHOTO_SIZE / Math.min(image.width, image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.pushOperators(
    pushGraphicsState(),
    moveTo(cx + radius, cy),
    appendBezierCurve(cx + radius, cy + k, cx + k, cy + radius, cx, cy + radius),
    appendBezierCurve(cx - k, cy + radius, cx - radius, cy + k, cx - radius, cy),
    appendBezierCurve(cx - radius, cy - k, cx - k, cy - radius, cx, cy - radius),
    appendBezierCurve(cx + k, cy - radius, cx + radius, cy - k, cx + radius, cy),
    closePath(),
    clip(),
    endPath(),
  );
  page.drawImage(image, { x: cx - width / 2, y: cy - height / 2, width, height });
  page.pushOperators(popGraphicsState());
}

/** Items of a contact line laid out in lines of `width`, an item broken only when it alone is too wide. */
type ContactItem = { text: string; link?: string };

function contactLines(
  items: ContactItem[],
  width: number,
  style: TextStyle,
  separator: string,
): ContactItem[][] {
  const separatorWidth = textWidth(separator, style);
  const lines: ContactItem[][] = [];
  let line: ContactItem[] = [];
  let lineWidth = 0;
  for (const item of items) {
    const pieces = wrapLines(item.text, width, style).map((text) => ({ text, link: item.link }));
    for (const piece of pieces) {
      const pieceWidth = textWidth(piece.text, style);
      if (line.length > 0 && lineWidth + separatorWidth + pieceWidth > width) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      lineWidth += (line.length > 0 ? separatorWidth : 0) + pieceWidth;
      line.push(piece);
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

async function embedPhoto(doc: PDFDocument, photo: ResumePhoto): Promise<PDFImage> {
  return photo.type === 'image/png' ? doc.embedPng(photo.bytes) : doc.embedJpg(photo.bytes);
}

/** Name, headline, contact details and links, with the photo at the top right. */
function drawHeader(flow: PageFlow, resume: ResumeForPdf, styles: Styles, photo: PDFImage | null): void {
  const top = flow.y;
  const textWidthAvailable = photo ? CONTENT_WIDTH - PHOTO_SIZE - 20 : CONTENT_WIDTH;
  const { userDetails } = resume;
  const name = `${userDetails.firstName} ${userDetails.lastName}`.trim();
  if (photo) drawRoundPhoto(flow.page, photo, PAGE.width - PAGE.margin, top);

  flow.paragraph(name, PAGE.margin, textWidthAvailable, styles.name);
  if (userDetails.headline.trim()) {
    flow.space(1);
    flow.paragraph(userDetails.headline, PAGE.margin, textWidthAvailable, styles.headline);
  }
  const contact: ContactItem[] = [
    { text: userDetails.email, link: `mailto:${userDetails.email}` },
    ...(userDetails.phoneNumber
      ? [{ text: userDetails.phoneNumber, link: `tel:${userDetails.phoneNumber.replace(/[^\d+]/g, '')}` }]
      : []),
    ...(userDetails.location.trim() ? [{ text: userDetails.location }] : []),
    ...resume.socialLinks.map((link) => ({ text: shortLink(link.link), link: link.link })),
  ];
  flow.space(6);
  const separator = '  ·  ';
  for (const line of contactLines(contact, textWidthAvailable, styles.contact, separator)) {
    flow.ensure(lineHeight(styles.contact));
    let x = PAGE.margin;
    line.forEach((item, index) => {
      if (index > 0) {
        drawLine(flow.page, separator, x, flow.y, styles.contact);
        x += textWidth(separator, styles.contact);
      }
      drawLine(flow.page, item.text, x, flow.y, styles.contact, item.link);
      x += textWidth(item.text, styles.contact);
    });
    flow.y -= lineHeight(styles.contact);
  }
  if (photo) flow.y = Math.min(flow.y, top - PHOTO_SIZE);
  flow.y -= 4;
}

/** Skills as tags: tinted rounded boxes that wrap like words. */
function drawTags(flow: PageFlow, tags: string[], style: TextStyle): void {
  const padX = 6;
  const height = 16;
  const gap = 5;
  const maxText = CONTENT_WIDTH - 2 * padX;
  let x = PAGE.margin;
  flow.ensure(height);
  for (const tag of tags) {
    for (const text of wrapLines(tag, maxText, style)) {
      const width = textWidth(text, style) + 2 * padX;
      if (x > PAGE.margin && x + width > PAGE.width - PAGE.margin) {
        x = PAGE.margin;
        flow.y -= height + gap;
        flow.ensure(height);
      }
      const r = 4;
      flow.page.drawSvgPath(
        `M ${r} 0 H ${width - r} Q ${width} 0 ${width} ${r} V ${height - r} Q ${width} ${height} ${width - r} ${height} H ${r} Q 0 ${height} 0 ${height - r} V ${r} Q 0 0 ${r} 0 Z`,
        { x, y: flow.y, color: COLORS.tint, borderWidth: 0 },
      );
      drawLine(flow.page, text, x + padX, flow.y - (height - lineHeight(style)) / 2, style);
      x += width + gap;
    }
  }
  flow.y -= height;
}

type SectionContext = { flow: PageFlow; styles: Styles; labels: PdfLabels; language: Locale };

function drawProfile({ flow, styles, labels, language }: SectionContext, resume: ResumeForPdf): void {
  const { personalHeadline, openTo } = resume.workInformation;
  if (!personalHeadline.trim() && openTo.length === 0) return;
  const text = personalHeadline.trim() ? freeTextRows(personalHeadline, CONTENT_WIDTH, styles.body, 0) : [];
  drawHeading(flow, labels.sections.profile, styles, rowsHeight(text.slice(0, 2)) || lineHeight(styles.body));
  drawRows(flow, text, PAGE.margin);
  if (openTo.length > 0) {
    if (text.length > 0) flow.space(6);
    const jobTypes = openTo.map((jobType) => enumLabels(language).jobType[jobType]).join(', ');
    drawEntry(
      flow,
      rowsOf(labels.openTo, LEFT_COLUMN, styles.side),
      rowsOf(jobTypes, RIGHT_WIDTH, styles.body),
      1,
    );
  }
}

function drawWorkExperiences({ flow, styles, labels, language }: SectionContext, resume: ResumeForPdf): void {
  if (resume.workExperiences.length === 0) return;
  const enums = enumLabels(language);
  const entries = resume.workExperiences.map((experience) => {
    const side = rowsOf(
      formatResumePeriod(experience.workFrom, experience.workTo, experience.currentlyWorking, language),
      LEFT_COLUMN,
      styles.side,
    );
    const head = [
      ...rowsOf(experience.jobTitle, RIGHT_WIDTH, styles.title),
      ...rowsOf(
        [
          experience.company,
          enums.industry[experience.industry],
          enums.companySize[experience.companySize],
        ].join(' · '),
        RIGHT_WIDTH,
        styles.meta,
      ),
    ];
    const description = freeTextRows(experience.jobDescription, RIGHT_WIDTH, styles.body, 4);
    return { side, main: [...head, ...description], keep: head.length + Math.min(2, description.length) };
  });
  drawSection(flow, labels.sections.workExperiences, styles, entries);
}

function drawEducations({ flow, styles, labels, language }: SectionContext, resume: ResumeForPdf): void {
  const entries = resume.educations.map((education) => {
    const main = [
      ...rowsOf(education.degree, RIGHT_WIDTH, styles.title),
      ...(education.majorIn.trim() ? rowsOf(education.majorIn, RIGHT_WIDTH, styles.body) : []),
      ...rowsOf(education.school, RIGHT_WIDTH, styles.meta),
    ];
    const period = formatResumePeriod(
      education.studyFrom,
      education.studyTo,
      education.currentlyStudying,
      language,
    );
    return { side: rowsOf(period, LEFT_COLUMN, styles.side), main, keep: main.length };
  });
  drawSection(flow, labels.sections.educations, styles, entries);
}

function drawLanguages({ flow, styles, labels, language }: SectionContext, resume: ResumeForPdf): void {
  const entries = resume.languages.map((entry) => ({
    side: rowsOf(languageName(entry.iso, language), LEFT_COLUMN, styles.sideStrong),
    main: rowsOf(enumLabels(language).languageLevel[entry.level], RIGHT_WIDTH, styles.body),
    keep: 1,
  }));
  drawSection(flow, labels.sections.languages, styles, entries, 2);
}

function drawCertifications({ flow, styles, labels, language }: SectionContext, resume: ResumeForPdf): void {
  const entries = resume.certifications.map((certification) => {
    const issued = certification.issueDate ? formatResumeMonth(certification.issueDate, language) : null;
    const expires = certification.expiryDate ? formatResumeMonth(certification.expiryDate, language) : null;
    const side = [
      ...(issued ? rowsOf(issued, LEFT_COLUMN, styles.side) : []),
      ...(expires ? rowsOf(`${labels.expires} ${expires}`, LEFT_COLUMN, styles.side) : []),
    ];
    const main = [
      ...rowsOf(certification.name, RIGHT_WIDTH, styles.title),
      ...(certification.issuingOrg.trim() ? rowsOf(certification.issuingOrg, RIGHT_WIDTH, styles.meta) : []),
      ...(certification.credentialId.trim()
        ? rowsOf(`${labels.credentialId}: ${certification.credentialId}`, RIGHT_WIDTH, styles.meta)
        : []),
      ...(certification.credentialUrl
        ? rowsOf(certification.credentialUrl, RIGHT_WIDTH, styles.link, { link: certification.credentialUrl })
        : []),
    ];
    return { side, main, keep: main.length };
  });
  drawSection(flow, labels.sections.certifications, styles, entries);
}

function drawRewards({ flow, styles, labels }: SectionContext, resume: ResumeForPdf): void {
  if (resume.rewards.length === 0) return;
  const entries = resume.rewards.map((reward) => {
    const main = [
      ...rowsOf(reward.title, CONTENT_WIDTH, styles.title),
      ...(reward.issuer.trim() ? rowsOf(reward.issuer, CONTENT_WIDTH, styles.meta) : []),
    ];
    return { main, keep: main.length };
  });
  drawHeading(flow, labels.sections.rewards, styles, rowsHeight(entries[0]?.main ?? []));
  entries.forEach((entry, index) => {
    if (index > 0) flow.space(8);
    flow.ensure(rowsHeight(entry.main.slice(0, entry.keep)));
    drawRows(flow, entry.main, PAGE.margin);
  });
}

function drawSocialLinks({ flow, styles, labels, language }: SectionContext, resume: ResumeForPdf): void {
  const entries = resume.socialLinks.map((link) => ({
    side: rowsOf(enumLabels(language).candidateLinkKind[link.linkType], LEFT_COLUMN, styles.side),
    main: rowsOf(link.link, RIGHT_WIDTH, styles.link, { link: link.link }),
    keep: 1,
  }));
  drawSection(flow, labels.sections.socialLinks, styles, entries, 2);
}

type Entry = { side: Row[]; main: Row[]; keep: number };

/** A heading and its two-column entries; nothing at all when there are none. */
function drawSection(flow: PageFlow, heading: string, styles: Styles, entries: Entry[], entryGap = 10): void {
  const first = entries[0];
  if (!first) return;
  drawHeading(
    flow,
    heading,
    styles,
    Math.max(rowsHeight(first.side), rowsHeight(first.main.slice(0, first.keep))),
  );
  entries.forEach((entry, index) => {
    if (index > 0) flow.space(entryGap);
    drawEntry(flow, entry.side, entry.main, entry.keep);
  });
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
