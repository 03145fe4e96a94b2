import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CvImportError } from './cv-import-error';

/*
 * The text of a PDF as lines in reading order, with where each piece sits and how large it is set.
 * pdf.js (legacy build: plain Node, no canvas, no system packages) gives positioned text runs; this
 * module groups them into rows and, within a row, into segments split at wide gaps, so a date set
 * flush right or a label column stays apart from the text beside it. A sidebar (LinkedIn's left
 * column, a two-column résumé) is read on its own before the main column: its own headings in a
 * larger type tell it from a column of labels (dates beside entries), which stays on its rows.
 */

/** A run of text on a row, up to the next wide gap. */
export type TextSegment = {
  text: string;
  x: number;
  right: number;
  /** the baseline of the segment's row */
  y: number;
  size: number;
  /** a trailing "(…)" set in another font than the text before it (a place beside a name) */
  aside: string;
};

/** One row of text as the reader sees it. */
export type TextLine = {
  page: number;
  y: number;
  x: number;
  /** the type size of the line's first segment */
  size: number;
  segments: TextSegment[];
  text: string;
  /** whether the first segment is a label left of the page's label column (a date beside an entry) */
  labelled: boolean;
};

/** The document information and the lines of a PDF. */
export type PdfText = {
  info: { title: string; author: string; producer: string };
  lines: TextLine[];
  /** the type size most of the text is set in */
  bodySize: number;
};

type Run = { text: string; x: number; right: number; y: number; size: number; font: string };

/** Reads the text of a PDF; throws `encrypted_file`, `unreadable_file` or `no_text`. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes the buffer over (and detaches it), so it gets a copy, and a plain Uint8Array (it refuses a Buffer)
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    disableFontFace: true,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new CvImportError('encrypted_file');
    throw new CvImportError('unreadable_file', error instanceof Error ? error.message : undefined);
  }
  try {
    const meta = await doc.getMetadata().catch(() => null);
    const infoRecord = (meta?.info ?? {}) as Record<string, unknown>;
    const field = (key: string) => (typeof infoRecord[key] === 'string' ? (infoRecord[key] as string) : '');
    const lines: TextLine[] = [];
    const sizes: number[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const width = page.getViewport({ scale: 1 }).width;
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const text = item.str.replace(/\u00ad/g, '-');
        if (text.trim() === '') continue;
        const [a, b, c, d, x, y] = item.transform as number[];
        const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0);
        runs.push({ text, x: x ?? 0, right: (x ?? 0) + item.width, y: y ?? 0, size, font: item.fontName });
        for (let i = 0; i < text.length; i += 1) sizes.push(size);
      }
      lines.push(...pageLines(runs, number, width));
      page.cleanup();
    }
    if (lines.length === 0) throw new CvImportError('no_text');
    sizes.sort((p, q) => p - q);
    const repeated = repeatedOnPages(lines);
    return {
      info: { title: field('Title'), author: field('Author'), producer: field('Producer') },
      lines: lines.filter((line) => !isPageFurniture(line) && !repeated.has(furnitureKey(line))),
      bodySize: sizes[Math.floor(sizes.length / 2)] ?? 10,
    };
  } finally {
    await task.destroy();
  }
}

const furnitureKey = (line: TextLine) => `${Math.round(line.y)}:${line.text.replace(/\d+/g, '#')}`;

/** Running heads and footers: the same text (numbers aside) at the same height on several pages. */
function repeatedOnPages(lines: TextLine[]): Set<string> {
  const pages = new Map<string, Set<number>>();
  for (const line of lines) {
    const key = furnitureKey(line);
    pages.set(key, (pages.get(key) ?? new Set()).add(line.page));
  }
  return new Set([...pages].filter(([, on]) => on.size >= 2).map(([key]) => key));
}

/** "Page 1 of 2", "Seite 1 von 2", "1/2", a lone page number: not part of the CV. */
function isPageFurniture(line: TextLine): boolean {
  return /^(?:(?:page|seite)\s+\d+(?:\s+(?:of|von)\s+\d+)?|\d+\s*\/\s*\d+|-?\s*\d{1,2}\s*-?)$/i.test(
    line.text.trim(),
  );
}

/** The rows of one page, read column by column when the page has a sidebar. */
function pageLines(runs: Run[], page: number, width: number): TextLine[] {
  const rows = groupRows(runs);
  const segmented = rows.map((row) => segmentRow(row));
  const gutter = findGutter(segmented.flat(), width);
  if (gutter === null) return segmented.map((segments) => toLine(segments, page, false));
  const left = segmented.flat().filter((segment) => segment.right <= gutter);
  if (isSidebar(left)) {
    const leftRows: TextSegment[][] = [];
    const mainRows: TextSegment[][] = [];
    for (const segments of segmented) {
      const own = segments.filter((segment) => segment.right <= gutter);
      const rest = segments.filter((segment) => segment.right > gutter);
      if (own.length > 0) leftRows.push(own);
      if (rest.length > 0) mainRows.push(rest);
    }
    // a full-width header (the name across both columns) comes first
    const leftTop = Math.max(...leftRows.map((row) => rowY(row)));
    const header = mainRows.filter((row) => rowY(row) > leftTop + 2);
    const main = mainRows.filter((row) => !header.includes(row));
    return [...header, ...leftRows, ...main].map((segments) => toLine(segments, page, false));
  }
  return segmented.map((segments) =>
    toLine(segments, page, (segments[0]?.right ?? 0) <= gutter && segments.length > 1),
  );
}

function rowY(row: TextSegment[]): number {
  return row[0]?.y ?? 0;
}

/** Runs on the same baseline (within a fraction of their size; superscripts join their row). */
function groupRows(runs: Run[]): Run[][] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x);
  const rows: { y: number; size: number; runs: Run[] }[] = [];
  for (const run of sorted) {
    const row = rows.find(
      (candidate) => Math.abs(candidate.y - run.y) <= 0.55 * Math.min(candidate.size, run.size),
    );
    if (row) {
      row.runs.push(run);
      if (run.size > row.size) {
        row.size = run.size;
        row.y = run.y;
      }
    } else rows.push({ y: run.y, size: run.size, runs: [run] });
  }
  rows.sort((p, q) => q.y - p.y);
  return rows.map((row) => {
    return row.runs.sort((p, q) => p.x - q.x);
  });
}

/** Splits a row at gaps wider than most of a character: flush-right dates, label columns. */
function segmentRow(row: Run[]): TextSegment[] {
  const groups: Run[][] = [];
  for (const run of row) {
    const last = groups.at(-1);
    const previous = last?.at(-1);
    if (last && previous && run.x - previous.right <= 0.8 * Math.max(run.size, previous.size)) last.push(run);
    else groups.push([run]);
  }
  return groups.map(toSegment);
}

function toSegment(runs: Run[]): TextSegment {
  // its own baseline: rows of two columns may be a few points apart
  const y = runs.reduce((big, run) => (run.size > big.size ? run : big)).y;
  const first = runs[0] as Run;
  const last = runs.at(-1) as Run;
  let aside = '';
  let body = runs;
  if (runs.length > 1 && /^\(.*\)$/.test(last.text.trim()) && last.font !== first.font) {
    aside = last.text.trim();
    body = runs.slice(0, -1);
  }
  let text = '';
  let previous: Run | undefined;
  for (const run of body) {
    const gap = previous ? run.x - previous.right : 0;
    if (previous && gap > 0.15 * run.size && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
    text += run.text;
    previous = run;
  }
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    x: first.x,
    right: last.right,
    y,
    size: Math.max(...runs.map((run) => run.size)),
    aside,
  };
}

/**
 * Where a second column starts: a left edge shared by several segments, in the left 15–60 % of the
 * page, that hardly any segment crosses. Null when the page is one column.
 */
function findGutter(segments: TextSegment[], width: number): number | null {
  const edges = new Map<number, number>();
  for (const segment of segments) {
    if (segment.x < 0.15 * width || segment.x > 0.6 * width) continue;
    const key = Math.round(segment.x);
    edges.set(key, (edges.get(key) ?? 0) + 1);
  }
  let best: { edge: number; count: number } | null = null;
  for (const [edge, count] of edges) {
    if (count < 4) continue;
    const crossing = segments.filter((s) => s.x < edge - 2 && s.right > edge - 2).length;
    const leftCount = segments.filter((s) => s.right <= edge - 2).length;
    if (leftCount < 3 || crossing > 0.15 * segments.length) continue;
    if (!best || count > best.count) best = { edge, count };
  }
  return best ? best.edge - 2 : null;
}

/** A column with its own headings set larger than its text is a sidebar, not a column of labels. */
function isSidebar(left: TextSegment[]): boolean {
  if (left.length < 3) return false;
  const sizes = left.map((s) => s.size).sort((p, q) => p - q);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  // a name set large at the top is no heading: headings are a little larger, not twice the size
  return left.some(
    (s) => s.size >= 1.15 * median && s.size <= 1.8 * median && s.text.length <= 40 && /\p{L}/u.test(s.text),
  );
}

function toLine(segments: TextSegment[], page: number, labelled: boolean): TextLine {
  const first = segments[0] as TextSegment;
  return {
    page,
    y: rowY(segments),
    x: first.x,
    size: first.size,
    segments,
    text: segments.map((segment) => segment.text).join(' '),
    labelled,
  };
}
