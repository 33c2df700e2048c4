import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes a textarea to its content, between `minRows` and `maxRows` lines; past `maxRows` it
 * scrolls. Runs whenever `text` changes.
 */
export function useAutoGrow(
  ref: RefObject<HTMLTextAreaElement | null>,
  text: string,
  minRows: number,
  maxRows: number | undefined,
): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5 || 20;
    el.style.blockSize = 'auto';
    const content = el.scrollHeight;
    const min = line * minRows;
    const max = maxRows === undefined ? Infinity : line * maxRows;
    el.style.blockSize = `${Math.min(Math.max(content, min), max)}px`;
    el.toggleAttribute('data-scrolls', content > max);
  }, [ref, text, minRows, maxRows]);
}
