import * as RadixSelect from '@radix-ui/react-select';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

import { Field } from '../field/field.tsx';
import { useField, type LabelledFieldProps } from '../field/use-field.ts';
import { useDirection } from '../i18n/use-direction.ts';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import { isGroup, type SelectOption, type SelectOptions } from './options.ts';
import {
  StyledContent,
  StyledGroupLabel,
  StyledItem,
  StyledSeparator,
  StyledTrigger,
  TriggerIcon,
} from './select.styles.ts';

export interface SelectProps
  extends
    LabelledFieldProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value' | 'defaultValue' | 'dir'> {
  /** Options, flat or in groups (`{ label, options }`). */
  options: SelectOptions;
  /** Text shown while nothing is chosen. */
  placeholder?: string;
  /** The chosen value (controlled). */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (event: { value: string }) => void;
  /** Marks the field required (label marker and `aria-required`). */
  required?: boolean;
  /** Form field name, for native form submission. */
  name?: string;
  /** Shows the value but does not open. */
  readOnly?: boolean;
}

function Item({ option }: { option: SelectOption }) {
  return (
    <StyledItem value={option.value} disabled={option.disabled}>
      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
      <RadixSelect.ItemIndicator>
        <IconCheck size={16} aria-hidden />
      </RadixSelect.ItemIndicator>
    </StyledItem>
  );
}

/**
 * One choice from a list, on Radix Select (typeahead, arrows, Escape). The ref is the trigger
 * button. With react-hook-form, use `Controller` (`value`/`onValueChange`).
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { options, placeholder, value, defaultValue, onValueChange, name, readOnly = false, ...props },
  ref,
) {
  const field = useField(props);
  const { ids, required, disabled } = field;
  const dir = useDirection();
  // Held here so read-only can refuse typeahead changes, which Radix makes even when closed.
  const [current, change] = useControllableValue(value, defaultValue ?? '', onValueChange);
  return (
    <Field {...field.frame}>
      <RadixSelect.Root
        value={current}
        onValueChange={(next) => !readOnly && change(next)}
        open={readOnly ? false : undefined}
        dir={dir}
        name={name}
        required={required}
        disabled={disabled}
      >
        <StyledTrigger
          ref={ref}
          id={ids.inputId}
          data-invalid={field.invalid || undefined}
          data-readonly={readOnly || undefined}
          aria-readonly={readOnly || undefined}
          {...field.aria}
          {...field.rest}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <TriggerIcon>
            <IconChevronDown size={18} aria-hidden />
          </TriggerIcon>
        </StyledTrigger>
        <RadixSelect.Portal>
          <StyledContent position="popper" sideOffset={4} data-size={field.size}>
            <RadixSelect.Viewport>
              {options.map((o, index) =>
                isGroup(o) ? (
                  <RadixSelect.Group key={o.label}>
                    {index > 0 && <StyledSeparator />}
                    <StyledGroupLabel>{o.label}</StyledGroupLabel>
                    {o.options.map((option) => (
                      <Item key={option.value} option={option} />
                    ))}
                  </RadixSelect.Group>
                ) : (
                  <Item key={o.value} option={o} />
                ),
              )}
            </RadixSelect.Viewport>
          </StyledContent>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
});
