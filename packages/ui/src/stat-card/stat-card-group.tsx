import { forwardRef, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { Grid, type GridProps } from '../grid/grid.tsx';
import { mergeRefs } from '../field/merge-refs.ts';

/**
 * Whether any card's figure is too wide to stand beside its icon: the figure's text width (a
 * Range measures it whatever the layout is now), plus the icon and the gap between them.
 */
function anyFigureTooWide(group: HTMLElement): boolean {
  return [...group.querySelectorAll<HTMLElement>('[data-stat-header]')].some((header) => {
    const value = header.querySelector('[data-stat-value]');
    const icon = header.querySelector('[data-stat-icon]');
    if (!value || !icon) return false;
    const range = document.createRange();
    // jsdom's ranges have no geometry: without layout nothing is too wide.
    if (typeof range.getBoundingClientRect !== 'function') return false;
    range.selectNodeContents(value);
    const gap = parseFloat(getComputedStyle(header).columnGap) || 0;
    const needed = range.getBoundingClientRect().width + icon.getBoundingClientRect().width + gap;
    return needed > header.clientWidth;
  });
}

/**
 * A row (or grid) of stat cards that decide their layout together: when one card's figure does
 * not fit beside its icon, every card puts its icon above the figure, so the row lines up. A
 * StatCard on its own decides for itself.
 */
export const StatCardGroup = forwardRef<HTMLDivElement, GridProps>(
  function StatCardGroup(props, forwardedRef) {
    const ref = useRef<HTMLDivElement>(null);
    const mergedRef = useMemo(() => mergeRefs(ref, forwardedRef), [forwardedRef]);
    const [stacked, setStacked] = useState(false);
    const measure = useCallback(() => {
      if (ref.current) setStacked(anyFigureTooWide(ref.current));
    }, []);

    // Figures change with the data (a new render), widths with the viewport (the observer) and
    // with the web font, which is often still loading at the first measure.
    useLayoutEffect(measure);
    useLayoutEffect(() => {
      const group = ref.current;
      if (!group || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(measure);
      observer.observe(group);
      // jsdom has no font loading (document.fonts is missing there, whatever the DOM types say).
      const fonts = document.fonts as FontFaceSet | undefined;
      fonts?.addEventListener('loadingdone', measure);
      return () => {
        observer.disconnect();
        fonts?.removeEventListener('loadingdone', measure);
      };
    }, [measure]);

    return (
      <Grid ref={mergedRef} data-stat-group="" data-stacked={stacked ? '' : undefined} {...props} />
    );
  },
);
