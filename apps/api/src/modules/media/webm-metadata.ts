import { crc32 } from 'node:zlib';
import { AppError } from '../../errors/app-error';
import type { ByteReader, Patch } from './byte-patches';

/** EBML element ids of WebM (Matroska) that matter here. */
const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackName: 0x536e,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  chapters: 0x1043a770,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
  void: 0xec,
  crc32: 0xbf,
} as const;

/** Whole elements that are metadata: tags (title, artist, dates, GPS, comments) and attached files. */
const METADATA_ELEMENTS: ReadonlySet<number> = new Set([ID.tags, ID.attachments]);
/**
 * What the segment information may say that is not needed for playback: a title, the recording
 * date and file names. The muxing and writing application stay (they name a program, not a person).
 */
const INFO_METADATA: ReadonlySet<number> = new Set([
  0x7ba9, // Title
  0x4461, // DateUTC
  0x7384, // SegmentFilename
  0x3c83ab, // PrevFilename
  0x3e83bb, // NextFilename
]);
/** The children of a segment: where a cluster of unknown size ends, the next of these begins. */
const SEGMENT_CHILDREN: ReadonlySet<number> = new Set([
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.tags,
  ID.attachments,
  ID.chapters,
  ID.cluster,
  ID.cues,
]);

/** Segment information, seek index and track list are small; anything this large is not a video we keep. */
const MAX_HEADER_ELEMENT_BYTES = 16 * 1024 * 1024;

type Element = { id: number; offset: number; headerSize: number; dataSize: number | null };

/**
 * The patches that remove a WebM's metadata without touching its pictures and sound: tags and
 * attachments, the title, date and file names of the segment information and the names of its
 * tracks become Void elements of the same size filled with zeros; the seek index no longer points at
 * what was removed, and checksums of changed elements are recomputed. Sizes never change. Clusters
 * of unknown size (as browsers record them) are walked to their end. Throws `file_damaged` when the
 * elements do not add up to the file.
 */
export async function planWebmCleanup(reader: ByteReader): Promise<Patch[]> {
  const patches: Patch[] = [];
  for (let offset = 0; offset < reader.size; ) {
    const element = await readHeader(reader, offset);
    const end = endOf(element, reader.size);
    if (element.id === ID.segment) await cleanSegment(reader, element, end, patches);
    else if (element.id !== ID.ebml && element.id !== ID.void) throw new AppError('file_damaged');
    offset = end;
  }
  return patches;
}

async function cleanSegment(reader: ByteReader, segment: Element, end: number, patches: Patch[]) {
  for (let offset = segment.offset + segment.headerSize; offset < end; ) {
    const element = await readHeader(reader, offset);
    if (element.dataSize === null && element.id !== ID.cluster) throw new AppError('file_damaged');
    const elementEnd =
      element.dataSize === null ? await endOfOpenCluster(reader, element, end) : endOf(element, end);
    if (METADATA_ELEMENTS.has(element.id)) {
      patches.push({ offset, length: elementEnd - offset, head: voidHeader(elementEnd - offset) });
    } else if (element.id === ID.seekHead || element.id === ID.info || element.id === ID.tracks) {
      if (elementEnd - offset > MAX_HEADER_ELEMENT_BYTES) throw new AppError('file_damaged');
      const original = await reader.read(offset, elementEnd - offset);
      const cleaned = cleanHeaderElement(original);
      if (!cleaned.equals(original)) patches.push({ offset, length: cleaned.length, head: cleaned });
    }
    offset = elementEnd;
  }
}

/** Where a cluster of unknown size ends: at the next element that belongs to the segment, or its end. */
async function endOfOpenCluster(reader: ByteReader, cluster: Element, segmentEnd: number): Promise<number> {
  let offset = cluster.offset + cluster.headerSize;
  while (offset < segmentEnd) {
    const element = await readHeader(reader, offset);
    if (SEGMENT_CHILDREN.has(element.id) || element.id === ID.ebml || element.id === ID.segment)
      return offset;
    if (element.dataSize === null) throw new AppError('file_damaged');
    offset = endOf(element, segmentEnd);
  }
  return segmentEnd;
}

/** A copy of the seek index, segment information or track list (one whole element) without metadata. */
function cleanHeaderElement(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  const root = parseHeader(out, 0, out.length);
  const each = (parent: Element, visit: (child: Element, end: number) => void) => {
    const end = endOf(parent, out.length);
    for (let at = parent.offset + parent.headerSize; at < end; ) {
      const child = parseHeader(out, at, end);
      const childEnd = endOf(child, end);
      visit(child, childEnd);
      at = childEnd;
    }
  };
  const changed: Element[] = [];
  if (root.id === ID.info) {
    each(root, (child, end) => {
      if (INFO_METADATA.has(child.id)) writeVoid(out, child.offset, end);
    });
  } else if (root.id === ID.tracks) {
    each(root, (track) => {
      if (track.id !== ID.trackEntry) return;
      each(track, (child, end) => {
        if (child.id !== ID.trackName) return;
        writeVoid(out, child.offset, end);
        changed.push(track);
      });
    });
  } else {
    // the seek index: entries that point at removed elements go, so nothing looks for them
    each(root, (seek, end) => {
      if (seek.id !== ID.seek) return;
      let pointsAtMetadata = false;
      each(seek, (child) => {
        if (child.id !== ID.seekId || child.dataSize === null || child.dataSize > 4) return;
        const target =
          child.dataSize > 0 ? out.readUIntBE(child.offset + child.headerSize, child.dataSize) : 0;
        pointsAtMetadata ||= METADATA_ELEMENTS.has(target);
      });
      if (pointsAtMetadata) writeVoid(out, seek.offset, end);
    });
  }
  // a checksum covers the rest of its parent: recompute it where a child changed
  for (const parent of [...changed, root]) updateChecksum(out, parent);
  return out;
}

/** Recomputes the CRC-32 element that is the first child of `parent`, if it has one. */
function updateChecksum(bytes: Buffer, parent: Element) {
  const end = endOf(parent, bytes.length);
  const first = parent.offset + parent.headerSize;
  if (first >= end) return;
  const crc = parseHeader(bytes, first, end);
  if (crc.id !== ID.crc32 || crc.dataSize !== 4) return;
  const data = first + crc.headerSize;
  bytes.writeUInt32LE(crc32(bytes.subarray(data + 4, end)), data);
}

/** Overwrites the element in `bytes` from `start` to `end` with a Void element of the same size. */
function writeVoid(bytes: Buffer, start: number, end: number) {
  const head = voidHeader(end - start);
  bytes.fill(0, start, end);
  bytes.set(head, start);
}

/** The id and size of a Void element that takes up exactly `length` bytes (at least 2). */
function voidHeader(length: number): Buffer {
  for (let sizeLength = 1; sizeLength <= 8; sizeLength += 1) {
    const dataSize = length - 1 - sizeLength;
    // the size's all-ones value means "unknown": one less is the largest a length may say
    if (dataSize < 0 || dataSize >= 2 ** (7 * sizeLength) - 1) continue;
    const head = Buffer.alloc(1 + sizeLength);
    head[0] = ID.void;
    let rest = dataSize;
    for (let i = sizeLength; i >= 1; i -= 1) {
      head[i] = rest % 256;
      rest = Math.floor(rest / 256);
    }
    head[1] = (head[1] ?? 0) | (0x80 >> (sizeLength - 1));
    return head;
  }
  throw new AppError('file_damaged');
}

async function readHeader(reader: ByteReader, offset: number): Promise<Element> {
  const bytes = await reader.read(offset, 12);
  const element = parseHeader(bytes, 0, bytes.length);
  return { ...element, offset };
}

/**
 * The element header at `at`: its id (1 to 4 bytes, marker bits kept, as the specification writes
 * ids) and its data size (1 to 8 bytes; all ones means unknown, written as null).
 */
function parseHeader(bytes: Buffer, at: number, end: number): Element {
  const idLength = vintLength(bytes[at]);
  if (idLength === 0 || idLength > 4 || at + idLength >= end) throw new AppError('file_damaged');
  const id = bytes.readUIntBE(at, idLength);
  const sizeAt = at + idLength;
  const sizeLength = vintLength(bytes[sizeAt]);
  if (sizeLength === 0 || sizeAt + sizeLength > end) throw new AppError('file_damaged');
  let value = (bytes[sizeAt] ?? 0) & (0xff >> sizeLength);
  let allOnes = value === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    const byte = bytes[sizeAt + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, offset: at, headerSize: idLength + sizeLength, dataSize: allOnes ? null : value };
}

/** How many bytes a variable-length number takes, by the position of its first set bit (0: invalid). */
function vintLength(first: number | undefined): number {
  if (!first) return 0;
  return Math.clz32(first) - 23;
}

/** Where an element of known size ends, checked against the end of what contains it. */
function endOf(element: Element, limit: number): number {
  if (element.dataSize === null) return limit;
  const end = element.offset + element.headerSize + element.dataSize;
  if (end > limit) throw new AppError('file_damaged');
  return end;
}
