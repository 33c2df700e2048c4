import { useCallback, useRef, type ChangeEvent, type ChangeEventHandler, type Ref } from 'react';

import { mergeRefs } from '../field/merge-refs.ts';
import { useField, type FieldWiringProps } from '../field/use-field.ts';
import { useTrackedValue } from '../field/use-tracked-value.ts';
import { CharacterCounter } from './character-counter.tsx';

export interface TextControlProps<
  E extends HTMLInputElement | HTMLTextAreaElement,
> extends FieldWiringProps {
  value?: string | number | readonly string[] | undefined;
  defaultValue?: string | number | readonly string[] | undefined;
  onChange?: ChangeEventHandler<E> | undefined;
  maxLength?: number | undefined;
  readOnly?: boolean | undefined;
  /** Unset: a counter whenever `maxLength` is set. */
  showCounter?: boolean | undefined;
}

/**
 * The wiring a text field and a textarea share: the frame (`useField`), the text they hold for
 * the counter and clear button, the "count/maxLength" counter for the field's footer
 * (`footerEnd`), and `controlProps` for the native control, whose ref feeds the caller's `ref`
 * (react-hook-form's `register`), `innerRef` and the tracker.
 */
export function useTextControl<
  E extends HTMLInputElement | HTMLTextAreaElement,
  P extends TextControlProps<E>,
>(props: P, ref: Ref<E>) {
  const { value, defaultValue, onChange, maxLength, readOnly, showCounter, ...frame } = props;
  const counted = maxLength !== undefined && (showCounter ?? true);
  const field = useField(frame, { counted });
  const innerRef = useRef<E | null>(null);
  const { text, track, attach } = useTrackedValue(value, defaultValue);
  // Merged when React attaches the node, not while rendering (the refs rule of react-hooks).
  const mergedRef = useCallback(
    (node: E | null) => mergeRefs(ref, innerRef, attach)(node),
    [ref, attach],
  );
  const counter = counted && (
    <CharacterCounter id={field.counterId} count={text.length} max={maxLength} />
  );
  const controlProps = {
    ref: mergedRef,
    id: field.ids.inputId,
    value,
    defaultValue,
    onChange: (event: ChangeEvent<E>) => {
      track(event.target.value);
      onChange?.(event);
    },
    maxLength,
    required: field.required,
    disabled: field.disabled,
    readOnly,
    ...field.aria,
    ...field.rest,
  };
  return { field, text, readOnly, innerRef, counter, controlProps };
}
