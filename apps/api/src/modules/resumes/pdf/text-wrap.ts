/** Width of a piece of text in points at the size being set. */
export type MeasureText = (text: string) => number;

/** Splits a word wider than a line into pieces that each fit, at code point boundaries. */
function breakWord(word: string, maxWidth: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Breaks one paragraph (no line breaks in it) into lines no wider than `maxWidth`, between words
 * where it can and inside a word (a long URL) only when the word alone is wider than a line.
 * Runs of spaces count as one. Widths add up word by word: the PDF draws advance widths without
 * kerning, so the sum is exactly what the line measures.
 */
export function wrapText(paragraph: string, maxWidth: number, measure: MeasureText): string[] {
  const words = paragraph.split(' ').filter((word) => word !== '');
  const spaceWidth = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of words) {
    const wordWidth = measure(word);
    if (line !== '' && lineWidth + spaceWidth + wordWidth <= maxWidth) {
      line += ` ${word}`;
      lineWidth += spaceWidth + wordWidth;
      continue;
    }
    if (line !== '') lines.push(line);
    if (wordWidth <= maxWidth) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    const pieces = breakWord(word, maxWidth, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
    lineWidth = measure(line);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A paragraph of free text; list items ("- ", "• ", "* ") are drawn with a bullet and an indent. */
export type Paragraph = { text: string; bullet: boolean };

const BULLET = /^\s*[-•*–·]\s+/u;

/**
 * The paragraphs of a free-text field such as a job description: one per line the candidate wrote,
 * blank lines dropped (the layout puts its own space between paragraphs).
 */
export function paragraphsOf(text: string): Paragraph[] {
  return text
    .split(/\r\n|[\n\r\u2028\u2029]/u)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) =>
      BULLET.test(line) ? { text: line.replace(BULLET, ''), bullet: true } : { text: line, bullet: false },
    );
}
