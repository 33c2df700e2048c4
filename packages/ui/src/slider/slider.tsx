import type * as RadixSlider from '@radix-ui/react-slider';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field/field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { useField } from '../field/use-field.ts';
import { useDirection } from '../i18n/use-direction.ts';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import {
  Mark,
  Marks,
  SliderBox,
  StyledRange,
  StyledRoot,
  StyledThumb,
  StyledTrack,
  ValueLabel,
} from './slider.styles.ts';

export interface SliderMark {
  /** Where the mark sits. */
  value: number;
  /** Text under the mark. */
  label: string;
}

export interface SliderProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixSlider.Root>,
  'onValueChange' | 'onValueCommit' | 'dir' | 'asChild'
> {
  /** The visible label. */
  label: ReactNode;
  /** One number, or two for a range. */
  value?: number[];
  /** Initial numbers (uncontrolled): one, or two for a range. */
  defaultValue?: number[];
  /** Called while dragging or on each key press. */
  onValueChange?: (event: { value: number[] }) => void;
  /** Called when the user lets go (end of drag, key up). */
  onValueCommit?: (event: { value: number[] }) => void;
  /** Labelled ticks under the track. */
  marks?: SliderMark[];
  /** Shows each thumb's value above it. */
  showValueLabels?: boolean;
  /** Formats values for the labels and for screen readers (`aria-valuetext`). */
  formatValue?: (value: number) => string;
  /** A hint under the slider. */
  helperText?: ReactNode;
  /** Error message (or `true`): sets `aria-invalid` and points `aria-errormessage` at it. */
  error?: ReactNode;
  /** Thumb size. */
  size?: FieldSize;
  /** Marks the field required (label marker and `aria-required`). */
  required?: boolean;
  /** Shows the value but refuses changes; thumbs stay focusable. */
  readOnly?: boolean;
}

/**
 * A value (or a range, with two values) on a track, on Radix: arrows step, PageUp/PageDown
 * jump, Home/End go to the ends; follows the writing direction. With react-hook-form, use
 * `Controller`.
 */
export const Slider = forwardRef<HTMLSpanElement, SliderProps>(function Slider(
  {
    value,
    defaultValue,
    onValueChange,
    onValueCommit,
    marks,
    showValueLabels = false,
    formatValue = String,
    readOnly = false,
    min = 0,
    max = 100,
    orientation = 'horizontal',
    ...props
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const field = useField(props, { labelAs: 'span' });
  const { ids, label } = field;
  const dir = useDirection();
  const [values, change] = useControllableValue(value, defaultValue ?? [min], onValueChange);
  // The slider role has no aria-required: the label's marker carries it.
  const { 'aria-required': _required, ...aria } = field.aria;
  const thumbName = (index: number) =>
    values.length === 2 ? t(index === 0 ? 'slider.minimum' : 'slider.maximum') : undefined;
  const percent = (v: number) => ((v - min) / (max - min)) * 100;

  return (
    <Field {...field.frame}>
      <SliderBox
        data-orientation={orientation}
        data-size={field.size}
        data-value-labels={(showValueLabels && orientation === 'horizontal') || undefined}
        data-marks={(marks?.length && orientation === 'horizontal') || undefined}
      >
        <StyledRoot
          ref={ref}
          id={ids.inputId}
          dir={dir}
          min={min}
          max={max}
          orientation={orientation}
          disabled={field.disabled}
          value={values}
          onValueChange={(next) => !readOnly && change(next)}
          onValueCommit={(next) => !readOnly && onValueCommit?.({ value: next })}
          aria-invalid={aria['aria-invalid']}
          {...field.rest}
        >
          <StyledTrack>
            <StyledRange />
          </StyledTrack>
          {values.map((v, index) => (
            <StyledThumb
              // Thumbs are positional: the first is always the lower bound.
              key={index}
              aria-labelledby={thumbName(index) ? undefined : ids.labelId}
              aria-label={
                thumbName(index) && typeof label === 'string'
                  ? `${label}: ${thumbName(index)}`
                  : thumbName(index)
              }
              aria-valuetext={formatValue(v)}
              aria-readonly={readOnly || undefined}
              {...aria}
            >
              {showValueLabels && <ValueLabel aria-hidden>{formatValue(v)}</ValueLabel>}
            </StyledThumb>
          ))}
        </StyledRoot>
        {marks && (
          <Marks aria-hidden>
            {marks.map((m) => (
              <Mark
                key={m.value}
                style={
                  orientation === 'vertical'
                    ? { insetBlockEnd: `${percent(m.value)}%` }
                    : { insetInlineStart: `${percent(m.value)}%` }
                }
              >
                {m.label}
              </Mark>
            ))}
          </Marks>
        )}
      </SliderBox>
    </Field>
  );
});
