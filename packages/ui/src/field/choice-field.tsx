import type { CSSProperties, ReactElement, ReactNode } from 'react';

import { Field } from './field.tsx';
import { RequiredMark } from './field.styles.ts';
import type { FieldSize } from './field.styles.ts';
import {
  ChoiceDescription,
  ChoiceFooter,
  ChoiceLabel,
  ChoiceRoot,
  ChoiceRow,
  ChoiceText,
} from './choice-field.styles.ts';
import { fieldAria, hasError, type FieldIds } from './use-field-ids.ts';

export interface ChoiceFieldOptions {
  label?: ReactNode;
  description?: ReactNode;
  helperText?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: FieldSize;
  /** Put the control at the end of the row (switch settings lists). */
  controlEnd?: boolean;
  className?: string;
  style?: CSSProperties;
}

interface ChoiceFieldProps extends ChoiceFieldOptions {
  ids: FieldIds;
  /** The control, given its ARIA wiring by the caller with `choiceAria`. */
  control: ReactElement;
}

export const descriptionId = (ids: FieldIds) => `${ids.inputId}-description`;

/** `fieldAria` for a control labelled beside it, with its description. */
export function choiceAria(ids: FieldIds, options: ChoiceFieldOptions) {
  const aria = fieldAria({
    ids,
    helperText: options.helperText,
    error: options.error,
    required: options.required,
  });
  // The description belongs to the label, so it is read before the helper and error.
  const describedBy = [options.description ? descriptionId(ids) : '', aria['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  return { ...aria, 'aria-describedby': describedBy || undefined };
}

/** Layout of a checkbox or switch: the control, its label and description beside it, then helper and error. */
export function ChoiceField({
  ids,
  control,
  label,
  description,
  helperText,
  error,
  required,
  disabled,
  size = 'md',
  controlEnd = false,
  className,
  style,
}: ChoiceFieldProps) {
  const message = hasError(error) && error !== true ? error : null;
  const text = (label || description) && (
    <ChoiceText>
      {label && (
        <ChoiceLabel id={ids.labelId} htmlFor={ids.inputId} data-disabled={disabled || undefined}>
          {label}
          {required && <RequiredMark aria-hidden> *</RequiredMark>}
        </ChoiceLabel>
      )}
      {description && <ChoiceDescription id={descriptionId(ids)}>{description}</ChoiceDescription>}
    </ChoiceText>
  );
  return (
    <ChoiceRoot
      className={className}
      style={style}
      data-size={size}
      data-invalid={hasError(error) || undefined}
      data-disabled={disabled || undefined}
    >
      <ChoiceRow data-control-end={controlEnd || undefined}>
        {controlEnd ? (
          <>
            {text}
            {control}
          </>
        ) : (
          <>
            {control}
            {text}
          </>
        )}
      </ChoiceRow>
      {(message || helperText) && (
        <ChoiceFooter data-control-end={controlEnd || undefined}>
          {helperText && <Field.Helper id={ids.helperId}>{helperText}</Field.Helper>}
          {message && <Field.Error id={ids.errorId}>{message}</Field.Error>}
        </ChoiceFooter>
      )}
    </ChoiceRoot>
  );
}
