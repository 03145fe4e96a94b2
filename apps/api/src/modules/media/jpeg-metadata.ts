const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/**
 * A JPEG without its metadata, the compressed picture untouched: EXIF (camera, GPS position, dates),
 * XMP, IPTC and comment segments go, as do further images appended after the picture (phones append
 * depth maps and previews that carry EXIF of their own). Kept: JFIF (APP0), the colour profile
 * (APP2 `ICC_PROFILE`) and Adobe's colour transform (APP14), which decoders need to show the right
 * colours. Returns the input itself when there is nothing to remove or it is not a JPEG it can read.
 */
export function stripJpegMetadata(jpeg: Uint8Array): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) return jpeg;
  const kept: Uint8Array[] = [jpeg.subarray(0, 2)];
  let changed = false;
  let at = 2;
  for (;;) {
    if (at + 4 > jpeg.length || jpeg[at] !== 0xff) return jpeg;
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xff) {
      // fill bytes before a marker
      at += 1;
      continue;
    }
    if (marker === SOS) {
      const end = endOfImage(jpeg, at);
      kept.push(jpeg.subarray(at, end));
      changed ||= end < jpeg.length;
      break;
    }
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > jpeg.length) return jpeg;
    if (isMetadata(jpeg, marker, at + 4)) changed = true;
    else kept.push(jpeg.subarray(at, end));
    at = end;
  }
  return changed ? Buffer.concat(kept) : jpeg;
}

function isMetadata(jpeg: Uint8Array, marker: number, payload: number): boolean {
  if (marker === COM) return true;
  if (marker < APP0 || marker > 0xef || marker === APP0 || marker === APP14) return false;
  if (marker !== APP2) return true;
  // APP2 holds the colour profile, or the index of appended images (MPF), which go
  const tag = Buffer.from(jpeg.subarray(payload, payload + 12)).toString('latin1');
  return !tag.startsWith('ICC_PROFILE');
}

/**
 * The end of the picture that starts scanning at `scan`: just after its end-of-image marker. In the
 * compressed data a 0xFF byte is always followed by 0x00, a restart marker or another segment of
 * the picture, so the first end-of-image marker is the picture's own.
 */
function endOfImage(jpeg: Uint8Array, scan: number): number {
  for (let i = scan + 2; i + 1 < jpeg.length; i += 1) {
    if (jpeg[i] === 0xff && jpeg[i + 1] === EOI) return i + 2;
  }
  return jpeg.length;
}
