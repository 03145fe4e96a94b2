/** A decoded WAV file, mixed down to one channel. */
export interface DecodedWav {
  samples: Float32Array;
  sampleRate: number;
  /** Channels in the file before mixing to mono. */
  channels: number;
  bitsPerSample: number;
}

/** Raised for input that is not a WAV file this module can read; the message says what is wrong. */
export class WavFormatError extends Error {
  override name = 'WavFormatError';
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

interface WavFormat {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  blockAlign: number;
}

/** Reads a RIFF/WAVE file (PCM 16/24/32-bit integer or 32-bit float, any channel count) into mono samples. */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || readTag(view, 0) !== 'RIFF' || readTag(view, 8) !== 'WAVE') {
    throw new WavFormatError('Not a WAV file: the RIFF/WAVE header is missing');
  }
  let format: WavFormat | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const tag = readTag(view, offset);
    const declared = view.getUint32(offset + 4, true);
    const body = offset + 8;
    // Streaming writers leave the size at 0 or 0xFFFFFFFF; the data then runs to the end of the file.
    const size = Math.min(declared, bytes.byteLength - body);
    if (tag === 'fmt ') {
      format = readFormat(view, body, size);
    } else if (tag === 'data') {
      if (!format) throw new WavFormatError('Invalid WAV file: the data chunk comes before the fmt chunk');
      const length = declared === 0 ? bytes.byteLength - body : size;
      return {
        samples: readSamples(view, body, length, format),
        sampleRate: format.sampleRate,
        channels: format.channels,
        bitsPerSample: format.bitsPerSample,
      };
    }
    offset = body + size + (size % 2);
  }
  throw new WavFormatError(format ? 'Invalid WAV file: no data chunk' : 'Invalid WAV file: no fmt chunk');
}

/** Writes mono samples in [-1, 1] as a 16-bit PCM WAV file (values outside are clipped). */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError(`Invalid sample rate: ${sampleRate}`);
  }
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  writeTag(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeTag(view, 8, 'WAVE');
  writeTag(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, FORMAT_PCM, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeTag(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(44 + i * 2, Math.round(value * 32767), true);
  }
  return bytes;
}

function readFormat(view: DataView, offset: number, size: number): WavFormat {
  if (size < 16) throw new WavFormatError('Invalid WAV file: the fmt chunk is too short');
  let format = view.getUint16(offset, true);
  const channels = view.getUint16(offset + 2, true);
  const sampleRate = view.getUint32(offset + 4, true);
  const blockAlign = view.getUint16(offset + 12, true);
  const bitsPerSample = view.getUint16(offset + 14, true);
  if (format === FORMAT_EXTENSIBLE) {
    // The first two bytes of the sub-format GUID carry the actual format code.
    if (size < 26) throw new WavFormatError('Invalid WAV file: the extensible fmt chunk is too short');
    format = view.getUint16(offset + 24, true);
  }
  if (format !== FORMAT_PCM && format !== FORMAT_FLOAT) {
    throw new WavFormatError(
      `Unsupported WAV encoding (format code ${format}): only PCM integer and 32-bit float are supported`,
    );
  }
  const supported = format === FORMAT_PCM ? [16, 24, 32] : [32];
  if (!supported.includes(bitsPerSample)) {
    const kind = format === FORMAT_PCM ? 'integer PCM' : 'float';
    throw new WavFormatError(`Unsupported WAV sample size: ${bitsPerSample}-bit ${kind}`);
  }
  if (channels === 0) throw new WavFormatError('Invalid WAV file: zero channels');
  if (sampleRate === 0) throw new WavFormatError('Invalid WAV file: sample rate 0');
  if (blockAlign !== channels * (bitsPerSample / 8)) {
    throw new WavFormatError('Invalid WAV file: block size does not match channels and sample size');
  }
  return { format, channels, sampleRate, bitsPerSample, blockAlign };
}

function readSamples(view: DataView, offset: number, length: number, format: WavFormat): Float32Array {
  const frames = Math.floor(length / format.blockAlign);
  const bytesPerSample = format.bitsPerSample / 8;
  const read = sampleReader(view, format);
  const samples = new Float32Array(frames);
  const gain = 1 / format.channels;
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    const start = offset + frame * format.blockAlign;
    for (let channel = 0; channel < format.channels; channel++) sum += read(start + channel * bytesPerSample);
    samples[frame] = sum * gain;
  }
  return samples;
}

function sampleReader(view: DataView, format: WavFormat): (at: number) => number {
  if (format.format === FORMAT_FLOAT) return (at) => view.getFloat32(at, true);
  switch (format.bitsPerSample) {
    case 16:
      return (at) => view.getInt16(at, true) / 32768;
    case 24:
      return (at) =>
        (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
    default:
      return (at) => view.getInt32(at, true) / 2147483648;
  }
}

function readTag(view: DataView, offset: number): string {
  if (offset + 4 > view.byteLength) return '';
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

function writeTag(view: DataView, offset: number, tag: string): void {
  for (let i = 0; i < 4; i++) view.setUint8(offset + i, tag.charCodeAt(i));
}
