import { useCallback, useRef, type ChangeEvent, type ChangeEventHandler, type Ref } from 'react';

import { mergeRefs } from '../field/merge-refs.ts';
import { useField, type FieldWiringProps } from '../field/use-field.ts';
import { useTrackedValue } from '../field/use-tracked-value.ts';
import { CharacterCounter } from './character-counter.tsx';

export interface TextControlOptions<E extends HTMLInputElement | HTMLTextAreaElement> {
  value: unknown;
  defaultValue: unknown;
  onChange: ChangeEventHandler<E> | undefined;
  maxLength: number | undefined;
  /** Unset: a counter whenever `maxLength` is set. */
  showCounter: boolean | undefined;
}

/**
 * The wiring a text field and a textarea share: the frame (`useField`), the text they hold for
 * the counter and clear button, one ref that feeds the caller's `ref` (react-hook-form's
 * `register`), `innerRef` and the tracker, and the "count/maxLength" counter for the field's
 * footer (`footerEnd`).
 */
export function useTextControl<
  E extends HTMLInputElement | HTMLTextAreaElement,
  P extends FieldWiringProps,
>(
  props: P,
  ref: Ref<E>,
  { value, defaultValue, onChange, maxLength, showCounter }: TextControlOptions<E>,
) {
  const counted = maxLength !== undefined && (showCounter ?? true);
  const field = useField(props, { counted });
  const innerRef = useRef<E | null>(null);
  const { text, track, attach } = useTrackedValue(value, defaultValue);
  // Merged when React attaches the node, not while rendering (the refs rule of react-hooks).
  const mergedRef = useCallback(
    (node: E | null) => mergeRefs(ref, innerRef, attach)(node),
    [ref, attach],
  );
  const handleChange = (event: ChangeEvent<E>) => {
    track(event.target.value);
    onChange?.(event);
  };
  const counter = counted && (
    <CharacterCounter id={field.counterId} count={text.length} max={maxLength} />
  );
  return { field, text, innerRef, mergedRef, handleChange, counter };
}
