import { useEffect, useState } from 'react';

export type Countdown = { remainingMs: number; expired: boolean; minutes: number; seconds: number; text: string };

function countdownOf(deadline: number | null, now: number): Countdown {
  const remainingMs = deadline === null ? 0 : Math.max(0, deadline - now);
  const totalSeconds = Math.ceil(remainingMs / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return {
    remainingMs,
    expired: deadline !== null && remainingMs === 0,
    minutes,
    seconds,
    text: `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
  };
}

/** Time left until `expiresAt` (an ISO instant), ticking every second; `null` while nothing was sent. */
export function useCountdown(expiresAt: string | null): Countdown {
  const deadline = expiresAt === null ? null : Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return countdownOf(deadline, now);
}
