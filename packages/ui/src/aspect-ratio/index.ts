export { AspectRatio, type AspectRatioProps } from './aspect-ratio.tsx';
