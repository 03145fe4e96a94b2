/*
 * The talent pool (spec section 1, Employers: talent pool; issue 39): a candidate who withdrew an
 * application, or whose application was rejected, may agree to stay in that company's pool for a
 * period of their choice. The company sees only the anonymous CV, under a number of its own pool,
 * and may invite the candidate to apply to an open job. Consent is revocable at any time.
 */

/** The periods a candidate may choose for their consent, in months. */
export const TALENT_POOL_MONTHS = [6, 12, 24] as const;
export type TalentPoolMonths = (typeof TALENT_POOL_MONTHS)[number];

/** How long an invitation to apply can be accepted; ignored, it lapses then. */
export const TALENT_INVITATION_VALID_DAYS = 30;

/** The end of a consent given at `givenAt` for `months` (calendar months, as a person counts them). */
export function talentPoolExpiry(givenAt: Date, months: number): Date {
  const end = new Date(givenAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
