/** Scratch memory for Burg's method, so a frame loop allocates nothing per frame. */
export interface BurgWorkspace {
  forward: Float64Array;
  backward: Float64Array;
  previous: Float64Array;
}

/** Allocates scratch memory for frames up to `maxLength` samples and models up to `order`. */
export function createBurgWorkspace(maxLength: number, order: number): BurgWorkspace {
  return {
    forward: new Float64Array(maxLength),
    backward: new Float64Array(maxLength),
    previous: new Float64Array(order + 1),
  };
}

/**
 * Linear prediction by Burg's method: fills `coefficients` with A(z) = 1 + a1 z^-1 + … + ap z^-p
 * (p = coefficients.length - 1). Burg's reflection coefficients have magnitude below one, so 1/A(z) is
 * stable, which the McAdams resynthesis relies on. Returns the residual energy per sample; a frame
 * without energy yields A(z) = 1.
 */
export function lpcBurg(
  frame: ArrayLike<number>,
  coefficients: Float64Array,
  workspace: BurgWorkspace = createBurgWorkspace(frame.length, coefficients.length - 1),
): number {
  const order = coefficients.length - 1;
  const length = frame.length;
  const { forward, backward, previous } = workspace;
  coefficients.fill(0);
  coefficients[0] = 1;
  // forward[i + t] pairs with backward[t]; each stage drops the oldest forward and newest backward error.
  for (let t = 0; t < length - 1; t++) {
    forward[t] = frame[t + 1] as number;
    backward[t] = frame[t] as number;
  }
  let energy = 0;
  for (let t = 0; t < length; t++) energy += (frame[t] as number) ** 2;
  if (energy === 0 || length <= order) return 0;

  let residual = energy / length;
  let cross = 0;
  let power = 0;
  for (let t = 0; t < length - 1; t++) {
    const f = forward[t] as number;
    const b = backward[t] as number;
    cross += f * b;
    power += f * f + b * b;
  }
  for (let i = 0; i < order; i++) {
    // `power` is summed afresh for every stage (fused with the update below) rather than by the usual
    // recursion, which drifts below zero on quiet frames.
    if (power <= energy * 1e-14) break;
    const reflection = (-2 * cross) / power;
    // A plain copy: a subarray view per stage would allocate in this hot loop.
    for (let j = 0; j <= i + 1; j++) previous[j] = coefficients[j] as number;
    for (let j = 1; j <= i + 1; j++) {
      coefficients[j] = (previous[j] as number) + reflection * (previous[i + 1 - j] as number);
    }
    residual *= 1 - reflection * reflection;
    // The errors after the last stage would only feed a stage that does not come.
    if (i === order - 1) break;
    // Update the errors and, in the same pass, sum the next stage's products: there the updated
    // forward[i + t] pairs with the updated backward[t - 1].
    const count = length - 1 - i;
    let f0 = forward[i] as number;
    let b0 = backward[0] as number;
    let previousBackward = b0 + reflection * f0;
    forward[i] = f0 + reflection * b0;
    backward[0] = previousBackward;
    cross = 0;
    power = 0;
    // Two samples per pass (most of Burg's time is here): the sums still add in order, but the loop's
    // own overhead is paid half as often.
    let t = 1;
    for (; t + 1 < count; t += 2) {
      const fa = forward[i + t] as number;
      const ba = backward[t] as number;
      const fb = forward[i + t + 1] as number;
      const bb = backward[t + 1] as number;
      const f = fa + reflection * ba;
      const b = ba + reflection * fa;
      const g = fb + reflection * bb;
      const h = bb + reflection * fb;
      forward[i + t] = f;
      backward[t] = b;
      forward[i + t + 1] = g;
      backward[t + 1] = h;
      cross += f * previousBackward;
      power += f * f + previousBackward * previousBackward;
      cross += g * b;
      power += g * g + b * b;
      previousBackward = h;
    }
    if (t < count) {
      f0 = forward[i + t] as number;
      b0 = backward[t] as number;
      const f = f0 + reflection * b0;
      forward[i + t] = f;
      backward[t] = b0 + reflection * f0;
      cross += f * previousBackward;
      power += f * f + previousBackward * previousBackward;
    }
  }
  return residual;
}
