import { IconAlertCircle } from '@tabler/icons-react';
import {
  forwardRef,
  type ElementType,
  type HTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
} from 'react';

import {
  FieldFooter,
  FieldRoot,
  RequiredMark,
  StyledError,
  StyledHelper,
  StyledLabel,
  type FieldSize,
} from './field.styles.ts';
import { hasError, type FieldIds } from './use-field-ids.ts';

export interface FieldLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Shows the required marker (the control itself carries `required`/`aria-required`). */
  required?: boolean;
  /** Greys the label out with its control. */
  disabled?: boolean;
  /** `span` for groups (radio group, slider) that point at the label with `aria-labelledby`. */
  as?: ElementType;
}

const FieldLabel = forwardRef<HTMLLabelElement, FieldLabelProps>(function FieldLabel(
  { required, disabled, children, ...rest },
  ref,
) {
  return (
    <StyledLabel ref={ref} data-disabled={disabled || undefined} {...rest}>
      {children}
      {/* Hidden from the accessible name: the control announces "required" itself. */}
      {required && <RequiredMark aria-hidden>*</RequiredMark>}
    </StyledLabel>
  );
});

export type FieldHelperProps = HTMLAttributes<HTMLDivElement>;

const FieldHelper = forwardRef<HTMLDivElement, FieldHelperProps>(function FieldHelper(props, ref) {
  return <StyledHelper ref={ref} {...props} />;
});

export type FieldErrorProps = HTMLAttributes<HTMLDivElement>;

const FieldError = forwardRef<HTMLDivElement, FieldErrorProps>(function FieldError(
  { children, ...rest },
  ref,
) {
  return (
    <StyledError ref={ref} data-field-error {...rest}>
      <IconAlertCircle size={14} aria-hidden />
      <span>{children}</span>
    </StyledError>
  );
});

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Ids from `useFieldIds`, shared with the control inside. */
  ids: FieldIds;
  /** The visible label. */
  label?: ReactNode;
  /** A hint under the control; replaced visually (not in the DOM order) by nothing. */
  helperText?: ReactNode;
  /** Error message, or `true` for the error look without a message. */
  error?: ReactNode;
  /** Shows the required marker on the label. */
  required?: boolean;
  /** Greys the label out. */
  disabled?: boolean;
  /** Control size; sets the shared `--field-height` for the control inside. */
  size?: FieldSize;
  /** `label` (default) labels the control with `htmlFor`; `span` is for `aria-labelledby` groups. */
  labelAs?: 'label' | 'span';
  /** Content at the end of the helper row, such as a character counter. */
  footerEnd?: ReactNode;
  /** The control. */
  children: ReactNode;
}

/**
 * Label, control, helper text and error message wired together by ids. Every form control uses
 * it; use it yourself (with `useFieldIds` and `fieldAria`) to wrap a custom control.
 */
const FieldBase = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    ids,
    label,
    helperText,
    error,
    required,
    disabled,
    size = 'md',
    labelAs = 'label',
    footerEnd,
    children,
    ...rest
  },
  ref,
) {
  const message = hasError(error) && error !== true ? error : null;
  const hasFooter = Boolean(helperText || message || footerEnd);
  return (
    <FieldRoot
      ref={ref}
      data-size={size}
      data-invalid={hasError(error) || undefined}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {label && (
        <FieldLabel
          as={labelAs}
          id={ids.labelId}
          htmlFor={labelAs === 'label' ? ids.inputId : undefined}
          required={required}
          disabled={disabled}
        >
          {label}
        </FieldLabel>
      )}
      {children}
      {hasFooter && (
        <FieldFooter>
          <div>
            {helperText && <FieldHelper id={ids.helperId}>{helperText}</FieldHelper>}
            {message && <FieldError id={ids.errorId}>{message}</FieldError>}
          </div>
          {footerEnd}
        </FieldFooter>
      )}
    </FieldRoot>
  );
});

/** The field wrapper with its parts: `Field.Label`, `Field.Helper`, `Field.Error`. */
export const Field = Object.assign(FieldBase, {
  Label: FieldLabel,
  Helper: FieldHelper,
  Error: FieldError,
});
