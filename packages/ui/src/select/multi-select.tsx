import * as Popover from '@radix-ui/react-popover';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { IconChevronDown } from '@tabler/icons-react';
import {
  forwardRef,
  useEffect,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';

import { AnchoredPopup } from '../field/anchored-popup.tsx';
import { Field } from '../field/field.tsx';
import { useField, type LabelledFieldProps } from '../field/use-field.ts';
import { ValueChips } from '../field/value-chip.tsx';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import { nextActive } from './list-navigation.ts';
import { ListContent, MultiBox, MultiTrigger } from './multi-select.styles.ts';
import { comboboxAria, listboxId, OptionListbox, optionId } from './option-list.tsx';
import { flattenOptions, type SelectOption, type SelectOptions } from './options.ts';

export interface MultiSelectProps
  extends
    LabelledFieldProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'defaultValue'> {
  /** Options, flat or in groups (`{ label, options }`). */
  options: SelectOptions;
  /** Text shown while nothing is chosen. */
  placeholder?: string;
  /** The chosen values (controlled). */
  value?: string[];
  /** The initial values (uncontrolled). */
  defaultValue?: string[];
  /** Called with the chosen values, in option order. */
  onValueChange?: (event: { value: string[] }) => void;
  /** Marks the field required (label marker and `aria-required`). */
  required?: boolean;
  /** Form field name: one hidden input per chosen value. */
  name?: string;
  /** Shows the values but does not open. */
  readOnly?: boolean;
}

/**
 * Several choices from a list, shown as removable chips. A `combobox` button opens a
 * multi-selectable listbox: arrows, Home/End move, Space/Enter toggle, Escape closes.
 */
export const MultiSelect = forwardRef<HTMLButtonElement, MultiSelectProps>(function MultiSelect(
  {
    options,
    placeholder,
    value,
    defaultValue,
    onValueChange,
    name,
    readOnly = false,
    onKeyDown,
    ...props
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const field = useField(props);
  const { ids, disabled } = field;
  const listId = listboxId(ids.inputId);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, change] = useControllableValue(value, defaultValue ?? [], onValueChange);
  const flat = flattenOptions(options);
  const selected = flat.filter((o) => chosen.includes(o.value));
  const editable = !disabled && !readOnly;

  const toggle = (option: SelectOption) => {
    if (option.disabled || !editable) return;
    const next = flat
      .filter((o) =>
        o.value === option.value ? !chosen.includes(o.value) : chosen.includes(o.value),
      )
      .map((o) => o.value);
    change(next);
  };

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(ids.inputId, active))?.scrollIntoView({ block: 'nearest' });
  }, [open, active, ids.inputId]);

  const onListKeyDown = (event: KeyboardEvent) => {
    const next = nextActive(flat, active, event.key);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const option = flat[active];
      if (option) toggle(option);
    }
  };

  return (
    <Field {...field.frame}>
      <AnchoredPopup
        open={open}
        onOpenChange={(next) => setOpen(next && editable)}
        box={
          <MultiBox {...field.boxState(readOnly)} data-focused={open || undefined}>
            <ValueChips chosen={selected} onRemove={editable ? toggle : undefined} />
            <Popover.Trigger asChild>
              <MultiTrigger
                ref={ref}
                {...comboboxAria(ids.inputId, open)}
                type="button"
                aria-haspopup="listbox"
                aria-readonly={readOnly || undefined}
                disabled={disabled}
                onKeyDown={(event) => {
                  onKeyDown?.(event);
                  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && editable) {
                    event.preventDefault();
                    setOpen(true);
                  }
                }}
                {...field.aria}
                {...field.rest}
              >
                <span>
                  {selected.length === 0 ? (
                    placeholder
                  ) : (
                    <VisuallyHidden>
                      {t('select.selectedCount', { count: selected.length })}
                    </VisuallyHidden>
                  )}
                </span>
                <IconChevronDown size={18} aria-hidden />
              </MultiTrigger>
            </Popover.Trigger>
          </MultiBox>
        }
      >
        <ListContent
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            setActive(
              Math.max(
                flat.findIndex((o) => !o.disabled && chosen.includes(o.value)),
                flat.findIndex((o) => !o.disabled),
              ),
            );
            document.getElementById(listId)?.focus();
          }}
        >
          <OptionListbox
            baseId={ids.inputId}
            labelledBy={ids.labelId}
            multiple
            options={options}
            chosen={chosen}
            active={active}
            onActivate={setActive}
            onPick={toggle}
            tabIndex={-1}
            aria-activedescendant={active >= 0 ? optionId(ids.inputId, active) : undefined}
            onKeyDown={onListKeyDown}
          />
        </ListContent>
      </AnchoredPopup>
      {name && chosen.map((v) => <input key={v} type="hidden" name={name} value={v} />)}
    </Field>
  );
});
