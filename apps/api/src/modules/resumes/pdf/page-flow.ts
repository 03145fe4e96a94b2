import { type PDFDocument, PDFHexString, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { drawableText, type ResumeFont } from './fonts';
import { wrapText } from './text-wrap';

/** A4 in points, with margins of about 18 mm and room for the footer below the text. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50, bottom: 64, footerBaseline: 32 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** Veil's colours: teal accent, near-black text and a cool grey for secondary lines. */
export const COLORS = {
  ink: rgb(0x1f / 255, 0x25 / 255, 0x2b / 255),
  muted: rgb(0x66 / 255, 0x71 / 255, 0x7b / 255),
  accent: rgb(0x0d / 255, 0x6b / 255, 0x66 / 255),
  accentDark: rgb(0x07 / 255, 0x5a / 255, 0x56 / 255),
  tint: rgb(0xe7 / 255, 0xf5 / 255, 0xf4 / 255),
  rule: rgb(0xdf / 255, 0xe4 / 255, 0xe8 / 255),
} as const;

/** How a run of text is set: font, size, colour, and the height of its line box. */
export type TextStyle = { font: ResumeFont; size: number; color: RGB; leading?: number };

/** The height of one line of a style: 1.4 times the size unless the style says otherwise. */
export const lineHeight = (style: TextStyle): number => style.leading ?? style.size * 1.4;

/** Where the baseline of a line box that starts at `top` lies (cap height and ascender near 0.7 em). */
const baselineOf = (top: number, style: TextStyle): number =>
  top - (lineHeight(style) - style.size) / 2 - style.size * 0.82;

/**
 * The text flowing down the pages of one document: a cursor (`y`, the top of the next line box)
 * that starts a new page whenever the next piece would reach into the footer, so no text ever runs
 * off a page.
 */
export class PageFlow {
  readonly pages: PDFPage[] = [];
  page: PDFPage;
  y = 0;

  constructor(private readonly doc: PDFDocument) {
    this.page = this.newPage();
  }

  /** Starts a new page and puts the cursor below its top margin. */
  newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  /** Whether `height` more points fit above the footer of the current page. */
  fits(height: number): boolean {
    return this.y - height >= PAGE.bottom;
  }

  /** Moves to a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (!this.fits(height)) this.newPage();
  }

  /** Leaves vertical space; at the top of a page it is dropped, so pages never start with a gap. */
  space(height: number): void {
    if (this.y < PAGE.height - PAGE.margin) this.y -= height;
  }

  /** Draws one line (already fitting its width) at `x` and moves the cursor below it. */
  line(text: string, x: number, style: TextStyle, link?: string): void {
    this.ensure(lineHeight(style));
    drawLine(this.page, text, x, this.y, style, link);
    this.y -= lineHeight(style);
  }

  /** Sets a paragraph in lines no wider than `width`, flowing onto further pages as needed. */
  paragraph(text: string, x: number, width: number, style: TextStyle, link?: string): void {
    for (const line of wrapLines(text, width, style)) this.line(line, x, style, link);
  }
}

/** A paragraph broken into lines of at most `width` points in the style's font and size. */
export function wrapLines(text: string, width: number, style: TextStyle): string[] {
  const drawable = drawableText(text, style.font);
  return wrapText(drawable, width, (piece) => style.font.widthOf(piece, style.size));
}

/** The width of one line of text in a style. */
export function textWidth(text: string, style: TextStyle): number {
  return style.font.widthOf(drawableText(text, style.font), style.size);
}

/** Draws one line in the line box starting at `top`; with `link`, the line opens that address. */
export function drawLine(
  page: PDFPage,
  text: string,
  x: number,
  top: number,
  style: TextStyle,
  link?: string,
): void {
  const drawable = drawableText(text, style.font);
  const baseline = baselineOf(top, style);
  page.drawText(drawable, { x, y: baseline, font: style.font.pdf, size: style.size, color: style.color });
  if (link) {
    const width = style.font.widthOf(drawable, style.size);
    addLink(page, [x, baseline - style.size * 0.25, x + width, baseline + style.size * 0.95], link);
  }
}

/**
 * An address as the ASCII a PDF link holds: the host in punycode, the rest percent-encoded; null when
 * it is no absolute address (then the text is shown without a link).
 */
function asciiHref(url: string): string | null {
  try {
    const href = new URL(url).href;
    return /^[\x21-\x7e]+$/.test(href) ? href : null;
  } catch {
    return null;
  }
}

/** A clickable area that opens a web or mail address (no border, as readers draw none for text). */
export function addLink(page: PDFPage, rect: [number, number, number, number], url: string): void {
  const href = asciiHref(url);
  if (href === null) return;
  const context = page.doc.context;
  const annotation = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFHexString.of(Buffer.from(href, 'latin1').toString('hex')) },
  });
  page.node.addAnnot(context.register(annotation));
}
