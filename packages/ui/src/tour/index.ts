export { Tour, type TourCloseReason, type TourProps, type TourStep } from './tour.tsx';
export type { TourTarget } from './use-target-rect.ts';
