import { forwardRef, useMemo, useRef, type ChangeEvent, type TextareaHTMLAttributes } from 'react';

import { Field } from '../field/field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { mergeRefs } from '../field/merge-refs.ts';
import { useField, type LabelledFieldProps } from '../field/use-field.ts';
import { useTrackedValue } from '../field/use-tracked-value.ts';
import { CharacterCounter } from '../text-field/character-counter.tsx';
import { StyledTextarea, TextareaBox } from './textarea.styles.ts';
import { useAutoGrow } from './use-auto-grow.ts';

export interface TextareaProps
  extends LabelledFieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> {
  /** Font size and padding. */
  size?: FieldSize;
  /** Height, in lines, when empty. */
  minRows?: number;
  /** The field grows with its text up to this many lines, then scrolls. Unset: no limit. */
  maxRows?: number;
  /** Shows "count/maxLength" under the field; on by default when `maxLength` is set. */
  showCounter?: boolean;
}

/**
 * A multi-line text input that grows with its content. `className` and `style` go on the outer
 * field; every other prop on the `<textarea>`.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    minRows = 3,
    maxRows,
    showCounter,
    value,
    defaultValue,
    onChange,
    maxLength,
    readOnly,
    ...props
  },
  ref,
) {
  const counted = maxLength !== undefined && (showCounter ?? true);
  const field = useField(props, { counted });
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const { text, track, attach } = useTrackedValue(value, defaultValue);
  const mergedRef = useMemo(() => mergeRefs(ref, innerRef, attach), [ref, attach]);
  useAutoGrow(innerRef, text, minRows, maxRows);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    track(event.target.value);
    onChange?.(event);
  };

  return (
    <Field
      {...field.frame}
      footerEnd={
        counted && <CharacterCounter id={field.counterId} count={text.length} max={maxLength} />
      }
    >
      <TextareaBox {...field.boxState(readOnly)}>
        <StyledTextarea
          ref={mergedRef}
          id={field.ids.inputId}
          rows={minRows}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          maxLength={maxLength}
          required={field.required}
          disabled={field.disabled}
          readOnly={readOnly}
          {...field.aria}
          {...field.rest}
        />
      </TextareaBox>
    </Field>
  );
});
