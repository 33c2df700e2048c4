import { useCallback, useState } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const toText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

/**
 * Follows the text of a control that may be controlled (`value`) or not (`defaultValue`, or
 * react-hook-form's `register`, which writes the DOM value directly). Clear buttons and
 * counters read `text`; the control calls `track` from its change handler.
 */
export function useTrackedValue(value: unknown, defaultValue: unknown) {
  const [uncontrolled, setUncontrolled] = useState(() => toText(defaultValue));
  const controlled = value !== undefined && value !== null;
  const text = controlled ? toText(value) : uncontrolled;
  // A register()ed input gets its default value before we render; read it once it is attached.
  const attach = useCallback((node: TextControl | null) => {
    if (node) setUncontrolled(node.value);
  }, []);
  const track = useCallback((next: string) => setUncontrolled(next), []);
  return { text, track, attach };
}
