export { Chip, type ChipDeleteDetails, type ChipProps } from './chip.tsx';
export type { ChipSize, ChipVariant } from './chip.styles.ts';
