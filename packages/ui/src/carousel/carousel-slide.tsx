import { createContext, forwardRef, useContext, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { CarouselSlideRoot } from './carousel.styles.ts';

export interface SlidePosition {
  index: number;
  total: number;
}

/** Where a slide sits, given by the carousel so a slide needs no index prop. */
export const SlidePositionContext = createContext<SlidePosition>({ index: 0, total: 0 });

export type CarouselSlideProps = HTMLAttributes<HTMLDivElement>;

/** One slide: a group announced as "slide", labelled "3 of 5" unless given its own label. */
export const CarouselSlide = forwardRef<HTMLDivElement, CarouselSlideProps>(
  function CarouselSlide(props, ref) {
    const { t } = useTranslation('ui');
    const { index, total } = useContext(SlidePositionContext);
    return (
      <CarouselSlideRoot
        ref={ref}
        role="group"
        aria-roledescription={t('carousel.slide')}
        aria-label={t('carousel.slideLabel', { index: index + 1, total })}
        {...props}
      />
    );
  },
);
