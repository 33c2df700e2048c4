import { useTranslation } from 'react-i18next';

import { directionOf, type Direction } from './languages.ts';

/**
 * The writing direction of the current language, for Radix primitives (menus, tabs, sliders)
 * whose keyboard and placement logic needs `dir`. Derived from i18n rather than read from
 * `<html dir>` so the very first render is already right.
 */
export function useDirection(): Direction {
  const { i18n } = useTranslation();
  return directionOf(i18n.language);
}
