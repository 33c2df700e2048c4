export { Progress, type ProgressProps } from './progress.tsx';
export type { ProgressSize } from './progress.styles.ts';
