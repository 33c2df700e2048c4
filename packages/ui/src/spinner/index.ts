export { Spinner, type SpinnerProps } from './spinner.tsx';
export type { SpinnerSize } from './spinner.styles.ts';
