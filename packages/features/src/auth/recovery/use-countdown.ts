import { useEffect, useState } from 'react';

/**
 * Seconds left before an action may run again (a resend), counting down once a second; `start`
 * sets it (the server's `resendAfter` or `retryAfter`).
 */
export function useCountdown(): [seconds: number, start: (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return [seconds, setSeconds];
}
