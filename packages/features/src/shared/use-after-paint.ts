import { useEffect, useState } from 'react';

/**
 * `value` as it was at the last painted frame: a change comes back once the frame that shows it
 * has painted (a rAF, then a task). For work a change starts that would hold that frame back,
 * such as a fake-API call answered on this same thread, while the screen already shows the
 * change's effect.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [value]);
  return painted;
}
