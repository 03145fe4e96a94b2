import {
  appendBezierCurve,
  clip,
  closePath,
  endPath,
  moveTo,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import {
  CONTENT_WIDTH,
  drawLine,
  lineHeight,
  PAGE,
  type PageFlow,
  type TextStyle,
  textWidth,
  wrapLines,
} from './page-flow';
import type { Styles } from './resume-layout';
import type { ResumeForPdf } from './resume-pdf-input';

/*
 * The head of the CV's first page: name, headline, contact details and links, and the photo.
 */

const PHOTO_SIZE = 84;

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

/** Name, headline, contact details and links, with the photo at the top right. */
export function drawHeader(
  flow: PageFlow,
  resume: ResumeForPdf,
  styles: Styles,
  photo: PDFImage | null,
): void {
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
