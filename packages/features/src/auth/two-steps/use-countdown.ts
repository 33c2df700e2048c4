import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * Where countdowns read the time: the real clock, or a still one in stories, whose pictures must
 * not change from one second to the next.
 */
export const CountdownClockContext = createContext<() => number>(() => Date.now());

/**
 * Whole seconds left until a deadline the server gave (`resendAfter`, `retryAfter`), rounded up
 * so "60 s" shows for the whole first second; 0 when none is running.
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const clock = useContext(CountdownClockContext);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(clock);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const time = clock();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, clock]);

  const start = useCallback(
    (seconds: number) => {
      const time = clock();
      setNow(time);
      setDeadline(time + seconds * 1000);
    },
    [clock],
  );

  const seconds = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { seconds, start };
}
