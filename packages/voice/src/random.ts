/** A source of uniform numbers in [0, 1); injectable so tests and the evaluation can be reproducible. */
export type RandomSource = () => number;

/** The minimal part of the Web Crypto API we use; present in Node 24, browsers and Web Workers. */
interface RandomValuesSource {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

/**
 * Uniform numbers from the platform's cryptographic generator. The drawn parameters are secrets that
 * protect the candidate, so the default must not be a predictable generator such as Math.random.
 */
export function cryptoRandom(): number {
  const webCrypto = (globalThis as { crypto?: RandomValuesSource }).crypto;
  if (!webCrypto) throw new Error('No Web Crypto API (crypto.getRandomValues) in this environment');
  const words = webCrypto.getRandomValues(new Uint32Array(2));
  // 53 random bits: 27 from the first word, 26 from the second, as a double in [0, 1).
  const high = (words[0] ?? 0) >>> 5;
  const low = (words[1] ?? 0) >>> 6;
  return (high * 67108864 + low) / 9007199254740992;
}

/** A seeded generator (sfc32) for tests and evaluation only: its output is predictable by design. */
export function createSeededRandom(seed: number): RandomSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of sfc32 still echo the seed; discard them.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** A number drawn uniformly in [min, max). */
export function uniform(random: RandomSource, min: number, max: number): number {
  return min + (max - min) * random();
}
