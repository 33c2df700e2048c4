export { Carousel, type CarouselProps, type CarouselSlideChangeDetails } from './carousel.tsx';
export type { CarouselSlideProps } from './carousel-slide.tsx';
