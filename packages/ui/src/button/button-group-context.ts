import { createContext } from 'react';

import type { ColorName } from '../theme/tokens.ts';
import type { ButtonSize, ButtonVariant } from './button.styles.ts';

/** Look shared by the buttons of a `ButtonGroup`; a button's own props still win. */
export interface ButtonGroupDefaults {
  variant?: ButtonVariant;
  color?: ColorName;
  size?: ButtonSize;
}

export const ButtonGroupContext = createContext<ButtonGroupDefaults | null>(null);
