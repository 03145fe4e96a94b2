import type { ResumeProposal } from '@veil/domain';
import { unzipSync } from 'fflate';
import { CvImportError } from './cv-import-error';
import { parseCvText } from './cv-text';
import { isLinkedInExportFile, parseLinkedInExport } from './linkedin-export';
import { isLinkedInPdf, parseLinkedInPdf } from './linkedin-pdf';
import { readPdfText } from './pdf-text';

/*
 * The CV import: a PDF CV, a LinkedIn "Save to PDF" profile, LinkedIn's data export (the ZIP or one
 * of its CSV files) in, a proposal of the resume's sections out. Pure and local: no file leaves
 * the process, nothing is saved; the candidate reviews the proposal before anything is kept.
 */

/** A file as uploaded. */
export type CvFile = { fileName: string; bytes: Uint8Array };

const startsWith = (bytes: Uint8Array, text: string) =>
  [...text].every((char, i) => bytes[i] === char.charCodeAt(0));

/** Reads a CV file into a proposal; throws a `CvImportError` for files it cannot read. */
export async function importCv(file: CvFile): Promise<ResumeProposal> {
  const { bytes } = file;
  if (bytes.length === 0) throw new CvImportError('empty_file');
  // a PDF may have a few bytes before its header
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) {
    const pdf = await readPdfText(bytes);
    return isLinkedInPdf(pdf) ? parseLinkedInPdf(pdf) : parseCvText(pdf);
  }
  if (startsWith(bytes, 'PK\u0003\u0004') || startsWith(bytes, 'PK\u0005\u0006'))
    return importExportZip(bytes);
  if (isLinkedInExportFile(file.fileName)) return parseLinkedInExport(new Map([[file.fileName, bytes]]));
  throw new CvImportError('unsupported_file');
}

function importExportZip(bytes: Uint8Array): ResumeProposal {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => isLinkedInExportFile(entry.name) && entry.originalSize < 20_000_000,
    });
  } catch (error) {
    throw new CvImportError('unreadable_file', error instanceof Error ? error.message : undefined);
  }
  const entries = Object.entries(files);
  if (entries.length === 0)
    throw new CvImportError('unsupported_file', 'no LinkedIn export files in the ZIP');
  return parseLinkedInExport(new Map(entries));
}
