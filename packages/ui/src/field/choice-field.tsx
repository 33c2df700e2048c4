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

/** The props a checkbox and a switch add to their Radix root's; `C` is the checked state's type. */
export interface ChoiceInputProps<C> {
  /** The label beside the control. */
  label?: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** A hint under the control. */
  helperText?: ReactNode;
  /** Error message (or `true`): sets `aria-invalid` and points `aria-errormessage` at it. */
  error?: ReactNode;
  /** Control (box or track) and text size. */
  size?: FieldSize;
  /** Shows the state but ignores clicks and Space; stays focusable, unlike `disabled`. */
  readOnly?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (event: { checked: C }) => void;
}

type CheckedOf<P> = P extends { onCheckedChange?: (event: { checked: infer C }) => void }
  ? C
  : never;

export interface ChoiceControlProps extends ChoiceFieldOptions {
  id?: string | undefined;
  /** Shows the state but ignores clicks and Space; stays focusable, unlike `disabled`. */
  readOnly?: boolean | undefined;
  onClick?: MouseEventHandler<HTMLButtonElement> | undefined;
}

/**
 * Splits a checkbox's or switch's props into the `<ChoiceField>` layout and the props of its
 * Radix control (id, required, read-only guard, ARIA, `onCheckedChange` as `{ checked }`, then
 * the rest).
 */
export function useChoiceField<P extends ChoiceControlProps & ChoiceInputProps<CheckedOf<P>>>(
  props: P,
) {
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
    onCheckedChange,
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
      onCheckedChange: (checked: CheckedOf<P>) => onCheckedChange?.({ checked }),
      ...(rest as Omit<P, keyof ChoiceControlProps | 'onCheckedChange'>),
    },
  };
}
