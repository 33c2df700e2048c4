import { useState } from 'react';

/**
 * The value of a control that is either controlled (`value`) or keeps its own, starting at
 * `defaultValue`. `change` stores the next value and reports it as `onValueChange({ value })`.
 */
export function useControllableValue<V>(
  value: V | undefined,
  defaultValue: V,
  onValueChange?: (event: { value: V }) => void,
) {
  const [inner, setInner] = useState(defaultValue);
  const change = (next: V) => {
    setInner(next);
    onValueChange?.({ value: next });
  };
  return [value ?? inner, change] as const;
}
