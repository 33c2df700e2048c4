import { useId, type ReactNode } from 'react';

export interface FieldIds {
  /** Id of the control itself. */
  inputId: string;
  labelId: string;
  helperId: string;
  errorId: string;
}

/** Stable ids for a control and its label, helper and error, seeded by `id` when given. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? `field-${generated.replace(/:/g, '')}`;
  return {
    inputId: base,
    labelId: `${base}-label`,
    helperId: `${base}-helper`,
    errorId: `${base}-error`,
  };
}

export interface FieldAriaOptions {
  ids: FieldIds;
  helperText?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Extra ids to describe the control with (a counter, a hint). */
  describedBy?: string | undefined;
}

/** True when `error` should put the field in its error state (`true` or a non-empty message). */
export const hasError = (error: ReactNode): boolean =>
  error !== undefined && error !== null && error !== false && error !== '';

/** The ARIA wiring every control carries: invalid, described by helper and error, required. */
export function fieldAria({ ids, helperText, error, required, describedBy }: FieldAriaOptions) {
  const invalid = hasError(error);
  const showsError = invalid && error !== true;
  const described = [
    helperText ? ids.helperId : undefined,
    showsError ? ids.errorId : undefined,
    describedBy,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': described || undefined,
    'aria-errormessage': showsError ? ids.errorId : undefined,
    'aria-required': required || undefined,
  } as const;
}
