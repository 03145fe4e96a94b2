import type { ResumeFonts } from './fonts';
import {
  COLORS,
  CONTENT_WIDTH,
  drawLine,
  lineHeight,
  PAGE,
  type PageFlow,
  type TextStyle,
  wrapLines,
} from './page-flow';
import { paragraphsOf } from './text-wrap';

/*
 * The CV's layout: its text styles, its two columns (a narrow side column, a wide main one), rows of
 * wrapped text, and sections of entries under a heading, kept together across page breaks.
 */

export const LEFT_COLUMN = 104;
const GUTTER = 14;
const RIGHT_X = PAGE.margin + LEFT_COLUMN + GUTTER;
export const RIGHT_WIDTH = CONTENT_WIDTH - LEFT_COLUMN - GUTTER;
const BULLET_INDENT = 10;

export type Styles = ReturnType<typeof stylesOf>;

/** The text styles of the CV, set in its fonts. */
export function stylesOf(fonts: ResumeFonts) {
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
export type Row = {
  text: string;
  style: TextStyle;
  indent?: number;
  bullet?: boolean;
  gapBefore?: number;
  link?: string;
};

/** Rows of a paragraph wrapped to `width`. */
export function rowsOf(
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
export function freeTextRows(text: string, width: number, style: TextStyle, gapBefore: number): Row[] {
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

export const rowsHeight = (rows: Row[]): number =>
  rows.reduce((sum, row) => sum + (row.gapBefore ?? 0) + lineHeight(row.style), 0);

/** Draws rows at `x` down the flow, each on the page where it fits. */
export function drawRows(flow: PageFlow, rows: Row[], x: number): void {
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
export function drawEntry(flow: PageFlow, side: Row[], main: Row[], keep: number): void {
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
export function drawHeading(flow: PageFlow, text: string, styles: Styles, firstContentHeight: number): void {
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

export type Entry = { side: Row[]; main: Row[]; keep: number };

/** A heading and its two-column entries; nothing at all when there are none. */
export function drawSection(
  flow: PageFlow,
  heading: string,
  styles: Styles,
  entries: Entry[],
  entryGap = 10,
): void {
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
