export { Typography, type TypographyProps } from './typography.tsx';
export type { TypographyColor } from './typography.styles.ts';
