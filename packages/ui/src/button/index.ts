export { Button, type ButtonProps } from './button.tsx';
export type { ButtonSize, ButtonVariant } from './button.styles.ts';
