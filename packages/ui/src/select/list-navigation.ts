/** Keys that move the active option of a listbox. */
export const navigationKeys = new Set([
  'ArrowDown',
  'ArrowUp',
  'Home',
  'End',
  'PageDown',
  'PageUp',
]);

/**
 * The option made active by `key`, skipping disabled ones; `null` when the key does not move.
 * From no active option, Down goes to the first and Up to the last.
 */
export function nextActive(
  options: readonly { disabled?: boolean }[],
  from: number,
  key: string,
): number | null {
  const enabled = options.flatMap((o, i) => (o.disabled ? [] : [i]));
  if (enabled.length === 0 || !navigationKeys.has(key)) return null;
  const pos = enabled.indexOf(from);
  const last = enabled.length - 1;
  const at = (p: number) => enabled[Math.min(Math.max(p, 0), last)] ?? null;
  switch (key) {
    case 'ArrowDown':
      return at(pos < 0 ? 0 : pos + 1);
    case 'ArrowUp':
      return at(pos < 0 ? last : pos - 1);
    case 'PageDown':
      return at(pos < 0 ? 0 : pos + 10);
    case 'PageUp':
      return at(pos < 0 ? last : pos - 10);
    case 'Home':
      return at(0);
    default:
      return at(last);
  }
}
