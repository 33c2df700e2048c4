import { IconEye, IconEyeOff, IconX } from '@tabler/icons-react';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field/field.tsx';
import { setNativeValue } from '../field/set-native-value.ts';
import type { LabelledFieldProps } from '../field/use-field.ts';
import { Adornment, AdornmentButton, InputBox, StyledInput } from './text-field.styles.ts';
import { useTextControl } from './use-text-control.tsx';

export interface TextFieldProps
  extends
    LabelledFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'type'> {
  /** Input type; `password` adds a reveal toggle. */
  type?: 'text' | 'email' | 'number' | 'search' | 'password' | 'tel' | 'url';
  /** Text or icon before the value (a currency sign, a search icon). */
  prefix?: ReactNode;
  /** Text or icon after the value (a unit). */
  suffix?: ReactNode;
  /** Shows a button that empties the field. */
  clearable?: boolean;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /** Shows "count/maxLength" under the field; on by default when `maxLength` is set. */
  showCounter?: boolean;
}

/**
 * A single-line text input with label, helper and error. `className` and `style` go on the
 * outer field; every other prop (`name`, `onChange`, the ref of `register`) on the `<input>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', prefix, suffix, clearable = false, onClear, ...props },
  ref,
) {
  const { t } = useTranslation('ui');
  const control = useTextControl(props, ref);
  const { field, text, readOnly } = control;
  const { ids, disabled } = field;
  const [revealed, setRevealed] = useState(false);
  const editable = !disabled && !readOnly;

  const clear = () => {
    const input = control.innerRef.current;
    if (!input) return;
    setNativeValue(input, '');
    input.focus();
    onClear?.();
  };

  return (
    <Field {...field.frame} footerEnd={control.counter}>
      <InputBox {...field.boxState(readOnly)}>
        {prefix && <Adornment data-prefix>{prefix}</Adornment>}
        <StyledInput
          type={type === 'password' && revealed ? 'text' : type}
          {...control.controlProps}
        />
        {clearable && editable && text !== '' && (
          <AdornmentButton type="button" aria-label={t('textField.clear')} onClick={clear}>
            <IconX size={16} aria-hidden />
          </AdornmentButton>
        )}
        {type === 'password' && (
          <AdornmentButton
            type="button"
            aria-label={t('textField.showPassword')}
            aria-pressed={revealed}
            aria-controls={ids.inputId}
            disabled={disabled}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
          </AdornmentButton>
        )}
        {suffix && <Adornment data-suffix>{suffix}</Adornment>}
      </InputBox>
    </Field>
  );
});
