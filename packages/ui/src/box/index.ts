export { Box, type BoxProps } from './box.tsx';
export type { BoxSize } from './box.styles.ts';
