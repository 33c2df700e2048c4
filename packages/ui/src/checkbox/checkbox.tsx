import type * as RadixCheckbox from '@radix-ui/react-checkbox';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

import { ChoiceField, useChoiceField, type ChoiceInputProps } from '../field/choice-field.tsx';
import { StyledCheckbox, StyledIndicator } from './checkbox.styles.ts';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps
  extends
    Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'onCheckedChange'>,
    ChoiceInputProps<CheckedState> {
  /** Called with the new state; `indeterminate` only ever comes from the `checked` prop. */
  onCheckedChange?: (event: { checked: CheckedState }) => void;
}

/**
 * A checkbox on Radix (a `button role="checkbox"` plus a hidden input for native forms), with a
 * tri-state `checked`. With react-hook-form, use `Controller` (`checked`/`onCheckedChange`).
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(props, ref) {
  const choice = useChoiceField(props);
  const control = (
    <StyledCheckbox ref={ref} data-readonly={choice.readOnly || undefined} {...choice.control}>
      <StyledIndicator>
        {props.checked === 'indeterminate' ? (
          <IconMinus stroke={3} aria-hidden />
        ) : (
          <IconCheck stroke={3} aria-hidden />
        )}
      </StyledIndicator>
    </StyledCheckbox>
  );
  return <ChoiceField {...choice.layout} control={control} />;
});
