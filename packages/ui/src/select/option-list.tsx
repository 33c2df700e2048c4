import { IconCheck } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

import { GroupLabel, Option } from './multi-select.styles.ts';
import { flattenOptions, isGroup, type SelectOption, type SelectOptions } from './options.ts';

export interface OptionListProps {
  /** Id prefix; option `i` (in flattened order) gets `${baseId}-option-${i}`. */
  baseId: string;
  options: SelectOptions;
  isSelected: (option: SelectOption) => boolean;
  /** Index, in flattened order, of the active option. */
  active: number;
  onActivate: (index: number) => void;
  onPick: (option: SelectOption) => void;
}

export const optionId = (baseId: string, index: number) => `${baseId}-option-${index}`;

/**
 * The `role="option"` rows of a listbox whose focus stays on the listbox or an input
 * (`aria-activedescendant`): used by the multi-select and the combobox.
 */
export function OptionList({
  baseId,
  options,
  isSelected,
  active,
  onActivate,
  onPick,
}: OptionListProps) {
  const indexOf = new Map(flattenOptions(options).map((o, i) => [o.value, i]));
  const row = (option: SelectOption) => {
    const i = indexOf.get(option.value) ?? -1;
    return (
      <Option
        key={option.value}
        id={optionId(baseId, i)}
        role="option"
        aria-selected={isSelected(option)}
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
    <>
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
    </>
  );
}
