import type * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

import { ChoiceField, useChoiceField, type ChoiceInputProps } from '../field/choice-field.tsx';
import { StyledSwitch, StyledThumb } from './switch.styles.ts';

export interface SwitchProps
  extends
    Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'onCheckedChange'>,
    ChoiceInputProps<boolean> {
  /** Put the switch at the end of the row, as in settings lists. */
  controlEnd?: boolean;
}

/**
 * An on/off switch on Radix (`role="switch"`) for settings that apply at once. With
 * react-hook-form, use `Controller` (`checked`/`onCheckedChange`).
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(props, ref) {
  const choice = useChoiceField(props);
  const control = (
    <StyledSwitch ref={ref} {...choice.control}>
      <StyledThumb />
    </StyledSwitch>
  );
  return <ChoiceField {...choice.layout} control={control} />;
});
