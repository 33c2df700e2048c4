export { Typography, type TypographyProps } from './typography.tsx';
export type { TypographyColor, TypographyWeight } from './typography.styles.ts';
