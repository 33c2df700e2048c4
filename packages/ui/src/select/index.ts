export { MultiSelect, type MultiSelectProps } from './multi-select.tsx';
export type { SelectOption, SelectOptionGroup, SelectOptions } from './options.ts';
export { Select, type SelectProps } from './select.tsx';
