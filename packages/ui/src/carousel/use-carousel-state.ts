import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { isMotionReduced } from '../utils/motion.ts';

export interface CarouselState {
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
}

/** Embla's API; its own package is a dependency of the React binding, not of ours. */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

const initial: CarouselState = { selected: 0, snapCount: 0, canPrev: false, canNext: false };

/** Embla's position as React state, plus moves that jump instead of glide when motion is off. */
export function useCarouselState(
  api: EmblaApi | undefined,
  onSlideChange?: (details: { index: number }) => void,
) {
  const [state, setState] = useState<CarouselState>(initial);
  // A ref, so an inline callback does not re-subscribe (and re-sync) on every render.
  const onChange = useRef(onSlideChange);
  useEffect(() => {
    onChange.current = onSlideChange;
  });

  useEffect(() => {
    if (!api) return;
    const sync = (_: EmblaApi, event: string) => {
      const next: CarouselState = {
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      };
      setState(next);
      if (event === 'select') onChange.current?.({ index: next.selected });
    };
    sync(api, 'init');
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index, isMotionReduced()), [api]);
  const scrollPrev = useCallback(() => api?.scrollPrev(isMotionReduced()), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(isMotionReduced()), [api]);

  return { ...state, scrollTo, scrollPrev, scrollNext };
}

export interface AutoplayOptions {
  api: EmblaApi | undefined;
  running: boolean;
  interval: number;
}

/** Advances on a timer while `running`, wrapping to the first slide at the end. */
export function useAutoplay({ api, running, interval }: AutoplayOptions): void {
  useEffect(() => {
    if (!api || !running) return;
    const id = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, interval);
    return () => window.clearInterval(id);
  }, [api, running, interval]);
}
