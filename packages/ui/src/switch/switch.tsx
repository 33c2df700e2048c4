import type * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

import { ChoiceField, useChoiceField } from '../field/choice-field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
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
  { onCheckedChange, ...props },
  ref,
) {
  const choice = useChoiceField(props);
  return (
    <ChoiceField
      {...choice.layout}
      control={
        <StyledSwitch
          ref={ref}
          {...choice.control}
          onCheckedChange={(checked) => onCheckedChange?.({ checked })}
          {...choice.rest}
        >
          <StyledThumb />
        </StyledSwitch>
      }
    />
  );
});
