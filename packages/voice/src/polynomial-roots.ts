/** Roots of a polynomial as parallel arrays of real and imaginary parts, plus the finder's scratch. */
export interface Roots {
  re: Float64Array;
  im: Float64Array;
  /** Marks roots that have converged within the current search (scratch, reused across calls). */
  frozen: Uint8Array;
}

/** Allocates room for the roots of a polynomial of the given degree. */
export function createRoots(degree: number): Roots {
  return { re: new Float64Array(degree), im: new Float64Array(degree), frozen: new Uint8Array(degree) };
}

/** Stopping rules for the root finder. */
export interface RootFinderOptions {
  /** Upper bound on sweeps over all roots. */
  maxIterations?: number;
  /** A root is final once its last correction is below this, relative to max(1, |z|). */
  tolerance?: number;
  /** Start from the values already in `roots` (e.g. the previous frame's roots) instead of a circle. */
  warmStart?: boolean;
}

/**
 * Finds all roots of the monic polynomial z^n + c[1] z^(n-1) + … + c[n] (c[0] must be 1) by the
 * Aberth–Ehrlich method, writing them into `roots`. Returns the sweeps used, or -1 if some root did
 * not converge. Warm-started from nearby roots (the LPC poles of the previous frame), it needs few sweeps.
 */
export function findRoots(coefficients: Float64Array, roots: Roots, options: RootFinderOptions = {}): number {
  const { maxIterations = 60, tolerance = 1e-10, warmStart = false } = options;
  const degree = coefficients.length - 1;
  const { re, im, frozen } = roots;
  if (re.length !== degree) throw new RangeError('Room for roots must match the polynomial degree');
  if (warmStart) separateStartingPoints(re, im, degree);
  else placeOnCircle(coefficients, re, im, degree);

  const toleranceSquared = tolerance ** 2;
  let pending = degree;
  frozen.fill(0);
  for (let iteration = 1; iteration <= maxIterations; iteration++) {
    for (let k = 0; k < degree; k++) {
      if (frozen[k]) continue;
      const zr = re[k] as number;
      const zi = im[k] as number;
      // Horner: p(z) and p'(z) together.
      let pr = 1;
      let pi = 0;
      let dr = 0;
      let di = 0;
      for (let i = 1; i <= degree; i++) {
        const ndr = dr * zr - di * zi + pr;
        di = dr * zi + di * zr + pi;
        dr = ndr;
        const npr = pr * zr - pi * zi + (coefficients[i] as number);
        pi = pr * zi + pi * zr;
        pr = npr;
      }
      const pNorm = pr * pr + pi * pi;
      if (pNorm === 0) {
        frozen[k] = 1;
        pending--;
        continue;
      }
      // g = p'(z) / p(z)
      let gr = (dr * pr + di * pi) / pNorm;
      let gi = (di * pr - dr * pi) / pNorm;
      // Aberth's repulsion: g -= Σ_{j≠k} 1 / (z - z_j)
      for (let j = 0; j < degree; j++) {
        if (j === k) continue;
        const ur = zr - (re[j] as number);
        const ui = zi - (im[j] as number);
        const inverse = 1 / (ur * ur + ui * ui);
        gr -= ur * inverse;
        gi += ui * inverse;
      }
      // w = 1 / g
      const gNorm = gr * gr + gi * gi;
      const wr = gr / gNorm;
      const wi = -gi / gNorm;
      const nr = zr - wr;
      const ni = zi - wi;
      re[k] = nr;
      im[k] = ni;
      // Squared magnitudes: Math.hypot is slow, and LPC roots lie inside the unit circle (scale 1).
      const scale = Math.max(1, nr * nr + ni * ni);
      if (wr * wr + wi * wi <= toleranceSquared * scale || !Number.isFinite(gNorm)) {
        frozen[k] = 1;
        pending--;
      }
    }
    if (pending === 0) return iteration;
  }
  return -1;
}

/**
 * Rebuilds real polynomial coefficients (monic, length degree + 1) from roots that come in conjugate
 * pairs: each root above the real axis contributes z² - 2 Re(z) z + |z|², each real root z - Re(z), and
 * roots below the axis are taken as the partners of those above. Returns false (leaving `out` unusable)
 * when the roots are not conjugate-symmetric.
 */
export function polynomialFromConjugateRoots(
  roots: Pick<Roots, 're' | 'im'>,
  out: Float64Array,
  imagTolerance = 1e-9,
): boolean {
  const { re, im } = roots;
  const degree = re.length;
  if (out.length !== degree + 1) throw new RangeError('Output length must be the number of roots plus one');
  let above = 0;
  let below = 0;
  for (let k = 0; k < degree; k++) {
    const y = im[k] as number;
    if (y > imagTolerance) above++;
    else if (y < -imagTolerance) below++;
  }
  if (above !== below) return false;
  out.fill(0);
  out[0] = 1;
  let current = 0;
  for (let k = 0; k < degree; k++) {
    const x = re[k] as number;
    const y = im[k] as number;
    if (y < -imagTolerance) continue;
    if (y > imagTolerance) {
      current = multiplyQuadratic(out, current, -2 * x, x * x + y * y);
    } else {
      current = multiplyLinear(out, current, -x);
    }
  }
  return true;
}

/** out (degree d) ← out · (z² + b z + c); returns the new degree. */
function multiplyQuadratic(out: Float64Array, d: number, b: number, c: number): number {
  out[d + 1] = 0;
  out[d + 2] = 0;
  // Descending, so out[i - 1] and out[i - 2] still hold the old coefficients when out[i] is written.
  for (let i = d + 2; i >= 2; i--) {
    out[i] = (out[i] as number) + b * (out[i - 1] as number) + c * (out[i - 2] as number);
  }
  out[1] = (out[1] as number) + b;
  return d + 2;
}

/** out (degree d) ← out · (z + b); returns the new degree. */
function multiplyLinear(out: Float64Array, d: number, b: number): number {
  out[d + 1] = 0;
  for (let i = d + 1; i >= 1; i--) out[i] = (out[i] as number) + b * (out[i - 1] as number);
  return d + 1;
}

/** Cold start: a circle whose radius is the geometric mean of the root magnitudes, rotated off the axis. */
function placeOnCircle(coefficients: Float64Array, re: Float64Array, im: Float64Array, degree: number): void {
  const constant = Math.abs(coefficients[degree] as number);
  const radius = constant > 0 ? constant ** (1 / degree) : 0.5;
  for (let k = 0; k < degree; k++) {
    // The offset keeps starting points off the real axis and not conjugate-symmetric: iterates of a
    // real polynomial started on the axis would never leave it.
    const angle = (2 * Math.PI * k) / degree + 0.4;
    re[k] = radius * Math.cos(angle);
    im[k] = radius * Math.sin(angle);
  }
}

/**
 * Warm start: rotate the previous roots by a tiny angle, so conjugate pairs and real roots stop being
 * symmetric about the axis (a real root may have to become a complex pair), and pull coinciding ones apart.
 */
function separateStartingPoints(re: Float64Array, im: Float64Array, degree: number): void {
  const cos = Math.cos(1e-3);
  const sin = Math.sin(1e-3);
  for (let k = 0; k < degree; k++) {
    const x = re[k] as number;
    const y = im[k] as number;
    re[k] = x * cos - y * sin;
    im[k] = x * sin + y * cos;
    for (let j = 0; j < k; j++) {
      if (
        Math.abs((re[j] as number) - (re[k] as number)) + Math.abs((im[j] as number) - (im[k] as number)) <
        1e-6
      ) {
        re[k] = (re[k] as number) + 1e-4 * (k + 1);
        im[k] = (im[k] as number) + 1e-4;
      }
    }
  }
}
