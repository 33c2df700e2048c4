import { useTranslation } from 'react-i18next';

import { useDirectionSetting } from '../theme/appearance-provider.tsx';
import { directionOf, type Direction } from './languages.ts';

/**
 * The writing direction of the current language, for Radix primitives (menus, tabs, sliders)
 * whose keyboard and placement logic needs `dir`. Derived from i18n rather than read from
 * `<html dir>` so the very first render is already right; a direction chosen in the appearance
 * settings overrides the language's.
 */
export function useDirection(): Direction {
  const { i18n } = useTranslation();
  const chosen = useDirectionSetting();
  return chosen === 'auto' ? directionOf(i18n.language) : chosen;
}
