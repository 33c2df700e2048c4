import { useEffect, useMemo, useState, type RefObject } from 'react';

import type { Direction } from '../i18n/languages.ts';

/** A step's target: a ref, or a CSS selector such as `[data-tour="revenue"]`. */
export type TourTarget = string | RefObject<HTMLElement | null>;

export interface SpotRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function resolveTarget(target: TourTarget | undefined): HTMLElement | null {
  if (!target) return null;
  if (typeof target !== 'string') return target.current;
  return document.querySelector<HTMLElement>(target);
}

export function inflate(rect: SpotRect, by: number): SpotRect {
  return {
    x: rect.x - by,
    y: rect.y - by,
    width: rect.width + 2 * by,
    height: rect.height + 2 * by,
  };
}

/**
 * The element's box in viewport coordinates, padded, kept current every frame while shown.
 * Polling rather than listening: scrolling ancestors, resizes, focus scrolling and layout shifts
 * elsewhere on the page all move the target, and a frame loop sees every one of them. State
 * changes only when the box really moved, so a still page renders nothing.
 */
export function useTargetRect(element: HTMLElement | null, padding: number): SpotRect | null {
  // Tagged with its element, so a step change never shows the previous step's hole.
  const [state, setState] = useState<{ element: HTMLElement; rect: SpotRect } | null>(null);

  useEffect(() => {
    if (!element) return;
    let frame = 0;
    let last: SpotRect | null = null;
    const measure = () => {
      const rect = inflate(element.getBoundingClientRect(), padding);
      if (!last || (['x', 'y', 'width', 'height'] as const).some((k) => rect[k] !== last?.[k])) {
        last = rect;
        setState({ element, rect });
      }
      frame = requestAnimationFrame(measure);
    };
    frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [element, padding]);

  return element && state?.element === element ? state.rect : null;
}

/**
 * The box Radix positions the card against: the padded target, read live so the card follows
 * scrolling, or a point in the upper middle of the screen when the target is missing.
 */
export function useVirtualAnchor(target: HTMLElement | null, padding: number) {
  return useMemo(
    () => ({
      current: {
        getBoundingClientRect: (): DOMRect => {
          if (!target) return new DOMRect(window.innerWidth / 2, window.innerHeight / 3, 0, 0);
          const { x, y, width, height } = inflate(target.getBoundingClientRect(), padding);
          return new DOMRect(x, y, width, height);
        },
        // Lets the positioning library watch the target's scrolling ancestors.
        contextElement: target ?? undefined,
      },
    }),
    [target, padding],
  );
}

/** Radix sides are physical; steps say start and end so they flip with the writing direction. */
export function physicalSide(
  side: 'top' | 'bottom' | 'start' | 'end',
  direction: Direction,
): 'top' | 'bottom' | 'left' | 'right' {
  if (side === 'start') return direction === 'rtl' ? 'right' : 'left';
  if (side === 'end') return direction === 'rtl' ? 'left' : 'right';
  return side;
}
