import { useEffect, useRef, useState } from 'react';

/** How often a countdown looks at the clock: often enough that a second never shows late. */
const TICK_MS = 200;

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds until `deadline` (epoch ms; null: no countdown), read from the clock on every tick
 * rather than counted, so a busy or throttled tab never drifts. Calls `onEnd` once at zero.
 */
export function useCountdown(deadline: number | null, onEnd?: () => void): number {
  const [left, setLeft] = useState(() => (deadline === null ? 0 : secondsLeft(deadline)));
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  useEffect(() => {
    if (deadline === null) return;
    setLeft(secondsLeft(deadline));
    let ended = false;
    const timer = setInterval(() => {
      const now = secondsLeft(deadline);
      setLeft(now);
      if (now === 0 && !ended) {
        ended = true;
        clearInterval(timer);
        endRef.current?.();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
