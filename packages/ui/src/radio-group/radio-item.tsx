import type * as RadixRadio from '@radix-ui/react-radio-group';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

import {
  ChoiceDescription,
  ChoiceLabel,
  ChoiceRow,
  ChoiceText,
} from '../field/choice-field.styles.ts';
import { StyledIndicator, StyledItem } from './radio-group.styles.ts';

export interface RadioItemProps extends ComponentPropsWithoutRef<typeof RadixRadio.Item> {
  /** The value chosen with this option. */
  value: string;
  /** The option's label. */
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
}

/** One option of a `RadioGroup`, with its label (clickable) and description. */
export const RadioItem = forwardRef<HTMLButtonElement, RadioItemProps>(function RadioItem(
  { label, description, id, disabled, ...rest },
  ref,
) {
  const generated = useId();
  const itemId = id ?? `radio-${generated.replace(/:/g, '')}`;
  return (
    <ChoiceRow>
      <StyledItem
        ref={ref}
        id={itemId}
        disabled={disabled}
        aria-describedby={description ? `${itemId}-description` : undefined}
        {...rest}
      >
        <StyledIndicator />
      </StyledItem>
      <ChoiceText>
        <ChoiceLabel htmlFor={itemId} data-disabled={disabled || undefined}>
          {label}
        </ChoiceLabel>
        {description && (
          <ChoiceDescription id={`${itemId}-description`}>{description}</ChoiceDescription>
        )}
      </ChoiceText>
    </ChoiceRow>
  );
});
