import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';
import { AppError } from '../../errors/app-error';
import { stripJpegMetadata } from './jpeg-metadata';

const name = (value: string) => PDFName.of(value);

/**
 * Keys that are dropped from every dictionary: XMP metadata streams (of the document, its pages,
 * images and fonts), private data of the program that wrote the file, additional actions (scripts
 * run on opening, closing, printing, focusing a field, ...) and embedded or associated files.
 */
const DROPPED_KEYS = ['Metadata', 'PieceInfo', 'AA', 'AF', 'EF', 'RF'].map(name);
/**
 * Dropped from the document catalog: the action run on opening, article threads (which carry their
 * own title and author), spider and portfolio data, besides the keys above.
 */
const DROPPED_CATALOG_KEYS = ['OpenAction', 'Threads', 'SpiderInfo', 'Collection'].map(name);
/** Name trees that hold scripts, embedded files and multimedia. */
const DROPPED_NAME_TREES = ['JavaScript', 'EmbeddedFiles', 'AlternatePresentations', 'Renditions'].map(name);
/**
 * Actions that run code, open other files or programs, or send data somewhere. Links (URI with
 * http, https or mailto), jumps inside the document and named actions (next page) stay.
 */
const DANGEROUS_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'GoToR',
  'GoToE',
  'Rendition',
  'RichMediaExecute',
  'Movie',
  'Sound',
]);
/** Annotations that embed files, media or 3D scenes (which may carry scripts of their own). */
const DANGEROUS_ANNOTATIONS = new Set(['FileAttachment', 'Sound', 'Movie', 'Screen', 'RichMedia', '3D']);
/** Keys whose value may be an action (or, for Next, a chain of them). */
const ACTION_KEYS = ['A', 'Next', 'PA'].map(name);
const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * A PDF without what travels inside it besides its pages: the document information (title, author,
 * subject, keywords, creator, producer, dates), every XMP metadata stream, scripts and actions that
 * launch programs, submit forms or open other files, embedded and attached files, and the EXIF and
 * XMP segments of JPEG images on its pages. The pages themselves (text, images, fonts, links) stay.
 *
 * The file is written anew from the objects still reachable from its catalog, so neither an earlier
 * revision kept by an incremental update nor an object nothing refers to survives. Refuses an
 * encrypted PDF (`file_protected`) and one that does not parse or has no pages (`file_damaged`).
 */
export async function sanitizePdf(input: Uint8Array): Promise<Uint8Array> {
  let document: PDFDocument;
  try {
    // loaded even when encrypted, to say so (pdf-lib's own error is not an instance of its class)
    document = await PDFDocument.load(input, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
  } catch {
    throw new AppError('file_damaged');
  }
  if (document.isEncrypted) throw new AppError('file_protected');
  try {
    if (document.getPageCount() === 0) throw new AppError('file_damaged');
  } catch {
    throw new AppError('file_damaged');
  }
  const { context } = document;
  const root = context.trailerInfo.Root;
  if (!(root instanceof PDFRef) || !(context.lookup(root) instanceof PDFDict))
    throw new AppError('file_damaged');
  // the document information dictionary and the file identifiers go; nothing takes their place
  context.trailerInfo.Info = undefined;
  context.trailerInfo.ID = undefined;
  cleanCatalog(context, context.lookup(root, PDFDict));
  const reachable = cleanReachable(context, root);
  for (const [ref] of context.enumerateIndirectObjects()) if (!reachable.has(ref)) context.delete(ref);
  // a full rewrite, never an incremental update (which would keep the old objects in the file)
  return document.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false });
}

function cleanCatalog(context: PDFContext, catalog: PDFDict) {
  for (const key of DROPPED_CATALOG_KEYS) catalog.delete(key);
  const names = context.lookupMaybe(catalog.get(name('Names')), PDFDict);
  if (names) {
    for (const key of DROPPED_NAME_TREES) names.delete(key);
    if (names.keys().length === 0) catalog.delete(name('Names'));
  }
  // XFA forms carry scripts of their own; the plain AcroForm fields stay (their actions are cleaned)
  context.lookupMaybe(catalog.get(name('AcroForm')), PDFDict)?.delete(name('XFA'));
}

/**
 * Walks everything reachable from the catalog, cleaning each dictionary on the way, and returns the
 * indirect objects it reached (the rest is garbage to drop).
 */
function cleanReachable(context: PDFContext, root: PDFRef): Set<PDFRef> {
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [root];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    let object: PDFObject | undefined = next;
    if (next instanceof PDFRef) {
      if (reached.has(next)) continue;
      reached.add(next);
      object = context.lookup(next);
      if (object instanceof PDFRawStream) object = withoutJpegMetadata(context, next, object);
    }
    if (object instanceof PDFStream) object = object.dict;
    if (object instanceof PDFDict) {
      cleanDict(context, object);
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return reached;
}

function cleanDict(context: PDFContext, dict: PDFDict) {
  for (const key of DROPPED_KEYS) dict.delete(key);
  const type = dict.get(name('Type'));
  // article beads on pages and thread information (its own title and author)
  if (type === name('Page')) dict.delete(name('B'));
  if (type === name('Thread')) dict.delete(name('I'));
  // an action reached some other way is emptied, so that no reader runs it
  if (isDangerousAction(context, dict)) for (const key of dict.keys()) dict.delete(key);
  for (const key of ACTION_KEYS) {
    const value = context.lookup(dict.get(key));
    if (value instanceof PDFDict && isDangerousAction(context, value)) dict.delete(key);
    if (value instanceof PDFArray) removeWhere(context, value, (item) => isDangerousAction(context, item));
  }
  const annotations = context.lookup(dict.get(name('Annots')));
  if (annotations instanceof PDFArray) {
    removeWhere(context, annotations, (annotation) => {
      const subtype = annotation.get(name('Subtype'));
      return subtype instanceof PDFName && DANGEROUS_ANNOTATIONS.has(subtype.decodeText());
    });
  }
}

function isDangerousAction(context: PDFContext, dict: PDFDict): boolean {
  if (dict.has(name('JS'))) return true;
  const kind = dict.get(name('S'));
  if (!(kind instanceof PDFName)) return false;
  if (DANGEROUS_ACTIONS.has(kind.decodeText())) return true;
  if (kind !== name('URI')) return false;
  const uri = context.lookup(dict.get(name('URI')));
  const text = uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : '';
  return !SAFE_LINK.test(text.trim());
}

/** Removes the dictionaries of `array` (direct or referenced) that `matches` picks. */
function removeWhere(context: PDFContext, array: PDFArray, matches: (dict: PDFDict) => boolean) {
  for (let i = array.size() - 1; i >= 0; i -= 1) {
    const item = context.lookup(array.get(i));
    if (item instanceof PDFDict && matches(item)) array.remove(i);
  }
}

/** A JPEG image stream without its EXIF, XMP and comment segments (the picture is not touched). */
function withoutJpegMetadata(context: PDFContext, ref: PDFRef, stream: PDFRawStream): PDFRawStream {
  const filter = context.lookup(stream.dict.get(name('Filter')));
  const only = filter instanceof PDFArray && filter.size() === 1 ? context.lookup(filter.get(0)) : filter;
  if (only !== name('DCTDecode')) return stream;
  const stripped = stripJpegMetadata(stream.contents);
  if (stripped === stream.contents) return stream;
  const replaced = PDFRawStream.of(stream.dict, stripped);
  context.assign(ref, replaced);
  return replaced;
}
