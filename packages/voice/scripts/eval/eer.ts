/**
 * Equal error rate in percent: the point where the share of rejected same-speaker trials equals the
 * share of accepted different-speaker trials, as the decision threshold sweeps over all scores.
 */
export function equalErrorRate(targets: number[], nonTargets: number[]): number {
  if (targets.length === 0 || nonTargets.length === 0) throw new RangeError('EER needs both kinds of trials');
  const scored = [
    ...targets.map((score) => ({ score, target: true })),
    ...nonTargets.map((score) => ({ score, target: false })),
  ].sort((a, b) => a.score - b.score);
  // Threshold just above scored[i]: targets at or below are rejected, non-targets above are accepted.
  let rejectedTargets = 0;
  let acceptedNonTargets = nonTargets.length;
  let best = { gap: Number.POSITIVE_INFINITY, eer: 50 };
  const consider = (): void => {
    const frr = rejectedTargets / targets.length;
    const far = acceptedNonTargets / nonTargets.length;
    const gap = Math.abs(frr - far);
    if (gap < best.gap) best = { gap, eer: ((frr + far) / 2) * 100 };
  };
  consider();
  for (let i = 0; i < scored.length; i++) {
    const trial = scored[i];
    if (!trial) continue;
    if (trial.target) rejectedTargets++;
    else acceptedNonTargets--;
    // Ties move together: a threshold cannot separate equal scores.
    if (i + 1 < scored.length && scored[i + 1]?.score === trial.score) continue;
    consider();
  }
  return best.eer;
}
