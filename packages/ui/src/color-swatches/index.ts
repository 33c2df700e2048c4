export {
  ColorSwatches,
  type ColorSwatchOption,
  type ColorSwatchesProps,
} from './color-swatches.tsx';
