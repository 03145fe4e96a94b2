import { latin1 } from './sample-files';

/**
 * Videos (MP4, WebM) that carry what must never travel: every marker below is written into
 * metadata, track names, attachments or leftovers of a sample, never into its picture data.
 */
export const VIDEO_MARKERS = [
  'VEIL-MP4-GPS',
  'VEIL-MP4-TITLE',
  'VEIL-APPLE-GPS',
  'VEIL-TRACK-NAME',
  'VEIL-MP4-XMP',
  'VEIL-MP4-LEFTOVER',
  'VEIL-GPS-SAMPLE',
  'VEIL-WEBM-TITLE',
  'VEIL-WEBM-TRACKNAME',
  'VEIL-WEBM-GPS',
  'VEIL-WEBM-ATTACHMENT',
] as const;
/** The picture data of the sample videos, which must arrive unchanged. */
export const VIDEO_FRAME = latin1('FRAME-DATA-'.repeat(12));

const u8 = (...bytes: number[]) => Buffer.from(bytes);
const u16 = (n: number) => u8(n >> 8, n & 0xff);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** The identity transformation of movie and track headers. */
const MATRIX = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), latin1(type), body]);
}
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u8(version, 0, 0, flags), ...parts);

/** A track: header, media header, handler, and sample tables for one sample at `sampleOffset`. */
function track(input: {
  id: number;
  handler: string;
  sampleEntry: Buffer;
  sampleOffset: number;
  sampleSize: number;
  udta?: Buffer;
}): Buffer {
  const created = u32(0xe1234567);
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    created,
    created,
    u32(input.id),
    u32(0),
    u32(1000),
    Buffer.alloc(8),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    MATRIX,
    u32(16 << 16),
    u32(16 << 16),
  );
  const mdhd = fullBox('mdhd', 0, 0, created, created, u32(1000), u32(1000), u16(0x55c4), u16(0));
  const hdlr = fullBox('hdlr', 0, 0, u32(0), latin1(input.handler), Buffer.alloc(12), latin1('Handler\0'));
  const header = input.handler === 'vide' ? fullBox('vmhd', 0, 1, Buffer.alloc(8)) : fullBox('nmhd', 0, 0);
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), input.sampleEntry),
    fullBox('stts', 0, 0, u32(1), u32(1), u32(1000)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(1), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(1), u32(input.sampleSize)),
    fullBox('stco', 0, 0, u32(1), u32(input.sampleOffset)),
  );
  return box(
    'trak',
    tkhd,
    box('mdia', mdhd, hdlr, box('minf', header, dinf, stbl)),
    input.udta ?? Buffer.alloc(0),
  );
}

/**
 * A short MP4 as a phone or action camera writes it: a GPS position in `udta/©xyz`, a title in
 * iTunes tags, Apple's location key in `moov/meta`, a named track, an XMP `uuid` box, leftovers of
 * an old title in free space, recording times in the headers, and a timed GPS track whose sample
 * lies in the media data next to the picture's. `movieLast` puts the movie box after the media data.
 */
export function mp4WithMetadata(options: { movieLast?: boolean } = {}): Buffer {
  const ftyp = box('ftyp', latin1('isom'), u32(0x200), latin1('isomiso2mp41'));
  const xmpUuid = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
  const xmp = box('uuid', xmpUuid, latin1('<x:xmpmeta xmlns:x="adobe:ns:meta/">VEIL-MP4-XMP</x:xmpmeta>'));
  const leftover = box('free', latin1('VEIL-MP4-LEFTOVER: Urlaub am See'));
  const gpsSample = latin1('VEIL-GPS-SAMPLE +52.5200+013.4050');
  const mdat = box('mdat', VIDEO_FRAME, gpsSample);
  const visualEntry = box(
    'mp4v',
    Buffer.alloc(6),
    u16(1),
    Buffer.alloc(16),
    u16(16),
    u16(16),
    u32(0x480000),
    u32(0x480000),
    u32(0),
    u16(1),
    Buffer.alloc(32),
    u16(0x18),
    u16(0xffff),
  );
  const movie = (mdatOffset: number) => {
    const created = u32(0xe1234567);
    const mvhd = fullBox(
      'mvhd',
      0,
      0,
      created,
      created,
      u32(1000),
      u32(1000),
      u32(0x10000),
      u16(0x100),
      Buffer.alloc(10),
      MATRIX,
      Buffer.alloc(24),
      u32(3),
    );
    const xyz = latin1('+52.5200+013.4050/VEIL-MP4-GPS');
    const udta = box(
      'udta',
      box('\xa9xyz', u16(xyz.length), u16(0x15c7), xyz),
      fullBox(
        'meta',
        0,
        0,
        fullBox('hdlr', 0, 0, u32(0), latin1('mdir'), Buffer.alloc(12), u8(0)),
        box('ilst', box('\xa9nam', box('data', u32(1), u32(0), latin1('VEIL-MP4-TITLE')))),
      ),
    );
    const appleMeta = fullBox(
      'meta',
      0,
      0,
      fullBox('hdlr', 0, 0, u32(0), latin1('mdta'), Buffer.alloc(12), u8(0)),
      fullBox('keys', 0, 0, u32(1), box('mdta', latin1('com.apple.quicktime.location.ISO6709'))),
      box('ilst', box('\0\0\0\x01', box('data', u32(1), u32(0), latin1('+52.5200+013.4050/VEIL-APPLE-GPS')))),
    );
    const frameAt = mdatOffset + 8;
    return box(
      'moov',
      mvhd,
      track({
        id: 1,
        handler: 'vide',
        sampleEntry: visualEntry,
        sampleOffset: frameAt,
        sampleSize: VIDEO_FRAME.length,
        udta: box('udta', box('name', latin1('VEIL-TRACK-NAME'))),
      }),
      track({
        id: 2,
        handler: 'meta',
        sampleEntry: box('gpmd', Buffer.alloc(6), u16(1)),
        sampleOffset: frameAt + VIDEO_FRAME.length,
        sampleSize: gpsSample.length,
      }),
      udta,
      appleMeta,
    );
  };
  const movieSize = movie(0).length;
  if (options.movieLast) {
    const mdatAt = ftyp.length + xmp.length + leftover.length;
    return Buffer.concat([ftyp, xmp, leftover, mdat, movie(mdatAt)]);
  }
  const mdatAt = ftyp.length + xmp.length + movieSize + leftover.length;
  return Buffer.concat([ftyp, xmp, movie(mdatAt), leftover, mdat]);
}

/** An EBML element: its id (marker bits included) and a size written in the fewest bytes. */
function ebml(id: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([ebmlId(id), ebmlSize(body.length), body]);
}
function ebmlId(id: number): Buffer {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from(bytes);
}
function ebmlSize(size: number): Buffer {
  let length = 1;
  while (size >= 2 ** (7 * length) - 1) length += 1;
  const bytes = Buffer.alloc(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
  return bytes;
}
const ebmlUint = (id: number, value: number) => ebml(id, value < 256 ? u8(value) : u32(value));
const ebmlText = (id: number, text: string) => ebml(id, latin1(text));
/** A master element of unknown size, as a browser writes a live recording. */
const openEbml = (id: number, ...parts: Buffer[]) =>
  Buffer.concat([ebmlId(id), u8(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff), ...parts]);

/**
 * A WebM as recording and editing software writes it: a title and a recording date in the segment
 * information (with a checksum), a named track, a cluster of unknown size, GPS in its tags, an
 * attached file, and a seek index pointing at the tags. The segment itself has an unknown size.
 */
export function webmWithMetadata(): Buffer {
  const header = ebml(
    0x1a45dfa3,
    ebmlUint(0x4286, 1),
    ebmlUint(0x42f7, 1),
    ebmlUint(0x42f2, 4),
    ebmlUint(0x42f3, 8),
    ebmlText(0x4282, 'webm'),
    ebmlUint(0x4287, 4),
    ebmlUint(0x4285, 2),
  );
  const infoChildren = Buffer.concat([
    ebml(0x2ad7b1, u32(1_000_000)),
    ebmlText(0x4d80, 'veil-test-muxer'),
    ebmlText(0x5741, 'veil-test-writer'),
    ebmlText(0x7ba9, 'VEIL-WEBM-TITLE Urlaub'),
    ebml(0x4461, Buffer.alloc(8, 7)),
  ]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32Of(infoChildren));
  const info = ebml(0x1549a966, ebml(0xbf, crc), infoChildren);
  const tracks = ebml(
    0x1654ae6b,
    ebml(
      0xae,
      ebmlUint(0xd7, 1),
      ebmlUint(0x73c5, 1),
      ebmlUint(0x83, 1),
      ebmlText(0x86, 'V_VP8'),
      ebmlText(0x536e, 'VEIL-WEBM-TRACKNAME'),
      ebml(0xe0, ebmlUint(0xb0, 16), ebmlUint(0xba, 16)),
    ),
  );
  const cluster = openEbml(0x1f43b675, ebmlUint(0xe7, 0), ebml(0xa3, u8(0x81, 0, 0, 0x80), VIDEO_FRAME));
  const tags = ebml(
    0x1254c367,
    ebml(
      0x7373,
      ebml(0x63c0),
      ebml(0x67c8, ebmlText(0x45a3, 'LOCATION'), ebmlText(0x4487, '+52.5200+013.4050 VEIL-WEBM-GPS')),
    ),
  );
  const attachments = ebml(
    0x1941a469,
    ebml(
      0x61a7,
      ebmlText(0x466e, 'VEIL-WEBM-ATTACHMENT.txt'),
      ebmlText(0x4660, 'text/plain'),
      ebml(0x465c, latin1('private notes')),
      ebmlUint(0x46ae, 1),
    ),
  );
  // the seek index has a fixed size (positions in 4 bytes), so positions can be computed before it
  const seek = (id: number, position: number) =>
    ebml(0x4dbb, ebml(0x53ab, ebmlId(id)), ebml(0x53ac, u32(position)));
  const seekHeadSize = ebml(0x114d9b74, seek(0x1549a966, 0), seek(0x1254c367, 0)).length;
  const infoAt = seekHeadSize;
  const tagsAt = infoAt + info.length + tracks.length + cluster.length;
  const seekHead = ebml(0x114d9b74, seek(0x1549a966, infoAt), seek(0x1254c367, tagsAt));
  return Buffer.concat([header, openEbml(0x18538067, seekHead, info, tracks, cluster, tags, attachments)]);
}

/** CRC-32 (IEEE) as Matroska stores it, computed here without the code under test. */
export function crc32Of(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
