/*
 * CSV as spreadsheets write it (RFC 4180): `,` or `;` between fields (German Excel writes `;`),
 * fields in double quotes may hold separators, line breaks and `""` for a quote; CRLF or LF.
 */

/** A record of a sheet: its row number as the spreadsheet shows it (the first line is row 1). */
export type SheetRow = { row: number; cells: string[] };

/**
 * The text of a CSV file: UTF-8 with or without a byte order mark. A file that is not valid UTF-8
 * is read as Windows-1252, which is what Excel's plain "CSV" writes on German and English Windows.
 */
export function decodeCsvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/**
 * The separator of a file, read from its header line (outside quotes): whichever of `;` and `,`
 * occurs more often; a tab if the line has only tabs; `,` when nothing tells.
 */
export function detectSeparator(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
  }
  if (counts[';'] > counts[',']) return ';';
  if (counts[','] === 0 && counts[';'] === 0 && counts['\t'] > 0) return '\t';
  return ',';
}

/**
 * The records of a CSV text with their row numbers. Each record is one spreadsheet row even when
 * its quoted fields span several lines, so the numbers match what Excel or LibreOffice show.
 * `maxRows` stops early (the caller refuses the file then), so a huge file costs no more work.
 */
export function parseCsv(text: string, maxRows = Number.POSITIVE_INFINITY): SheetRow[] {
  const separator = detectSeparator(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let rowNumber = 1;
  const endRecord = () => {
    cells.push(field);
    rows.push({ row: rowNumber, cells });
    rowNumber += 1;
    cells = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += char;
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === separator) {
      cells.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      if (rows.length > maxRows) return rows;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (field !== '' || cells.length > 0 || fieldStarted) endRecord();
  return rows;
}

/**
 * What a spreadsheet takes for the start of a formula (`=`, `+`, `-`, `@`) or strips before one (tab,
 * carriage return): a cell of a CSV that starts so would run as a formula when the file is opened
 * ("CSV injection"), so the writer puts a `'` in front, the quote prefix by which spreadsheets mark
 * text, and the reader takes that one `'` off again. Excel files need no such care: their cells are
 * written as strings (`inlineStr`), which a spreadsheet never evaluates.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text made safe to open in a spreadsheet (see FORMULA_START). */
export function neutralisedCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell's text as typed: the quote prefix of a neutralised cell taken off (see FORMULA_START). */
export function typedCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Quotes a field when it holds the separator, a quote or a line break. */
export function csvField(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV text (CRLF, as spreadsheets write it) of the given rows. */
export function writeCsv(rows: readonly (readonly string[])[], separator: ',' | ';'): string {
  const lines = rows.map((row) =>
    row.map((cell) => csvField(neutralisedCell(cell), separator)).join(separator),
  );
  return `${lines.join('\r\n')}\r\n`;
}
