export { SplitButton, type SplitButtonOption, type SplitButtonProps } from './split-button.tsx';
