import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field/field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { useField } from '../field/use-field.ts';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import { RatingRoot, Star, StarLabel } from './rating.styles.ts';

export interface RatingProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** The visible label. */
  label: ReactNode;
  /** The rating (controlled); 0 is "not rated". */
  value?: number;
  /** The initial rating (uncontrolled). */
  defaultValue?: number;
  /** Called with the chosen rating. */
  onValueChange?: (event: { value: number }) => void;
  /** Number of stars. */
  max?: number;
  /** Allow half stars. */
  allowHalf?: boolean;
  /** Shows the rating as an image with a spoken value, not as a control. */
  readOnly?: boolean;
  /** Keeps the stars from changing. */
  disabled?: boolean;
  /** Marks the field required (label marker and `aria-required`). */
  required?: boolean;
  /** Name of the radio inputs, for native forms. */
  name?: string;
  /** A hint under the stars. */
  helperText?: ReactNode;
  /** Error message (or `true`): sets `aria-invalid` and points `aria-errormessage` at it. */
  error?: ReactNode;
  /** Star size. */
  size?: FieldSize;
}

const fillOf = (star: number, shown: number) =>
  shown >= star ? 'full' : shown >= star - 0.5 ? 'half' : 'empty';

/**
 * Stars as a radio group (native radios, so arrows move and select and follow the writing
 * direction). Half steps, hover preview, and a read-only image form.
 */
export const Rating = forwardRef<HTMLDivElement, RatingProps>(function Rating(
  {
    value,
    defaultValue = 0,
    onValueChange,
    max = 5,
    allowHalf = false,
    readOnly = false,
    disabled = false,
    name,
    ...props
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const field = useField({ ...props, disabled }, { labelAs: 'span' });
  const { ids, required } = field;
  const [current, choose] = useControllableValue(value, defaultValue, onValueChange);
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? current;
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const input = (v: number, half: boolean) => (
    <StarLabel key={v} data-half={half || undefined} onMouseEnter={() => !disabled && setHover(v)}>
      <input
        type="radio"
        name={name ?? ids.inputId}
        value={v}
        checked={current === v}
        disabled={disabled}
        required={required}
        onChange={() => choose(v)}
      />
      <VisuallyHidden>{t('rating.stars', { count: v })}</VisuallyHidden>
    </StarLabel>
  );

  return (
    <Field {...field.frame}>
      <RatingRoot
        ref={ref}
        id={ids.inputId}
        data-size={field.size}
        data-disabled={disabled || undefined}
        {...(readOnly
          ? {
              role: 'img',
              'aria-label': t('rating.readOnly', { value: current, max }),
            }
          : {
              role: 'radiogroup',
              'aria-labelledby': ids.labelId,
              ...field.aria,
            })}
        onMouseLeave={() => setHover(null)}
        {...field.rest}
      >
        {stars.map((star) => (
          <Star key={star} data-fill={fillOf(star, shown)}>
            <IconStar aria-hidden />
            <IconStarFilled aria-hidden data-filled="" />
            {!readOnly && allowHalf && input(star - 0.5, true)}
            {!readOnly && input(star, false)}
          </Star>
        ))}
      </RatingRoot>
    </Field>
  );
});
