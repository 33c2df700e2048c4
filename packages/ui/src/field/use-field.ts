import type { CSSProperties, ReactNode } from 'react';

import type { FieldSize } from './field.styles.ts';
import { fieldAria, hasError, useFieldIds } from './use-field-ids.ts';

/** The props every form control takes for its frame: label, hint, error and state. */
export interface FieldWiringProps {
  id?: string | undefined;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  size?: FieldSize | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/**
 * The frame props a labelled form control documents the same way; a control whose prop means
 * more (a date field's own error message) restates it with its own comment.
 */
export interface LabelledFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the field. */
  helperText?: ReactNode;
  /** Error message (or `true`): sets `aria-invalid` and points `aria-errormessage` at it. */
  error?: ReactNode;
  /** Height and font size. */
  size?: FieldSize;
}

export interface UseFieldOptions {
  /** `span` for groups labelled with `aria-labelledby` instead of `htmlFor`. */
  labelAs?: 'label' | 'span';
  /** The control shows a character counter, which then describes it too. */
  counted?: boolean;
}

/**
 * Takes the frame props off a control's props and wires them once: ids, the `<Field>` props,
 * the control's ARIA (invalid, described by, required) and the `data-*` state of its box.
 * The rest of the props are returned for the control itself.
 */
export function useField<P extends FieldWiringProps>(props: P, options: UseFieldOptions = {}) {
  const {
    id,
    label,
    helperText,
    error,
    required,
    disabled,
    size = 'md',
    className,
    style,
    // The caller's own descriptions (a rules list) join the field's: spread after it, they would
    // replace its link to the error message (and an `undefined` one would remove it).
    'aria-describedby': ownDescribedBy,
    ...rest
  } = props as P & { 'aria-describedby'?: string };
  const ids = useFieldIds(id);
  const counterId = `${ids.inputId}-counter`;
  const invalid = hasError(error);
  const aria = fieldAria({
    ids,
    helperText,
    error,
    required,
    describedBy: [options.counted ? counterId : undefined, ownDescribedBy]
      .filter(Boolean)
      .join(' '),
  });
  return {
    ids,
    label,
    size,
    required,
    disabled,
    invalid,
    counterId,
    aria,
    /** Props for `<Field>`. */
    frame: {
      ids,
      labelAs: options.labelAs,
      label,
      helperText,
      error,
      required,
      disabled,
      size,
      className,
      style,
    },
    /** `data-*` state for the box drawn around the control. */
    boxState: (readOnly?: boolean) => ({
      'data-invalid': invalid || undefined,
      'data-disabled': disabled || undefined,
      'data-readonly': readOnly || undefined,
    }),
    rest: rest as Omit<P, keyof FieldWiringProps>,
  };
}
