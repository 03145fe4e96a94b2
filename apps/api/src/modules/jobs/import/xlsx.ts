import { XMLParser } from 'fast-xml-parser';
import { Unzip, UnzipInflate, zipSync } from 'fflate';
import { AppError } from '../../../errors/app-error';
import type { SheetRow } from './csv';

/*
 * Excel workbooks (.xlsx, Office Open XML): the first sheet's cells as text. A workbook is a zip of
 * XML parts; only the parts the cells need are unpacked, in small steps, and the whole stops as soon
 * as it grows past `maxUnpackedBytes` (a "zip bomb" of a few KB can unpack to gigabytes).
 */

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Encrypted (password-protected) Office files and old .xls files are OLE compound documents. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Input is fed to the unzipper in steps of this size: deflate expands at most ~1032×, so one step unpacks at most ~4 MB. */
const FEED_BYTES = 4 * 1024;
const MAX_ZIP_ENTRIES = 2000;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

export function looksLikeZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_MAGIC);
}

export function looksLikeOle(bytes: Uint8Array): boolean {
  return startsWith(bytes, OLE_MAGIC);
}

/** Whether a part of the package is one the cells need. */
function isWanted(name: string): boolean {
  return (
    name === 'xl/workbook.xml' ||
    name === 'xl/_rels/workbook.xml.rels' ||
    name === 'xl/sharedStrings.xml' ||
    /^xl\/worksheets\/[^/]+\.xml$/.test(name)
  );
}

/** The wanted parts of a zip, unpacked within the byte budget; file_too_large past it, file_damaged for a broken zip. */
function unpackParts(bytes: Uint8Array, maxUnpackedBytes: number): Map<string, Uint8Array> {
  const chunks = new Map<string, Uint8Array[]>();
  let unpacked = 0;
  let entries = 0;
  let failure: AppError | null = null;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > MAX_ZIP_ENTRIES) failure ??= new AppError('file_too_large');
    if (failure || !isWanted(file.name)) return;
    const parts: Uint8Array[] = [];
    chunks.set(file.name, parts);
    file.ondata = (error, data) => {
      if (failure) return;
      if (error) {
        failure = new AppError('file_damaged');
        return;
      }
      unpacked += data.length;
      if (unpacked > maxUnpackedBytes) {
        failure = new AppError('file_too_large');
        file.terminate();
        return;
      }
      parts.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += FEED_BYTES) {
      const end = Math.min(offset + FEED_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    failure ??= new AppError('file_damaged');
  }
  if (failure) throw failure;
  const parts = new Map<string, Uint8Array>();
  for (const [name, list] of chunks) {
    const whole = new Uint8Array(list.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of list) {
      whole.set(chunk, at);
      at += chunk.length;
    }
    parts.set(name, whole);
  }
  return parts;
}

const ARRAY_TAGS = new Set(['sheet', 'Relationship', 'si', 'r', 'row', 'c']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: false,
  isArray: (name) => ARRAY_TAGS.has(name),
});

type XmlNode = Record<string, unknown>;

function parseXml(part: Uint8Array | undefined): XmlNode {
  if (!part) throw new AppError('file_damaged');
  const text = new TextDecoder('utf-8').decode(part);
  // an Office part never declares a DTD; one that does may try entity expansion tricks
  if (/<!DOCTYPE/i.test(text)) throw new AppError('file_damaged');
  try {
    return parser.parse(text) as XmlNode;
  } catch {
    throw new AppError('file_damaged');
  }
}

function child(node: unknown, name: string): unknown {
  return node && typeof node === 'object' ? (node as XmlNode)[name] : undefined;
}

function list(node: unknown): unknown[] {
  if (Array.isArray(node)) return node;
  return node === undefined || node === null ? [] : [node];
}

/** The text of an element as the parser gives it: a plain string, or `#text` beside attributes. */
function textOf(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') return String(node);
  const text = (node as XmlNode)['#text'];
  return text === undefined ? '' : String(text);
}

/** The text of a shared string or inline string: its `t`, or its rich-text runs' `t` (phonetic hints left out). */
function richText(node: unknown): string {
  const direct = child(node, 't');
  if (direct !== undefined) return textOf(direct);
  return list(child(node, 'r'))
    .map((run) => textOf(child(run, 't')))
    .join('');
}

/** Column index (0-based) of a cell reference like `C7`. */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref.toUpperCase())?.[0] ?? '';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

function attribute(node: unknown, name: string): string | undefined {
  const value = child(node, `@_${name}`);
  return value === undefined ? undefined : String(value);
}

/** The path of the workbook's first sheet inside the package. */
function firstSheetPath(parts: Map<string, Uint8Array>): string {
  const workbook = parseXml(parts.get('xl/workbook.xml'));
  const sheet = list(child(child(child(workbook, 'workbook'), 'sheets'), 'sheet'))[0];
  const relationId = attribute(sheet, 'id');
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  if (relationId && rels) {
    const relation = list(child(child(parseXml(rels), 'Relationships'), 'Relationship')).find(
      (candidate) => attribute(candidate, 'Id') === relationId,
    );
    const target = attribute(relation, 'Target');
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return 'xl/worksheets/sheet1.xml';
}

/**
 * The first sheet's rows (empty rows left out) with the row numbers Excel shows. Errors: a file
 * that is no workbook file_type_not_allowed, an encrypted one file_protected, a broken one
 * file_damaged, one unpacking past the budget file_too_large.
 */
export function readXlsx(
  bytes: Uint8Array,
  options: { maxUnpackedBytes: number; maxRows: number },
): SheetRow[] {
  if (looksLikeOle(bytes)) throw new AppError('file_protected');
  if (!looksLikeZip(bytes)) throw new AppError('file_type_not_allowed');
  const parts = unpackParts(bytes, options.maxUnpackedBytes);
  if (!parts.has('xl/workbook.xml')) throw new AppError('file_type_not_allowed');
  const sheetPath = firstSheetPath(parts);
  const shared = parts.has('xl/sharedStrings.xml')
    ? list(child(child(parseXml(parts.get('xl/sharedStrings.xml')), 'sst'), 'si')).map(richText)
    : [];
  const sheet = parseXml(parts.get(sheetPath));
  const rows: SheetRow[] = [];
  let previousRow = 0;
  for (const rowNode of list(child(child(child(sheet, 'worksheet'), 'sheetData'), 'row'))) {
    const declared = Number(attribute(rowNode, 'r'));
    const row = Number.isInteger(declared) && declared > 0 ? declared : previousRow + 1;
    previousRow = row;
    const cells: string[] = [];
    let previousColumn = -1;
    for (const cell of list(child(rowNode, 'c'))) {
      const ref = attribute(cell, 'r');
      const column = ref ? columnIndex(ref) : previousColumn + 1;
      previousColumn = column;
      if (column < 0 || column > 16_383) throw new AppError('file_damaged');
      const type = attribute(cell, 't') ?? 'n';
      const value = textOf(child(cell, 'v'));
      let text: string;
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') text = richText(child(cell, 'is'));
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else text = value;
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    if (cells.some((text) => text.trim() !== '')) rows.push({ row, cells });
    if (rows.length > options.maxRows) break;
  }
  return rows;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the control characters XML 1.0 forbids
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // characters XML 1.0 cannot carry
      .replace(XML_FORBIDDEN, '')
  );
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/**
 * A workbook of one sheet with the given rows as text cells; the first row bold (a header), every
 * cell wrapping its lines, the columns wide enough to read.
 */
export function writeXlsx(sheetName: string, rows: readonly (readonly string[])[]): Uint8Array {
  const encode = (text: string) => new TextEncoder().encode(text);
  const header = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const columnCount = Math.max(0, ...rows.map((row) => row.length));
  const cols = Array.from(
    { length: columnCount },
    (_, index) => `<col min="${index + 1}" max="${index + 1}" width="28" customWidth="1"/>`,
  ).join('');
  const sheetRows = rows
    .map((row, rowIndex) => {
      const cells = row
        .map(
          (text, columnIndexValue) =>
            `<c r="${columnName(columnIndexValue)}${rowIndex + 1}" t="inlineStr" s="${rowIndex === 0 ? 1 : 2}"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`,
        )
        .join('');
      return `<row r="${rowIndex + 1}">${cells}</row>`;
    })
    .join('');
  const files = {
    '[Content_Types].xml': encode(
      `${header}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ),
    '_rels/.rels': encode(
      `${header}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': encode(
      `${header}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': encode(
      `${header}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': encode(
      `${header}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf></cellXfs></styleSheet>`,
    ),
    'xl/worksheets/sheet1.xml': encode(
      `${header}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  };
  return zipSync(files, { level: 6 });
}
