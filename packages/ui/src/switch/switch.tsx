import type * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

import { ChoiceField, choiceAria } from '../field/choice-field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { useFieldIds } from '../field/use-field-ids.ts';
import { StyledSwitch, StyledThumb } from './switch.styles.ts';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixSwitch.Root>,
  'onCheckedChange'
> {
  /** The label beside the switch. */
  label?: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** A hint under the switch. */
  helperText?: ReactNode;
  /** Error message (or `true`): sets `aria-invalid` and points `aria-errormessage` at it. */
  error?: ReactNode;
  /** Track and text size. */
  size?: FieldSize;
  /** Put the switch at the end of the row, as in settings lists. */
  controlEnd?: boolean;
  /** Shows the state but ignores clicks and Space; stays focusable, unlike `disabled`. */
  readOnly?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (event: { checked: boolean }) => void;
}

/**
 * An on/off switch on Radix (`role="switch"`) for settings that apply at once. With
 * react-hook-form, use `Controller` (`checked`/`onCheckedChange`).
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    description,
    helperText,
    error,
    size = 'md',
    controlEnd = false,
    readOnly = false,
    id,
    className,
    style,
    required,
    disabled,
    onClick,
    onCheckedChange,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const options = { label, description, helperText, error, required, disabled, size };
  return (
    <ChoiceField
      ids={ids}
      className={className}
      style={style}
      controlEnd={controlEnd}
      {...options}
      control={
        <StyledSwitch
          ref={ref}
          id={ids.inputId}
          required={required}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          onClick={(event) => {
            onClick?.(event);
            // Radix skips its toggle when the click was default-prevented.
            if (readOnly) event.preventDefault();
          }}
          onCheckedChange={(checked) => onCheckedChange?.({ checked })}
          {...choiceAria(ids, options)}
          {...rest}
        >
          <StyledThumb />
        </StyledSwitch>
      }
    />
  );
});
