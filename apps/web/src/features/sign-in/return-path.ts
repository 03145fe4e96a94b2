import { isValidTarget } from '@veil/domain/sign-in-guard';
import type { Area } from '../../lib/areas';
import { storeTarget } from './browser-storage';

/**
 * Remembers the page to come back to once the visitor has signed in or signed up (a shared job):
 * the guard's stored target, which sign-in, sign-up with its e-mail code and Google sign-in all
 * follow. Only a page of this area that is not itself a sign-in page is remembered; anything else
 * (another site, `//host`, the login page) is refused and the usual landing page applies.
 */
export function returnHereAfterSignIn(area: Area, path: string): boolean {
  if (!isValidTarget(area, path)) return false;
  storeTarget(path);
  return true;
}
