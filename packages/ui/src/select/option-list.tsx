import { IconCheck } from '@tabler/icons-react';
import type { HTMLAttributes, MouseEvent } from 'react';

import { GroupLabel, Listbox, Option } from './multi-select.styles.ts';
import { flattenOptions, isGroup, type SelectOption, type SelectOptions } from './options.ts';

export interface OptionListboxProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Id prefix (the field's input id): the listbox is `${baseId}-listbox`, and option `i` (in
   * flattened order) `${baseId}-option-${i}`.
   */
  baseId: string;
  /** The id of the field's label, which names the listbox. */
  labelledBy: string;
  /** Several options can be chosen (`aria-multiselectable`). */
  multiple: boolean;
  options: SelectOptions;
  /** The chosen values, marked `aria-selected`. */
  chosen: readonly string[];
  /** Index, in flattened order, of the active option. */
  active: number;
  onActivate: (index: number) => void;
  onPick: (option: SelectOption) => void;
}

export const listboxId = (baseId: string) => `${baseId}-listbox`;
export const optionId = (baseId: string, index: number) => `${baseId}-option-${index}`;

/**
 * The ARIA of the control that opens a field's listbox (the combobox input, the multi-select
 * button): it is the field's input, expanded while the popup is open, and points at the listbox
 * while that is shown.
 */
export const comboboxAria = (baseId: string, expanded: boolean, listShown = expanded) => ({
  id: baseId,
  role: 'combobox' as const,
  'aria-expanded': expanded,
  'aria-controls': listShown ? listboxId(baseId) : undefined,
});

/**
 * A listbox labelled by the field, with `role="option"` rows, whose focus stays on the listbox or
 * an input (`aria-activedescendant`): used by the multi-select and the combobox. Other props go
 * to the listbox.
 */
export function OptionListbox({
  baseId,
  labelledBy,
  multiple,
  options,
  chosen,
  active,
  onActivate,
  onPick,
  ...listbox
}: OptionListboxProps) {
  const indexOf = new Map(flattenOptions(options).map((o, i) => [o.value, i]));
  const row = (option: SelectOption) => {
    const i = indexOf.get(option.value) ?? -1;
    return (
      <Option
        key={option.value}
        id={optionId(baseId, i)}
        role="option"
        aria-selected={chosen.includes(option.value)}
        aria-disabled={option.disabled || undefined}
        data-active={i === active || undefined}
        // Keep focus in the listbox or input: a mouse press must not move it to the option.
        onMouseDown={(event: MouseEvent) => event.preventDefault()}
        onMouseMove={() => i !== active && !option.disabled && onActivate(i)}
        onClick={() => !option.disabled && onPick(option)}
      >
        <span>{option.label}</span>
        <IconCheck size={16} aria-hidden />
      </Option>
    );
  };
  return (
    <Listbox
      id={listboxId(baseId)}
      role="listbox"
      aria-labelledby={labelledBy}
      aria-multiselectable={multiple || undefined}
      {...listbox}
    >
      {options.map((o, g) =>
        isGroup(o) ? (
          <div key={o.label} role="group" aria-labelledby={`${baseId}-group-${g}`}>
            <GroupLabel id={`${baseId}-group-${g}`}>{o.label}</GroupLabel>
            {o.options.map(row)}
          </div>
        ) : (
          row(o)
        ),
      )}
    </Listbox>
  );
}
