import type { Direction } from '../i18n/languages.ts';

export type KeyMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The move an arrow, Home or End key asks for. "Next" is to the right in left-to-right text and
 * to the left in right-to-left text, as the reader's eye goes.
 */
export function keyMove(key: string, direction: Direction): KeyMove | undefined {
  const rtl = direction === 'rtl';
  switch (key) {
    case 'ArrowRight':
      return rtl ? 'previous' : 'next';
    case 'ArrowLeft':
      return rtl ? 'next' : 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}
