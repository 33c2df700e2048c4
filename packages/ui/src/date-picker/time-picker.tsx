import { forwardRef, type InputHTMLAttributes } from 'react';

import { Field } from '../field/field.tsx';
import { useField, type LabelledFieldProps } from '../field/use-field.ts';
import { InputBox, StyledInput } from '../text-field/text-field.styles.ts';

export interface TimePickerProps
  extends
    LabelledFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'step'> {
  /** Minutes between choices (15 gives 09:00, 09:15…). */
  minuteStep?: number;
  /** Called with the time, 'HH:mm' ('' when emptied). */
  onValueChange?: (event: { value: string }) => void;
}

/**
 * A time of day, 'HH:mm', on the browser's time input: it shows 12- or 24-hour time for the
 * user's locale and has its own accessible spin fields. The ref is the native input, so
 * react-hook-form's `register` works directly.
 */
export const TimePicker = forwardRef<HTMLInputElement, TimePickerProps>(function TimePicker(
  { minuteStep, onValueChange, onChange, readOnly, ...props },
  ref,
) {
  const field = useField(props);
  return (
    <Field {...field.frame}>
      <InputBox {...field.boxState(readOnly)}>
        <StyledInput
          ref={ref}
          id={field.ids.inputId}
          type="time"
          step={minuteStep ? minuteStep * 60 : undefined}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.({ value: event.target.value });
          }}
          required={field.required}
          disabled={field.disabled}
          readOnly={readOnly}
          {...field.aria}
          {...field.rest}
        />
      </InputBox>
    </Field>
  );
});
