import type { ColorName } from '../theme/tokens.ts';

/** "Olivia Martin" → "OM", "cher" → "C"; code points, so non-Latin scripts and emoji stay whole. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

const palette: readonly ColorName[] = [
  'primary',
  'success',
  'info',
  'warning',
  'error',
  'secondary',
];

/** A stable colour per name, so the same customer always gets the same avatar colour. */
export function colorOf(name: string): ColorName {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? 'primary';
}
