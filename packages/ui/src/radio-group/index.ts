export { RadioGroup, type RadioGroupProps } from './radio-group.tsx';
export type { RadioItemProps } from './radio-item.tsx';
