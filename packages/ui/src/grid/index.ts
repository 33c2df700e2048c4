export { Grid, type GridItemProps, type GridProps } from './grid.tsx';
export type { Responsive } from './grid.styles.ts';
