import { startTransition, useCallback, useRef, useState } from 'react';

export interface PlotSize {
  width: number;
  height: number;
}

/**
 * The size of the box a chart draws in, for nivo's fixed-size charts.
 *
 * nivo's responsive wrappers measure in the commit that mounts them and draw at once, so every
 * chart that got its data in one response drew in one task: on a phone, the e-commerce dashboard
 * blocked the page for close to a second. Here a ResizeObserver measures, and the size applies in
 * a transition: React draws the charts in slices between which the browser paints and answers
 * input. Until the first measure (or where there is no ResizeObserver, as in jsdom) the size is
 * null and the chart is not drawn.
 */
export function usePlotSize(): [(element: HTMLElement | null) => void, PlotSize | null] {
  const [size, setSize] = useState<PlotSize | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.floor(entry.contentRect.width);
      const height = Math.floor(entry.contentRect.height);
      startTransition(() => {
        setSize((previous) =>
          previous?.width === width && previous.height === height ? previous : { width, height },
        );
      });
    });
    observer.current.observe(element);
  }, []);
  return [ref, size];
}
