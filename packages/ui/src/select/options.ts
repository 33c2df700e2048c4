export interface SelectOption {
  /** The value stored in the form. */
  value: string;
  /** The visible text. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface SelectOptionGroup {
  /** The group's heading. */
  label: string;
  /** Options under the heading. */
  options: SelectOption[];
}

export type SelectOptions = (SelectOption | SelectOptionGroup)[];

export const isGroup = (o: SelectOption | SelectOptionGroup): o is SelectOptionGroup =>
  'options' in o;

/** Every option, groups flattened, in display order. */
export const flattenOptions = (options: SelectOptions): SelectOption[] =>
  options.flatMap((o) => (isGroup(o) ? o.options : [o]));
