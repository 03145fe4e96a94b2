import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors/app-error';
import { decodeCsvText, detectSeparator, parseCsv, writeCsv } from './csv';
import { jobsFromSheet, readSheet } from './job-import.service';
import { templateRows } from './job-import-template';
import { cellToRichText, listEntries, parseAmount, parseAudioQuestion } from './job-rows';
import { readXlsx, writeXlsx } from './xlsx';

describe('CSV', () => {
  it('detects the separator from the header line, outside quotes', () => {
    expect(detectSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectSeparator('a,b,c\n1;2;3')).toBe(',');
    expect(detectSeparator('"a;b",c\n')).toBe(',');
    expect(detectSeparator('a\tb\n')).toBe('\t');
    expect(detectSeparator('single')).toBe(',');
  });

  it('numbers records as spreadsheets do, with quoted separators, quotes and line breaks', () => {
    const rows = parseCsv('h1;h2\r\n"a;1";"say ""hi"""\r\n"two\nlines";x\rlast;"";\n');
    expect(rows).toEqual([
      { row: 1, cells: ['h1', 'h2'] },
      { row: 2, cells: ['a;1', 'say "hi"'] },
      { row: 3, cells: ['two\nlines', 'x'] },
      { row: 4, cells: ['last', '', ''] },
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['1', '2'] },
    ]);
  });

  it('stops early past a row limit', () => {
    expect(parseCsv('a\n1\n2\n3\n4\n', 2)).toHaveLength(3);
  });

  it('writes what it reads', () => {
    const rows = [
      ['Titel', 'Fragen'],
      ['A; B', 'Eins?\n"Zwei"?'],
    ];
    expect(parseCsv(writeCsv(rows, ';')).map((row) => row.cells)).toEqual(rows);
    expect(parseCsv(writeCsv(rows, ',')).map((row) => row.cells)).toEqual(rows);
  });

  it('reads UTF-8 with or without BOM, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsvText(Buffer.from('\uFEFFMünchen', 'utf8'))).toBe('München');
    expect(decodeCsvText(Buffer.from('München', 'utf8'))).toBe('München');
    expect(decodeCsvText(new Uint8Array([0x4d, 0xfc, 0x6e, 0x80]))).toBe('Mün€');
  });
});

describe('cells', () => {
  it('splits lists on line breaks and bars', () => {
    expect(listEntries('Vollzeit | Teilzeit\n\nFreelance|')).toEqual(['Vollzeit', 'Teilzeit', 'Freelance']);
    expect(listEntries('  ')).toEqual([]);
  });

  it('reads salaries in whole euros as people write them', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('55000')).toBe(55000);
    expect(parseAmount('55.000')).toBe(55000);
    expect(parseAmount('55,000')).toBe(55000);
    expect(parseAmount('1 250 000')).toBe(1250000);
    expect(parseAmount('55.000 €')).toBe(55000);
    expect(parseAmount('55000,00')).toBe(55000);
    expect(parseAmount('55,5')).toBeNull();
    expect(parseAmount('viel')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
  });

  it('reads audio questions with seconds or minutes in brackets', () => {
    expect(parseAudioQuestion('Wer sind Sie? (60 s)')).toEqual({ question: 'Wer sind Sie?', duration: 60 });
    expect(parseAudioQuestion('Why? (90)')).toEqual({ question: 'Why?', duration: 90 });
    expect(parseAudioQuestion('Why? (2 min)')).toEqual({ question: 'Why?', duration: 120 });
    expect(parseAudioQuestion('Warum? (1,5 Minuten)')).toEqual({ question: 'Warum?', duration: 90 });
    expect(parseAudioQuestion('No time')).toBeNull();
    expect(parseAudioQuestion('(60 s)')).toBeNull();
  });

  it('turns plain text into paragraphs and lists, escapes it, and keeps HTML as HTML', () => {
    expect(cellToRichText('Intro <3\n- one\n• two\n\nEnd')).toBe(
      '<p>Intro &lt;3</p><ul><li>one</li><li>two</li></ul><p>End</p>',
    );
    expect(cellToRichText('<p>Schon <b>HTML</b></p>')).toBe('<p>Schon <b>HTML</b></p>');
    expect(cellToRichText('  ')).toBe('');
  });
});

describe('xlsx', () => {
  it('reads back what it writes, skipping empty rows', () => {
    const rows = [
      ['Titel', 'Ort'],
      ['A & B <C>', 'Köln\nBonn'],
      ['', ''],
      ['D', ''],
    ];
    const read = readXlsx(writeXlsx('Stellen', rows), { maxUnpackedBytes: 1024 * 1024, maxRows: 10 });
    expect(read).toEqual([
      { row: 1, cells: ['Titel', 'Ort'] },
      { row: 2, cells: ['A & B <C>', 'Köln\nBonn'] },
      { row: 4, cells: ['D', ''] },
    ]);
  });
});

describe('damaged input', () => {
  /** A small seeded generator, so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }

  it('ends in a house error, never in anything else, for workbooks and CSVs with bytes changed at random', () => {
    const next = random(14);
    const workbook = writeXlsx('Jobs', templateRows('de'));
    const csv = Buffer.from(writeCsv(templateRows('en'), ','));
    for (let round = 0; round < 150; round += 1) {
      for (const [format, original] of [
        ['xlsx', workbook],
        ['csv', csv],
      ] as const) {
        const bytes = new Uint8Array(original);
        const changes = 1 + Math.floor(next() * 8);
        for (let i = 0; i < changes; i += 1) {
          bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
        }
        try {
          jobsFromSheet(readSheet(format, bytes), 'de');
        } catch (error) {
          expect(error, `round ${round} (${format})`).toBeInstanceOf(AppError);
        }
      }
    }
  });
});
