export { ScrollToTop, scrollToTopThreshold, type ScrollToTopProps } from './scroll-to-top.tsx';
