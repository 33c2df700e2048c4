import type * as RadixCheckbox from '@radix-ui/react-checkbox';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

import { ChoiceField, useChoiceField } from '../field/choice-field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { StyledCheckbox, StyledIndicator } from './checkbox.styles.ts';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'onCheckedChange'
> {
  /** The label beside the box. */
  label?: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** A hint under the checkbox. */
  helperText?: ReactNode;
  /** Error message (or `true`): sets `aria-invalid` and points `aria-errormessage` at it. */
  error?: ReactNode;
  /** Box and text size. */
  size?: FieldSize;
  /** Shows the state but ignores clicks and Space; stays focusable, unlike `disabled`. */
  readOnly?: boolean;
  /** Called with the new state; `indeterminate` only ever comes from the `checked` prop. */
  onCheckedChange?: (event: { checked: CheckedState }) => void;
}

/**
 * A checkbox on Radix (a `button role="checkbox"` plus a hidden input for native forms), with a
 * tri-state `checked`. With react-hook-form, use `Controller` (`checked`/`onCheckedChange`).
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { onCheckedChange, ...props },
  ref,
) {
  const choice = useChoiceField(props);
  return (
    <ChoiceField
      {...choice.layout}
      control={
        <StyledCheckbox
          ref={ref}
          {...choice.control}
          data-readonly={choice.readOnly || undefined}
          onCheckedChange={(checked) => onCheckedChange?.({ checked })}
          {...choice.rest}
        >
          <StyledIndicator>
            {props.checked === 'indeterminate' ? (
              <IconMinus stroke={3} aria-hidden />
            ) : (
              <IconCheck stroke={3} aria-hidden />
            )}
          </StyledIndicator>
        </StyledCheckbox>
      }
    />
  );
});
