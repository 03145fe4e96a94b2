import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, WavFormatError } from './wav';

/** A WAV file with one fmt and one data chunk, written field by field. */
function wavBytes(
  format: number,
  channels: number,
  bits: number,
  frames: number[][],
  rate = 16000,
): Uint8Array {
  const bytesPerSample = bits / 8;
  const dataBytes = frames.length * channels * bytesPerSample;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const tag = (offset: number, text: string): void => {
    for (let i = 0; i < 4; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  tag(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  tag(8, 'WAVE');
  tag(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, format, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels * bytesPerSample, true);
  view.setUint16(32, channels * bytesPerSample, true);
  view.setUint16(34, bits, true);
  tag(36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = 44;
  for (const frame of frames) {
    for (const value of frame) {
      if (format === 3) view.setFloat32(offset, value, true);
      else if (bits === 16) view.setInt16(offset, Math.round(value * 32767), true);
      else if (bits === 32) view.setInt32(offset, Math.round(value * 2147483647), true);
      else {
        const int = Math.round(value * 8388607);
        view.setUint8(offset, int & 0xff);
        view.setUint8(offset + 1, (int >> 8) & 0xff);
        view.setUint8(offset + 2, (int >> 16) & 0xff);
      }
      offset += bytesPerSample;
    }
  }
  return bytes;
}

describe('encodeWav and decodeWav', () => {
  it('round-trips 16-bit mono samples within one quantisation step', () => {
    const samples = Float32Array.from({ length: 1000 }, (_, i) => Math.sin(i / 7) * 0.9);
    const decoded = decodeWav(encodeWav(samples, 22050));
    expect(decoded.sampleRate).toBe(22050);
    expect(decoded.channels).toBe(1);
    expect(decoded.samples.length).toBe(1000);
    for (let i = 0; i < samples.length; i++) {
      expect(Math.abs((decoded.samples[i] ?? 0) - (samples[i] ?? 0))).toBeLessThan(1 / 16384);
    }
  });

  it('clips values outside [-1, 1] when encoding', () => {
    const decoded = decodeWav(encodeWav(Float32Array.from([2, -2]), 8000));
    expect(decoded.samples[0]).toBeCloseTo(32767 / 32768, 5);
    expect(decoded.samples[1]).toBeCloseTo(-32767 / 32768, 5);
  });

  it.each([
    [1, 24],
    [1, 32],
    [3, 32],
  ])('reads format %i with %i-bit samples', (format, bits) => {
    const decoded = decodeWav(wavBytes(format, 1, bits, [[0.5], [-0.25], [0]]));
    expect(decoded.bitsPerSample).toBe(bits);
    expect(Array.from(decoded.samples).map((v) => Math.round(v * 1000) / 1000)).toEqual([0.5, -0.25, 0]);
  });

  it('mixes several channels down to mono', () => {
    const decoded = decodeWav(
      wavBytes(1, 2, 16, [
        [0.5, 0.1],
        [-0.5, -0.1],
      ]),
    );
    expect(decoded.channels).toBe(2);
    expect(decoded.samples[0]).toBeCloseTo(0.3, 3);
    expect(decoded.samples[1]).toBeCloseTo(-0.3, 3);
  });

  it('reads the data of a streamed file whose sizes were never filled in', () => {
    const bytes = wavBytes(1, 1, 16, [[0.5], [0.5], [0.5]]);
    new DataView(bytes.buffer).setUint32(40, 0xffffffff, true);
    expect(decodeWav(bytes).samples.length).toBe(3);
  });

  it.each([
    ['random bytes', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]), /Not a WAV file/],
    ['8-bit PCM', wavBytes(1, 1, 8, []), /Unsupported WAV sample size: 8-bit/],
    ['ADPCM', wavBytes(2, 1, 16, []), /Unsupported WAV encoding \(format code 2\)/],
    ['64-bit float', wavBytes(3, 1, 64, []), /64-bit float/],
    ['no data chunk', wavBytes(1, 1, 16, []).slice(0, 36), /no data chunk/],
  ])('rejects %s with a clear error', (_, bytes, message) => {
    expect(() => decodeWav(bytes)).toThrow(WavFormatError);
    expect(() => decodeWav(bytes)).toThrow(message);
  });
});
