import { AppError } from '../../errors/app-error';
import type { ByteReader, Patch } from './byte-patches';

/**
 * Where an MP4 (ISO base media file) keeps what is not picture or sound: user data (`udta`: title,
 * author, `©xyz` GPS position, camera model), `meta` boxes (Apple's location keys, iTunes tags, ID3)
 * and `uuid` boxes (XMP, camera makers' own blocks). Wherever they sit in the file, the movie or a
 * track, they become `free` boxes of the same size filled with zeros.
 */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);
/** Free space may hold leftovers of metadata that an editor "removed" by renaming: zeroed too. */
const FREE_BOXES = new Set(['free', 'skip']);
/** Boxes whose children are looked through (inside the movie box). */
const CONTAINERS = new Set(['trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'mvex']);
/** Boxes that start with a creation and a modification time (when the video was recorded). */
const TIMED_HEADERS = new Set(['mvhd', 'tkhd', 'mdhd']);

/** The movie box holds the sample tables: long videos have larger ones, but never this large. */
const MAX_MOVIE_BOX_BYTES = 64 * 1024 * 1024;

type Box = { type: string; offset: number; headerSize: number; size: number };

/**
 * The patches that remove an MP4's metadata without touching its pictures and sound: every
 * metadata box becomes zeroed free space, recording times become zero, and timed metadata tracks
 * (GPS and sensor tracks of action cameras and phones, handler `meta`) disappear together with their
 * samples. Sizes never change, so chunk offsets stay valid whether the movie box comes first or last.
 * Throws `file_damaged` when the boxes do not add up to the file.
 */
export async function planMp4Cleanup(reader: ByteReader): Promise<Patch[]> {
  const patches: Patch[] = [];
  for (let offset = 0; offset < reader.size; ) {
    const box = parseBox(await reader.read(offset, 32), 0, reader.size - offset, offset);
    if (box.type === 'moov') {
      if (box.size > MAX_MOVIE_BOX_BYTES) throw new AppError('file_damaged');
      const movie = await reader.read(offset, box.size);
      patches.push(...cleanMovie(movie, offset, reader.size));
    } else if (METADATA_BOXES.has(box.type)) {
      patches.push(freeBox(await reader.read(offset, box.headerSize), box));
    } else if (FREE_BOXES.has(box.type)) {
      patches.push(payloadOf(box));
    }
    offset += box.size;
  }
  return patches;
}

/**
 * The movie box with its metadata removed, as one patch over it, plus the patches that zero the
 * samples of its timed metadata tracks (which lie in the media data, elsewhere in the file).
 */
function cleanMovie(movie: Buffer, fileOffset: number, fileSize: number): Patch[] {
  const cleaned = Buffer.from(movie);
  const samples: Patch[] = [];
  const movieBox = parseBox(movie, 0, movie.length, 0);
  cleanChildren(cleaned, movieBox, (track) => {
    if (handlerOf(movie, track) !== 'meta') return false;
    samples.push(...sampleRanges(movie, track, fileSize));
    return true;
  });
  return [{ offset: fileOffset, length: movie.length, head: cleaned }, ...samples];
}

/**
 * Cleans the children of `parent` inside `bytes` (a copy of the movie box, changed in place).
 * `dropsTrack` says whether a track is to disappear whole (a timed metadata track).
 */
function cleanChildren(bytes: Buffer, parent: Box, dropsTrack: (track: Box) => boolean) {
  const end = parent.offset + parent.size;
  for (let offset = parent.offset + parent.headerSize; offset < end; ) {
    const box = parseBox(bytes, offset, end - offset, offset);
    if (METADATA_BOXES.has(box.type) || (box.type === 'trak' && dropsTrack(box))) {
      writeFree(bytes, box);
    } else if (FREE_BOXES.has(box.type)) {
      bytes.fill(0, box.offset + box.headerSize, box.offset + box.size);
    } else if (TIMED_HEADERS.has(box.type)) {
      zeroTimes(bytes, box);
    } else if (CONTAINERS.has(box.type)) {
      cleanChildren(bytes, box, dropsTrack);
    }
    offset += box.size;
  }
}

/** The handler type of a track (`vide`, `soun`, `meta`, ...), from `mdia/hdlr`. */
function handlerOf(bytes: Buffer, track: Box): string | null {
  const hdlr = findPath(bytes, track, ['mdia', 'hdlr']);
  if (!hdlr || hdlr.size < hdlr.headerSize + 12) return null;
  return bytes.toString('latin1', hdlr.offset + hdlr.headerSize + 8, hdlr.offset + hdlr.headerSize + 12);
}

/**
 * Where a track's samples lie in the file, chunk by chunk, from its sample tables: chunk offsets
 * (`stco`/`co64`), samples per chunk (`stsc`) and sample sizes (`stsz`/`stz2`).
 */
function sampleRanges(bytes: Buffer, track: Box, fileSize: number): Patch[] {
  const table = findPath(bytes, track, ['mdia', 'minf', 'stbl']);
  if (!table) return [];
  const child = (type: string) => findChild(bytes, table, type);
  const stco = child('stco') ?? child('co64');
  const stsc = child('stsc');
  const sizes = sampleSizes(bytes, child('stsz') ?? child('stz2'));
  if (!stco || !stsc || !sizes) return [];

  const wide = stco.type === 'co64';
  const chunkCount = countedEntries(bytes, stco, wide ? 8 : 4);
  const runCount = countedEntries(bytes, stsc, 12);
  const runAt = (i: number) => {
    const at = stsc.offset + stsc.headerSize + 8 + i * 12;
    return { firstChunk: bytes.readUInt32BE(at), perChunk: bytes.readUInt32BE(at + 4) };
  };
  const ranges: Patch[] = [];
  let sample = 0;
  let run = 0;
  for (let chunk = 1; chunk <= chunkCount && sample < sizes.count; chunk += 1) {
    while (run + 1 < runCount && runAt(run + 1).firstChunk <= chunk) run += 1;
    const perChunk = runCount > 0 ? runAt(run).perChunk : 0;
    const at = stco.offset + stco.headerSize + 8 + (chunk - 1) * (wide ? 8 : 4);
    const offset = wide ? Number(bytes.readBigUInt64BE(at)) : bytes.readUInt32BE(at);
    const inChunk = Math.min(perChunk, sizes.count - sample);
    let length = 0;
    // one size for all samples (a count may be in the billions): no need to add them up one by one
    if (sizes.fixed !== null) length = inChunk * sizes.fixed;
    else for (let i = 0; i < inChunk; i += 1) length += sizes.at(sample + i);
    sample += inChunk;
    if (offset + length > fileSize) throw new AppError('file_damaged');
    ranges.push({ offset, length });
  }
  return ranges;
}

/** Sample sizes from `stsz` (one size for all, or one each) or `stz2` (4, 8 or 16 bits each). */
type SampleSizes = { count: number; fixed: number | null; at(index: number): number };

function sampleSizes(bytes: Buffer, box: Box | null): SampleSizes | null {
  if (!box || box.size < box.headerSize + 12) return null;
  const body = box.offset + box.headerSize;
  const count = bytes.readUInt32BE(body + 8);
  const entries = body + 12;
  const end = box.offset + box.size;
  if (box.type === 'stsz') {
    const fixed = bytes.readUInt32BE(body + 4);
    if (fixed !== 0) return { count, fixed, at: () => fixed };
    if (entries + count * 4 > end) throw new AppError('file_damaged');
    return { count, fixed: null, at: (i) => bytes.readUInt32BE(entries + i * 4) };
  }
  const bits = bytes.readUInt8(body + 7);
  if (![4, 8, 16].includes(bits) || entries + Math.ceil((count * bits) / 8) > end)
    throw new AppError('file_damaged');
  return {
    count,
    fixed: null,
    at(i) {
      if (bits === 16) return bytes.readUInt16BE(entries + i * 2);
      if (bits === 8) return bytes.readUInt8(entries + i);
      const byte = bytes.readUInt8(entries + (i >> 1));
      return i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    },
  };
}

/** The entry count of a full box whose entries of `entrySize` bytes follow it, checked against its size. */
function countedEntries(bytes: Buffer, box: Box, entrySize: number): number {
  if (box.size < box.headerSize + 8) throw new AppError('file_damaged');
  const count = bytes.readUInt32BE(box.offset + box.headerSize + 4);
  if (box.headerSize + 8 + count * entrySize > box.size) throw new AppError('file_damaged');
  return count;
}

function findChild(bytes: Buffer, parent: Box, type: string): Box | null {
  const end = parent.offset + parent.size;
  for (let offset = parent.offset + parent.headerSize; offset < end; ) {
    const box = parseBox(bytes, offset, end - offset, offset);
    if (box.type === type) return box;
    offset += box.size;
  }
  return null;
}

function findPath(bytes: Buffer, from: Box, path: readonly string[]): Box | null {
  let box: Box | null = from;
  for (const type of path) {
    if (!box) return null;
    box = findChild(bytes, box, type);
  }
  return box;
}

/**
 * The box starting at `at` in `bytes`, which may take up to `room` bytes; `offset` is where it is
 * counted from (the file, or the copy of the movie box). A size of 1 means a 64-bit size follows,
 * 0 (only for the last box of the file) that the box runs to the end.
 */
function parseBox(bytes: Buffer, at: number, room: number, offset: number): Box {
  if (room < 8 || bytes.length < at + 8) throw new AppError('file_damaged');
  const size32 = bytes.readUInt32BE(at);
  const type = bytes.toString('latin1', at + 4, at + 8);
  let headerSize = 8;
  let size = size32;
  if (size32 === 1) {
    if (bytes.length < at + 16) throw new AppError('file_damaged');
    size = Number(bytes.readBigUInt64BE(at + 8));
    headerSize = 16;
  } else if (size32 === 0) {
    size = room;
  }
  if (type === 'uuid') headerSize += 16;
  if (size < headerSize || size > room) throw new AppError('file_damaged');
  return { type, offset, headerSize, size };
}

/** The payload of a box, to be zeroed. */
function payloadOf(box: Box): Patch {
  return { offset: box.offset + box.headerSize, length: box.size - box.headerSize };
}

/** A patch turning a box into zeroed free space: its size field kept, its type `free`, the rest zeros. */
function freeBox(header: Buffer, box: Box): Patch {
  const sizeBytes = header.readUInt32BE(0) === 1 ? 16 : 8;
  const head = Buffer.from(header.subarray(0, sizeBytes));
  head.write('free', 4, 'latin1');
  return { offset: box.offset, length: box.size, head };
}

/** The same as `freeBox`, inside the copy of the movie box. */
function writeFree(bytes: Buffer, box: Box) {
  const sizeBytes = bytes.readUInt32BE(box.offset) === 1 ? 16 : 8;
  bytes.write('free', box.offset + 4, 'latin1');
  bytes.fill(0, box.offset + sizeBytes, box.offset + box.size);
}

/** Zeroes the creation and modification times of `mvhd`, `tkhd` or `mdhd` (32 or 64 bits each). */
function zeroTimes(bytes: Buffer, box: Box) {
  const body = box.offset + box.headerSize;
  const length = bytes.readUInt8(body) === 1 ? 16 : 8;
  if (box.headerSize + 4 + length > box.size) throw new AppError('file_damaged');
  bytes.fill(0, body + 4, body + 4 + length);
}
