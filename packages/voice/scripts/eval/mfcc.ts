import { fft } from './fft';

/** MFCC front end settings; the defaults are the common speaker-recognition ones at 16 kHz. */
export interface MfccOptions {
  frameSeconds?: number;
  hopSeconds?: number;
  coefficients?: number;
  melBands?: number;
  lowHz?: number;
  highHz?: number;
}

/** Mel-frequency cepstral coefficients per frame (frame m starts at m · hop); row m holds c0 … c(n-1). */
export function mfcc(samples: Float32Array, sampleRate: number, options: MfccOptions = {}): Float64Array[] {
  const {
    frameSeconds = 0.025,
    hopSeconds = 0.01,
    coefficients = 20,
    melBands = 40,
    lowHz = 20,
    highHz = sampleRate / 2 - 400,
  } = options;
  const frameLength = Math.round(frameSeconds * sampleRate);
  const hop = Math.round(hopSeconds * sampleRate);
  let size = 1;
  while (size < frameLength) size <<= 1;
  const window = Float64Array.from(
    { length: frameLength },
    (_, t) => 0.54 - 0.46 * Math.cos((2 * Math.PI * t) / (frameLength - 1)),
  );
  const filters = melFilterBank(melBands, size, sampleRate, lowHz, highHz);
  const dct = dctMatrix(coefficients, melBands);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const logEnergies = new Float64Array(melBands);
  const frames: Float64Array[] = [];
  for (let start = 0; start + frameLength <= samples.length; start += hop) {
    re.fill(0);
    im.fill(0);
    for (let t = 0; t < frameLength; t++) {
      // Pre-emphasis (0.97) flattens the spectral tilt of voiced speech before the filter bank.
      const previous = start + t > 0 ? (samples[start + t - 1] as number) : 0;
      re[t] = ((samples[start + t] as number) - 0.97 * previous) * (window[t] as number);
    }
    fft(re, im);
    for (let band = 0; band < melBands; band++) {
      const filter = filters[band] ?? [];
      let energy = 0;
      for (const [bin, weight] of filter)
        energy += weight * ((re[bin] as number) ** 2 + (im[bin] as number) ** 2);
      logEnergies[band] = Math.log(energy + 1e-10);
    }
    const row = new Float64Array(coefficients);
    for (let c = 0; c < coefficients; c++) {
      let sum = 0;
      for (let band = 0; band < melBands; band++)
        sum += (dct[c * melBands + band] as number) * (logEnergies[band] as number);
      row[c] = sum;
    }
    frames.push(row);
  }
  return frames;
}

function hzToMel(hz: number): number {
  return 2595 * Math.log10(1 + hz / 700);
}

function melToHz(mel: number): number {
  return 700 * (10 ** (mel / 2595) - 1);
}

/** Triangular filters on the mel scale, each as [bin, weight] pairs. */
function melFilterBank(
  bands: number,
  size: number,
  sampleRate: number,
  lowHz: number,
  highHz: number,
): [number, number][][] {
  const low = hzToMel(lowHz);
  const high = hzToMel(highHz);
  const edges = Array.from(
    { length: bands + 2 },
    (_, i) => (melToHz(low + ((high - low) * i) / (bands + 1)) * size) / sampleRate,
  );
  const filters: [number, number][][] = [];
  for (let band = 0; band < bands; band++) {
    const left = edges[band] as number;
    const centre = edges[band + 1] as number;
    const right = edges[band + 2] as number;
    const filter: [number, number][] = [];
    for (let bin = Math.ceil(left); bin <= Math.floor(right); bin++) {
      const weight = bin <= centre ? (bin - left) / (centre - left) : (right - bin) / (right - centre);
      if (weight > 0) filter.push([bin, weight]);
    }
    filters.push(filter);
  }
  return filters;
}

/** Orthonormal DCT-II rows. */
function dctMatrix(rows: number, columns: number): Float64Array {
  const matrix = new Float64Array(rows * columns);
  for (let c = 0; c < rows; c++) {
    const scale = Math.sqrt((c === 0 ? 1 : 2) / columns);
    for (let band = 0; band < columns; band++) {
      matrix[c * columns + band] = scale * Math.cos((Math.PI * c * (band + 0.5)) / columns);
    }
  }
  return matrix;
}
