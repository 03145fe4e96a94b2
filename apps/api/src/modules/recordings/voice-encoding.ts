import { createMp3Encoder } from 'wasm-media-encoders';

/** MP3 at this constant bit rate: clear speech at 16 kHz mono in about 300 KB a minute. */
const MP3_BITRATE = 40;
/** Samples handed to the encoder per call, well inside its input buffer. */
const CHUNK = 16_384;

/**
 * Encodes mono samples in [-1, 1] as MP3 (LAME compiled to WebAssembly, so no system package is
 * needed), which every browser plays. The file holds audio frames only: no ID3 or APE tags and no
 * Xing/Info frame, so nothing but the sound travels with it.
 */
export async function encodeMp3(samples: Float32Array, sampleRate: 16_000): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: MP3_BITRATE });
  const parts: Uint8Array[] = [];
  // the encoder owns what it returns and reuses it on the next call: copy every part
  for (let start = 0; start < samples.length; start += CHUNK) {
    parts.push(encoder.encode([samples.subarray(start, start + CHUNK)]).slice());
  }
  parts.push(encoder.finalize().slice());
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
