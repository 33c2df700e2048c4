import { forwardRef, type TextareaHTMLAttributes } from 'react';

import { Field } from '../field/field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import type { LabelledFieldProps } from '../field/use-field.ts';
import { useTextControl } from '../text-field/use-text-control.tsx';
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
  { minRows = 3, maxRows, ...props },
  ref,
) {
  const { field, text, readOnly, innerRef, counter, controlProps } = useTextControl(props, ref);
  useAutoGrow(innerRef, text, minRows, maxRows);

  return (
    <Field {...field.frame} footerEnd={counter}>
      <TextareaBox {...field.boxState(readOnly)}>
        <StyledTextarea rows={minRows} {...controlProps} />
      </TextareaBox>
    </Field>
  );
});
