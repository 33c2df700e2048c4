import type * as RadixCheckbox from '@radix-ui/react-checkbox';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

import { ChoiceField, choiceAria } from '../field/choice-field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { useFieldIds } from '../field/use-field-ids.ts';
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
  {
    label,
    description,
    helperText,
    error,
    size = 'md',
    id,
    className,
    style,
    required,
    disabled,
    readOnly = false,
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
      {...options}
      control={
        <StyledCheckbox
          ref={ref}
          id={ids.inputId}
          required={required}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          data-readonly={readOnly || undefined}
          onClick={(event) => {
            onClick?.(event);
            // Radix skips its toggle when the click was default-prevented.
            if (readOnly) event.preventDefault();
          }}
          onCheckedChange={(checked) => onCheckedChange?.({ checked })}
          {...choiceAria(ids, options)}
          {...rest}
        >
          <StyledIndicator>
            {rest.checked === 'indeterminate' ? (
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
