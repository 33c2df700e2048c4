import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  forwardRef,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import type { Responsive } from '../grid/grid.styles.ts';
import { useDirection } from '../i18n/use-direction.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { CarouselSlide, SlidePositionContext } from './carousel-slide.tsx';
import { CarouselContainer, CarouselRoot, CarouselViewport } from './carousel.styles.ts';
import { keyMove } from '../utils/key-move.ts';
import { useAutoplay, useCarouselState } from './use-carousel-state.ts';
import { useRotation } from './use-rotation.ts';

export interface CarouselSlideChangeDetails {
  /** Index of the position now shown (a dot's index). */
  index: number;
}

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Accessible name of the carousel, such as "Featured products". */
  label: string;
  /** `Carousel.Slide` elements. */
  children: ReactNode;
  /** Wrap from the last slide to the first and back. */
  loop?: boolean;
  /** Slides shown at once, or per breakpoint (mobile first): `{ xs: 1, md: 2, lg: 3 }`. */
  slidesPerView?: Responsive<number>;
  /** Space between slides in 4 px steps. */
  gap?: number;
  /** Advance by itself (off by default); pauses on hover, on focus and when motion is reduced. */
  autoplay?: boolean;
  /** Milliseconds between automatic advances. */
  autoplayInterval?: number;
  /** Show the previous and next buttons. */
  showArrows?: boolean;
  /** Show one dot per position. */
  showDots?: boolean;
  /** Let pointer and touch users drag or swipe the slides. */
  draggable?: boolean;
  /** Position shown first. */
  defaultIndex?: number;
  /** Called when the shown position changes. */
  onSlideChange?: (details: CarouselSlideChangeDetails) => void;
}

const editable = 'input, textarea, select, [contenteditable="true"], [role="slider"]';

const CarouselBase = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  {
    label,
    children,
    loop = false,
    slidesPerView = 1,
    gap = 4,
    autoplay = false,
    autoplayInterval = 5000,
    showArrows = true,
    showDots = true,
    draggable = true,
    defaultIndex = 0,
    onSlideChange,
    onKeyDown,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const direction = useDirection();
  const [viewportRef, api] = useEmblaCarousel({
    loop,
    direction,
    align: 'start',
    containScroll: 'trimSnaps',
    startIndex: defaultIndex,
    watchDrag: draggable,
  });
  const carousel = useCarouselState(api, onSlideChange);
  const { selected, snapCount, scrollTo, scrollPrev, scrollNext } = carousel;
  const rotation = useRotation(autoplay);
  useAutoplay({ api, running: rotation.rotating, interval: autoplayInterval });

  // Roving focus on the dots: when a dot had focus, it follows the selection.
  const rootRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    const active = root?.ownerDocument.activeElement;
    if (!root || !(active instanceof HTMLElement) || !active.hasAttribute('data-carousel-dot'))
      return;
    root.querySelectorAll<HTMLElement>('[data-carousel-dot]')[selected]?.focus();
  }, [selected]);
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      rootRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.target as Element).closest(editable)) return;
    const move = keyMove(event.key, direction);
    if (!move) return;
    event.preventDefault();
    if (move === 'next') scrollNext();
    else if (move === 'previous') scrollPrev();
    else scrollTo(move === 'first' ? 0 : snapCount - 1);
  };

  const slides = Children.toArray(children).filter(isValidElement);
  return (
    <CarouselRoot
      ref={setRefs}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      dir={direction}
      tabIndex={0}
      data-autoplay={rotation.rotating || undefined}
      onKeyDown={handleKeyDown}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        rotation.onPointerEnter();
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        rotation.onPointerLeave();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        rotation.onFocus();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        rotation.onBlur(event);
      }}
      {...rest}
    >
      <CarouselViewport ref={viewportRef}>
        {/* Announce manual changes only: a rotating carousel would talk over everything. */}
        <CarouselContainer
          $perView={slidesPerView}
          $gap={gap}
          aria-live={rotation.rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <SlidePositionContext.Provider
              key={slide.key ?? index}
              value={{ index, total: slides.length }}
            >
              {slide}
            </SlidePositionContext.Provider>
          ))}
        </CarouselContainer>
      </CarouselViewport>
      <CarouselControls
        {...carousel}
        showArrows={showArrows}
        showDots={showDots}
        playing={autoplay ? rotation.playing : undefined}
        onTogglePlay={rotation.togglePlaying}
        onPrev={scrollPrev}
        onNext={scrollNext}
        onSelect={scrollTo}
      />
    </CarouselRoot>
  );
});

/**
 * A row of slides moved by swipe, arrows, dots or arrow keys (Embla), following the ARIA
 * carousel pattern. Autoplay is opt-in and stops on hover, focus and reduced motion.
 */
export const Carousel = Object.assign(CarouselBase, { Slide: CarouselSlide });
