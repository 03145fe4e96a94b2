/**
 * Whether this tab is on the /demo tour, and at which step: kept per host in sessionStorage, set by
 * the /demo page when it signs the visitor in (the areas' first load only checks the key is there).
 */
import { TOUR_STATE_KEY as KEY } from './tour-key';

export type TourState = { step: number };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tour's state in this tab, or null when the tab is not on the tour. */
export function readTourState(): TourState | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { step?: unknown };
    return typeof parsed.step === 'number' ? { step: parsed.step } : null;
  } catch {
    return null;
  }
}

export function writeTourState(state: TourState): void {
  storage()?.setItem(KEY, JSON.stringify(state));
}

export function clearTourState(): void {
  storage()?.removeItem(KEY);
}
