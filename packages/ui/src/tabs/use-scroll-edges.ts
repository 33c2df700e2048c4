import { useCallback, useEffect, useState, type RefObject } from 'react';

import type { Direction } from '../i18n/languages.ts';

interface ScrollEdges {
  /** Content hidden before the visible part (on the left in LTR, on the right in RTL). */
  canScrollStart: boolean;
  /** Content hidden after the visible part. */
  canScrollEnd: boolean;
  /** Scroll most of a viewport toward the start (`-1`) or the end (`1`). */
  scrollBy: (towards: -1 | 1) => void;
}

/**
 * Tracks whether a horizontal scroller has hidden content at either end. `scrollLeft` counts
 * negative from the right edge in right-to-left layouts, hence the absolute values.
 */
export function useScrollEdges(
  ref: RefObject<HTMLElement | null>,
  dir: Direction,
  enabled: boolean,
): ScrollEdges {
  const [edges, setEdges] = useState({ canScrollStart: false, canScrollEnd: false });

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const measure = () => {
      const offset = Math.abs(element.scrollLeft);
      const next = {
        canScrollStart: offset > 1,
        canScrollEnd: offset + element.clientWidth < element.scrollWidth - 1,
      };
      setEdges((prev) =>
        prev.canScrollStart === next.canScrollStart && prev.canScrollEnd === next.canScrollEnd
          ? prev
          : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, enabled]);

  const scrollBy = useCallback(
    (towards: -1 | 1) => {
      const element = ref.current;
      if (!element) return;
      const physical = dir === 'rtl' ? -towards : towards;
      element.scrollBy({ left: physical * element.clientWidth * 0.8, behavior: 'smooth' });
    },
    [ref, dir],
  );

  return { ...edges, scrollBy };
}
