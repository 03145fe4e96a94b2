import type { Area } from '../../lib/areas';
import type { AuthSession } from './auth-client';

/*
 * The session check asked before the app was there: the page's first script asks the sign-in
 * service at once (main.ts), since which page code the app fetches depends on the answer, and the
 * app's session query (api.ts) then uses that answer instead of asking again. Kept apart from api.ts
 * so that the app's start carries none of the session code.
 */

let primed: { area: Area; answer: Promise<AuthSession | null> } | undefined;

/** Hands the session query the sign-in service's answer for `area`, asked early. */
export function primeSessionCheck(area: Area, answer: Promise<AuthSession | null>): void {
  primed = { area, answer };
}

/** The early answer for `area`, once: the first session check uses it, every later one asks. */
export function takePrimedSessionCheck(area: Area): Promise<AuthSession | null> | undefined {
  const answer = primed?.area === area ? primed.answer : undefined;
  primed = undefined;
  return answer;
}
