import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `seconds` from now (or from the last `restart`), ticking once a second.
 * Counts from a fixed end time, so a tab in the background does not fall behind.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => (seconds > 0 ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const restart = useCallback(
    (from: number = seconds) => {
      const start = Date.now();
      setNow(start);
      setEndsAt(start + from * 1000);
    },
    [seconds],
  );

  return { remaining, restart };
}
