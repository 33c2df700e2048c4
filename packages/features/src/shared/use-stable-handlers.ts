import { useInsertionEffect, useRef, useState } from 'react';

type Handler = (...args: never[]) => unknown;

/**
 * The same functions at every render, each calling the handler of the latest render. For a
 * library that compares its options by identity and redraws on a new one (FullCalendar draws
 * every event again), when the handlers themselves are made anew at each render.
 *
 * The handlers are swapped in before any layout effect runs, so one called from a child's mount
 * (as FullCalendar calls its mount hooks) already sees this render's. Not for functions called
 * while rendering: those would see the previous render's. The names are the first render's.
 */
export function useStableHandlers<T extends Record<string, Handler>>(handlers: T): T {
  const latest = useRef(handlers);
  useInsertionEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(
    // The ref is read when a wrapper is called (after a commit), never while rendering.
    // eslint-disable-next-line react-hooks/refs
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((name) => [
          name,
          (...args: never[]) => (latest.current[name] as Handler)(...args),
        ]),
      ) as T,
  );
  return stable;
}
