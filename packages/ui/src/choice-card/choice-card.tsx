import * as RadixRadio from '@radix-ui/react-radio-group';
import { IconCheck } from '@tabler/icons-react';
import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

import { Field } from '../field/field.tsx';
import { useField } from '../field/use-field.ts';
import { useDirection } from '../i18n/use-direction.ts';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import {
  CardDescription,
  CardGrid,
  CardIcon,
  CardMark,
  CardPrice,
  CardTitle,
  CheckboxCard,
  RadioCard,
} from './choice-card.styles.ts';

export interface ChoiceCardOption {
  /** The value stored when this card is chosen. */
  value: string;
  /** The card's name. */
  title: string;
  /** A line or two under the title. */
  description?: ReactNode;
  /** An icon at the start of the card. */
  icon?: ReactNode;
  /** A price or figure at the end of the title line. */
  price?: ReactNode;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface ChoiceCardsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'dir'
> {
  /** The group's visible label. */
  label: ReactNode;
  /** The cards. */
  options: ChoiceCardOption[];
  /** Checkbox cards (several values) instead of radio cards (one value). */
  multiple?: boolean;
  /** Chosen values (controlled); one value at most without `multiple`. */
  value?: string[];
  /** Initially chosen values (uncontrolled). */
  defaultValue?: string[];
  /** Called with the chosen values. */
  onValueChange?: (event: { value: string[] }) => void;
  /** Smallest card width before the grid wraps, in px. */
  minCardWidth?: number;
  /** A hint under the cards. */
  helperText?: ReactNode;
  /** Error message (or `true`). */
  error?: ReactNode;
  /** Marks the group required. */
  required?: boolean;
  /** Greys every card out. */
  disabled?: boolean;
}

/**
 * Rich radio or checkbox choices (plans, shipping methods) as cards. Radio cards move with the
 * arrow keys like a radio group; checkbox cards are each a Tab stop toggled with Space.
 */
export const ChoiceCards = forwardRef<HTMLDivElement, ChoiceCardsProps>(function ChoiceCards(
  {
    options,
    multiple = false,
    value,
    defaultValue = [],
    onValueChange,
    minCardWidth = 200,
    ...props
  },
  ref,
) {
  const field = useField(props, { labelAs: 'span' });
  const { ids, required, disabled } = field;
  const dir = useDirection();
  const [chosen, change] = useControllableValue(value, defaultValue, onValueChange);
  const groupProps = {
    ref,
    id: ids.inputId,
    'aria-labelledby': ids.labelId,
    style: { '--choice-card-min': `${minCardWidth}px` } as CSSProperties,
    ...field.aria,
    ...field.rest,
  };
  const body = (o: ChoiceCardOption) => {
    const titleId = `${ids.inputId}-${o.value}-title`;
    const descId = `${ids.inputId}-${o.value}-description`;
    return {
      'aria-labelledby': titleId,
      'aria-describedby': o.description ? descId : undefined,
      disabled: disabled || o.disabled,
      children: (
        <>
          {o.icon ? <CardIcon aria-hidden>{o.icon}</CardIcon> : <span />}
          <CardTitle id={titleId}>{o.title}</CardTitle>
          {o.price ? <CardPrice>{o.price}</CardPrice> : <span />}
          {o.description && <CardDescription id={descId}>{o.description}</CardDescription>}
          <CardMark aria-hidden>
            <IconCheck size={14} stroke={3} />
          </CardMark>
        </>
      ),
    };
  };

  return (
    <Field {...field.frame}>
      {multiple ? (
        <CardGrid role="group" {...groupProps}>
          {options.map((o) => (
            <CheckboxCard
              key={o.value}
              value={o.value}
              checked={chosen.includes(o.value)}
              onCheckedChange={(checked) =>
                change(
                  options
                    .filter((x) =>
                      x.value === o.value ? checked === true : chosen.includes(x.value),
                    )
                    .map((x) => x.value),
                )
              }
              {...body(o)}
            />
          ))}
        </CardGrid>
      ) : (
        <RadixRadio.Root
          asChild
          dir={dir}
          value={chosen[0] ?? ''}
          onValueChange={(next) => change([next])}
          required={required}
          disabled={disabled}
        >
          <CardGrid {...groupProps}>
            {options.map((o) => (
              <RadioCard key={o.value} value={o.value} {...body(o)} />
            ))}
          </CardGrid>
        </RadixRadio.Root>
      )}
    </Field>
  );
});
