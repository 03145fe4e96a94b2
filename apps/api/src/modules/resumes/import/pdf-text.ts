import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CvImportError } from './cv-import-error';
import { sectionOf } from './sections';

/*
 * The text of a PDF as lines in reading order, with where each piece sits and how large it is set.
 * pdf.js (legacy build: plain Node, no canvas, no system packages) gives positioned text runs; this
 * module groups them into rows and, within a row, into segments split at wide gaps, so a date set
 * flush right or a label column stays apart from the text beside it; a justified line that came
 * apart at its wide spaces is one text again. Two columns (LinkedIn's sidebar, a two-column résumé,
 * a sidebar on the right) are found by the empty strip between them and read one after the other,
 * left first: their own headings (known words or a larger type) tell them from a column of labels
 * or dates beside the entries, which stays on its rows. Icon glyphs are dropped and TeX's split
 * umlauts recomposed (`cleanText`).
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
        const text = cleanText(item.str);
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
      lines: lines.filter((line) => !isPageFurniture(line) && !repeated(line)),
      bodySize: sizes[Math.floor(sizes.length / 2)] ?? 10,
    };
  } finally {
    await task.destroy();
  }
}

/**
 * A text run as the reader means it: soft hyphens as hyphens, icon-font glyphs (private use area:
 * phone, mail, pin icons of LaTeX and web templates) dropped, a spacing diaeresis or accent that TeX
 * set beside its letter ("Nationalit¨at") joined to it, and the result in NFC.
 */
export function cleanText(raw: string): string {
  return raw
    .replace(/\u00ad/g, '-')
    .replace(/[\ue000-\uf8ff\u{f0000}-\u{ffffd}]/gu, '')
    .replace(/\u00a8\s?([aouAOUei])/g, '$1\u0308')
    .replace(/([aouAOUei])\s?\u00a8/g, '$1\u0308')
    .replace(/\u00b4\s?([aeiouAEIOU])/g, '$1\u0301')
    .replace(/`\s?([aeiouAEIOU])/g, '$1\u0300')
    .normalize('NFC');
}

const furnitureKey = (line: TextLine, numbered: boolean) =>
  `${Math.round(line.y)}:${numbered ? line.text.replace(/\d+/g, '#') : line.text}`;

/**
 * Running heads, footers and a sidebar repeated on every page: the same text at the same height on
 * several pages. Numbers may differ ("Seite 2 von 3") only in the top and bottom rows of a page, so
 * two jobs that happen to stand at the same height ("Firma 1 GmbH", "Firma 2 GmbH") both stay.
 */
function repeatedOnPages(lines: TextLine[]): (line: TextLine) => boolean {
  const edge = new Set<TextLine>();
  for (const page of new Set(lines.map((line) => line.page))) {
    const own = lines.filter((line) => line.page === page).sort((p, q) => q.y - p.y);
    for (const line of [...own.slice(0, 2), ...own.slice(-2)]) edge.add(line);
  }
  const keyOf = (line: TextLine) => furnitureKey(line, edge.has(line));
  const pages = new Map<string, Set<number>>();
  for (const line of lines) {
    const key = keyOf(line);
    pages.set(key, (pages.get(key) ?? new Set()).add(line.page));
  }
  return (line) => (pages.get(keyOf(line))?.size ?? 0) >= 2;
}

/** "Page 1 of 2", "Seite 1 von 2", "1/2", a lone page number: not part of the CV. */
function isPageFurniture(line: TextLine): boolean {
  return /^(?:(?:page|seite)\s+\d+(?:\s+(?:of|von)\s+\d+)?|\d+\s*\/\s*\d+|-?\s*\d{1,2}\s*-?)$/i.test(
    line.text.trim(),
  );
}

/** The rows of one page, read column by column when the page has two columns. */
function pageLines(runs: Run[], page: number, width: number): TextLine[] {
  const rows = groupRows(runs);
  const segmented = rows.map((row) => segmentRow(row)).filter((row) => row.length > 0);
  const columns = findColumns(segmented, width);
  if (columns === null) {
    const gutter = findGutter(segmented.flat(), width);
    return segmented.map((segments) => {
      const merged = mergeJustified(segments);
      return toLine(merged, page, gutter !== null && (merged[0]?.right ?? 0) <= gutter && merged.length > 1);
    });
  }
  const { split, top } = columns;
  const header: TextSegment[][] = [];
  const leftRows: TextSegment[][] = [];
  const rightRows: TextSegment[][] = [];
  for (const segments of segmented) {
    if (rowY(segments) > top + 1) {
      header.push(segments);
      continue;
    }
    const own = segments.filter((segment) => segment.right <= split);
    const rest = segments.filter((segment) => segment.right > split);
    if (own.length > 0) leftRows.push(mergeJustified(own));
    if (rest.length > 0) rightRows.push(mergeJustified(rest));
  }
  // left before right, as the eye reads them (LinkedIn's sidebar, then its main column)
  return [...header, ...leftRows, ...rightRows].map((segments) => toLine(segments, page, false));
}

/**
 * Two columns side by side: a vertical strip that (almost) no segment crosses, with section headings
 * (known words, or a type larger than the column's text) on both sides or on the narrower side. A
 * column of dates or labels beside entries has no headings of its own and stays on its rows. The
 * column with more text is the main one and is read first; rows above both columns' first heading
 * (the name across the page) come before either.
 */
function findColumns(rows: TextSegment[][], width: number): { split: number; top: number } | null {
  const segments = rows.flat();
  if (segments.length < 8) return null;
  const runs: { split: number; run: number }[] = [];
  let runStart: number | null = null;
  const allowed = Math.max(1, Math.floor(0.02 * segments.length));
  const bodyTop = Math.max(...segments.map((segment) => segment.y));
  for (let x = Math.round(0.2 * width); x <= Math.round(0.85 * width) + 2; x += 2) {
    const crossing = segments.filter(
      (segment) => segment.x < x - 1 && segment.right > x + 1 && segment.y < bodyTop - 1,
    ).length;
    const open = crossing <= allowed && x <= Math.round(0.85 * width);
    if (open && runStart === null) runStart = x;
    if (!open && runStart !== null) {
      if (x - runStart >= 4) runs.push({ split: runStart + (x - runStart) / 2, run: x - runStart });
      runStart = null;
    }
  }
  runs.sort((p, q) => q.run - p.run);
  for (const { split } of runs) {
    const found = columnsAt(segments, split);
    if (found) return found;
  }
  return null;
}

function columnsAt(segments: TextSegment[], split: number): { split: number; top: number } | null {
  const left = segments.filter((segment) => segment.right <= split);
  const right = segments.filter((segment) => segment.x >= split);
  if (left.length < 4 || right.length < 4) return null;
  const headingsLeft = headingsOf(left);
  const headingsRight = headingsOf(right);
  const chars = (side: TextSegment[]) => side.reduce((sum, segment) => sum + segment.text.length, 0);
  const mainLeft = chars(left) >= chars(right);
  const narrow = mainLeft ? headingsRight : headingsLeft;
  if (narrow.length < 2 && !(headingsLeft.length >= 1 && headingsRight.length >= 1)) return null;
  // a column of nothing but section names beside the entries (cvGenerator) is no sidebar
  const narrowSide = mainLeft ? right : left;
  if (narrowSide.length < 2 * narrow.length) return null;
  const firstHeading = (side: TextSegment[]) => {
    const known = headingsOf(side).filter((segment) => sectionOf(segment.text) !== null);
    return Math.max(...(known.length > 0 ? known : headingsOf(side)).map((segment) => segment.y), -1);
  };
  const tops = [firstHeading(left), firstHeading(right)].filter((y) => y >= 0);
  const top = Math.max(...tops);
  return { split, top };
}

/** Segments of a column that read as section headings: known words, or set larger than the column. */
function headingsOf(side: TextSegment[]): TextSegment[] {
  // the size most of the column's text is set in (by characters, so a few headings do not shift it)
  const weight = new Map<number, number>();
  for (const segment of side) {
    const key = Math.round(segment.size * 10) / 10;
    weight.set(key, (weight.get(key) ?? 0) + segment.text.length);
  }
  const median = [...weight].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, -1])[0];
  return side.filter(
    (segment) =>
      segment.text.length <= 40 &&
      !/\d/.test(segment.text) &&
      /\p{L}{3}/u.test(segment.text) &&
      (sectionOf(segment.text) !== null || (segment.size >= 1.2 * median && segment.size <= 1.8 * median)),
  );
}

/** A justified line comes out as words with wide gaps: three or more segments with only modest gaps are one text. */
function mergeJustified(segments: TextSegment[]): TextSegment[] {
  if (segments.length < 3) return segments;
  for (let i = 1; i < segments.length; i += 1) {
    const previous = segments[i - 1] as TextSegment;
    const segment = segments[i] as TextSegment;
    if (segment.x - previous.right > 3 * Math.max(segment.size, previous.size)) return segments;
  }
  const first = segments[0] as TextSegment;
  const last = segments.at(-1) as TextSegment;
  return [
    {
      ...first,
      text: segments.map((segment) => segment.text).join(' '),
      right: last.right,
      size: Math.max(...segments.map((segment) => segment.size)),
      aside: last.aside,
    },
  ];
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
  return groups.map(toSegment).filter((segment) => /[\p{L}\p{N}]/u.test(segment.text));
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
