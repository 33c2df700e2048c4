import { IconLanguage, IconMenu2 } from '@tabler/icons-react';

import { IconButton } from '@atrium/ui';

/**
 * The buttons that open the phone menu and the language menu: the same element is the menu's
 * trigger and, while the menu's chunk loads, its stand-in, so the bar never shifts.
 */
export const menuButton = (label: string) => (
  <IconButton label={label} variant="text" color="secondary">
    <IconMenu2 size={22} aria-hidden />
  </IconButton>
);

export const languageButton = (label: string) => (
  <IconButton label={label} variant="text" color="secondary" shape="round">
    <IconLanguage size={22} aria-hidden />
  </IconButton>
);
