export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden.tsx';
export { visuallyHiddenCss } from './visually-hidden.styles.ts';
