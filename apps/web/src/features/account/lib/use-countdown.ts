import { useEffect, useState } from 'react';

/** `3:00`, `0:09`. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * Seconds left until `deadline` (epoch ms), re-rendering twice a second; null while there is no
 * deadline. Read from the clock at every render, so a new deadline shows its full time at once.
 * Reaches 0 and stays there.
 */
export function useCountdown(deadline: number | null): number | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 500);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  // Whole seconds left, rounded down: a fresh 3-minute code shows 3:00, then 2:59 — never 3:01,
  // even when the clock is read a moment before the deadline was set.
  return Math.max(0, Math.floor((deadline - Date.now()) / 1000));
}
