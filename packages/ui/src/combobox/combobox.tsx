import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, useMemo, useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { AnchoredPopup } from '../field/anchored-popup.tsx';
import { Field } from '../field/field.tsx';
import { mergeRefs } from '../field/merge-refs.ts';
import { useField, type LabelledFieldProps } from '../field/use-field.ts';
import { ValueChips } from '../field/value-chip.tsx';
import { ListContent, MultiBox } from '../select/multi-select.styles.ts';
import { comboboxAria, OptionListbox, optionId } from '../select/option-list.tsx';
import type { SelectOption } from '../select/options.ts';
import { ComboInput, ListStatus, Spinner, ToggleButton } from './combobox.styles.ts';
import { useCombobox } from './use-combobox.ts';

export interface ComboboxProps
  extends
    LabelledFieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'size' | 'onChange' | 'multiple'
    > {
  /** Options filtered as the user types (case-insensitive "contains"). */
  options?: SelectOption[];
  /** Loads options for the typed text instead of `options`, debounced. */
  loadOptions?: (query: string) => Promise<SelectOption[]>;
  /** Wait after the last keystroke before `loadOptions`, in ms. */
  debounceMs?: number;
  /** Choose several values, shown as chips. */
  multiple?: boolean;
  /** Accept any typed text as a value (on Enter or when leaving the field). */
  freeSolo?: boolean;
  /** Offer an "Add “text”" option when nothing matches exactly. */
  creatable?: boolean;
  /** Called when the user adds a value with the "Add" option. */
  onCreate?: (event: { label: string }) => void;
  /** The value (controlled): a string, or an array with `multiple`. */
  value?: string | string[];
  /** The initial value (uncontrolled). */
  defaultValue?: string | string[];
  /** Called with the new value: a string, or an array with `multiple`. */
  onValueChange?: (event: { value: string | string[] }) => void;
}

/**
 * A text input with a suggestion list (ARIA 1.2 combobox: focus stays in the input, the active
 * option is `aria-activedescendant`). Sync or async options, single or multiple, free text or
 * creatable. The ref is the `<input>`; with react-hook-form, use `Controller`.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    options,
    loadOptions,
    debounceMs = 300,
    multiple = false,
    freeSolo = false,
    creatable = false,
    onCreate,
    value,
    defaultValue,
    onValueChange,
    name,
    readOnly,
    onBlur,
    onKeyDown,
    ...props
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const field = useField(props);
  const { ids, label, disabled } = field;
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const mergedRef = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  const editable = !disabled && !readOnly;
  const cb = useCombobox({
    options,
    loadOptions,
    debounceMs,
    multiple,
    freeSolo,
    creatable,
    editable,
    value,
    defaultValue,
    onValueChange,
    onCreate,
  });
  const expanded = cb.open && editable;

  return (
    <Field {...field.frame}>
      <AnchoredPopup
        open={expanded}
        onOpenChange={(next) => !next && cb.close()}
        box={
          <MultiBox ref={boxRef} {...field.boxState(readOnly)}>
            {multiple && (
              <ValueChips
                chosen={cb.chosen.map((v) => ({ value: v, label: cb.labelOf(v) }))}
                onRemove={editable ? ({ value: v }) => cb.remove(v) : undefined}
              />
            )}
            <ComboInput
              ref={mergedRef}
              {...comboboxAria(ids.inputId, expanded, expanded && cb.list.length > 0)}
              autoComplete="off"
              aria-autocomplete="list"
              aria-activedescendant={
                expanded && cb.active >= 0 ? optionId(ids.inputId, cb.active) : undefined
              }
              value={cb.query}
              onChange={(event) => editable && cb.onInputChange(event.target.value)}
              onKeyDown={(event) => {
                onKeyDown?.(event);
                cb.onKeyDown(event);
              }}
              onBlur={(event) => {
                onBlur?.(event);
                cb.settle();
              }}
              required={field.required}
              disabled={disabled}
              readOnly={readOnly}
              {...field.aria}
              {...field.rest}
            />
            {cb.loading && <Spinner aria-hidden />}
            {editable && (
              <ToggleButton
                type="button"
                tabIndex={-1}
                aria-label={t('combobox.toggle')}
                aria-expanded={expanded}
                onClick={() => {
                  cb.setOpen(!cb.open);
                  inputRef.current?.focus();
                }}
              >
                <IconChevronDown size={18} aria-hidden />
              </ToggleButton>
            )}
          </MultiBox>
        }
      >
        <ListContent
          align="start"
          sideOffset={4}
          aria-label={typeof label === 'string' ? label : undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (boxRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {cb.list.length > 0 && (
            <OptionListbox
              baseId={ids.inputId}
              labelledBy={ids.labelId}
              multiple={multiple}
              options={cb.list}
              chosen={cb.chosen}
              active={cb.active}
              onActivate={cb.setActive}
              onPick={cb.pick}
            />
          )}
          <ListStatus role="status">
            {cb.loading
              ? t('combobox.loading')
              : cb.list.length === 0
                ? t('combobox.noResults')
                : ''}
          </ListStatus>
        </ListContent>
      </AnchoredPopup>
      {name && cb.chosen.map((v) => <input key={v} type="hidden" name={name} value={v} />)}
    </Field>
  );
});
