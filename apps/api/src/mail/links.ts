import type { InvitedPool } from '@veil/domain/contracts';

/** The link an invited user opens to set a password and activate their account. */
export function activationLink(origin: string, pool: InvitedPool, token: string): string {
  return `${origin}/${pool}/active-account?token=${encodeURIComponent(token)}`;
}
