export {
  Field,
  type FieldErrorProps,
  type FieldHelperProps,
  type FieldLabelProps,
  type FieldProps,
} from './field.tsx';
export type { FieldSize } from './field.styles.ts';
export { fieldAria, hasError, useFieldIds, type FieldIds } from './use-field-ids.ts';
