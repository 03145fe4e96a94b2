/**
 * The API's one source of "now" for anything that depends on a date the product promises (the audio
 * interview's due date and its reminders; the interview slots of issue 38 will read it too). The app
 * runs on the system clock; tests build it with a settable clock and move it instead of waiting.
 */
export type Clock = { now(): Date };

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and move; it stands still in between. */
export type SettableClock = Clock & {
  set(at: Date | string): void;
  /** moves the clock forward (or back, with a negative value) */
  advance(ms: number): void;
};

export function settableClock(start: Date | string = new Date()): SettableClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The real time moved by an offset: the development server's clock (see http/dev-clock.ts). */
export type MovableClock = Clock & {
  /** moves "now" forward (or back, with a negative value) */
  advance(ms: number): void;
  /** back to the real time */
  reset(): void;
};

export function movableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
