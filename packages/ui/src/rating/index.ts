export { Rating, type RatingProps } from './rating.tsx';
