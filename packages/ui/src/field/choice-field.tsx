import type { CSSProperties, MouseEvent, MouseEventHandler, ReactElement, ReactNode } from 'react';

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
import { fieldAria, hasError, useFieldIds, type FieldIds } from './use-field-ids.ts';

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

export interface ChoiceControlProps extends ChoiceFieldOptions {
  id?: string | undefined;
  /** Shows the state but ignores clicks and Space; stays focusable, unlike `disabled`. */
  readOnly?: boolean | undefined;
  onClick?: MouseEventHandler<HTMLButtonElement> | undefined;
}

/**
 * Splits a checkbox's or switch's props into the `<ChoiceField>` layout and the wiring of its
 * Radix control (id, required, read-only guard, ARIA); the rest go on the control too.
 */
export function useChoiceField<P extends ChoiceControlProps>(props: P) {
  const {
    id,
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
    readOnly = false,
    onClick,
    ...rest
  } = props;
  const ids = useFieldIds(id);
  const options = { label, description, helperText, error, required, disabled, size };
  return {
    readOnly,
    layout: { ids, className, style, controlEnd, ...options },
    control: {
      id: ids.inputId,
      required,
      disabled,
      'aria-readonly': readOnly || undefined,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // Radix skips its toggle when the click was default-prevented.
        if (readOnly) event.preventDefault();
      },
      ...choiceAria(ids, options),
    },
    rest: rest as Omit<P, keyof ChoiceControlProps>,
  };
}
