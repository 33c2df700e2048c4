import type * as RadixRadio from '@radix-ui/react-radio-group';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

import { Field } from '../field/field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { useField } from '../field/use-field.ts';
import { useDirection } from '../i18n/use-direction.ts';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import { RadioItem } from './radio-item.tsx';
import { StyledRoot } from './radio-group.styles.ts';

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadio.Root>,
  'onValueChange' | 'orientation' | 'dir'
> {
  /** The group's visible label. */
  label: ReactNode;
  /** A hint under the group. */
  helperText?: ReactNode;
  /** Error message (or `true`): sets `aria-invalid` and points `aria-errormessage` at it. */
  error?: ReactNode;
  /** Radio and text size. */
  size?: FieldSize;
  /** Stack the options (`vertical`) or line them up in a wrapping row (`horizontal`). */
  orientation?: 'vertical' | 'horizontal';
  /** Shows the choice but keeps it from changing; options stay focusable. */
  readOnly?: boolean;
  /** Called with the chosen value. */
  onValueChange?: (event: { value: string }) => void;
}

/**
 * One choice among a few, on Radix: arrow keys move and select, Tab leaves the group. Options
 * are `RadioGroup.Item`s. With react-hook-form, use `Controller` (`value`/`onValueChange`).
 */
const RadioGroupBase = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    orientation = 'vertical',
    readOnly = false,
    value,
    defaultValue,
    onValueChange,
    children,
    ...props
  },
  ref,
) {
  const field = useField(props, { labelAs: 'span' });
  const { ids } = field;
  const dir = useDirection();
  // Held here (not in Radix) so that read-only can refuse a change.
  // Radix types the value as string | null; null counts as not controlled.
  const [current, change] = useControllableValue(
    value ?? undefined,
    defaultValue ?? '',
    onValueChange,
  );
  return (
    <Field {...field.frame}>
      <StyledRoot
        ref={ref}
        id={ids.inputId}
        aria-labelledby={ids.labelId}
        aria-readonly={readOnly || undefined}
        orientation={orientation}
        dir={dir}
        value={current}
        onValueChange={(next) => !readOnly && change(next)}
        required={field.required}
        disabled={field.disabled}
        {...field.aria}
        {...field.rest}
      >
        {children}
      </StyledRoot>
    </Field>
  );
});

/** The radio group with its option part: `RadioGroup.Item`. */
export const RadioGroup = Object.assign(RadioGroupBase, { Item: RadioItem });
