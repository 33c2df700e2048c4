import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { IconButton, useAppearance } from '@atrium/ui';

/** Light or dark, through the appearance settings the whole app keeps. */
export function ThemeSwitch() {
  const { t } = useTranslation('front-pages');
  const { resolvedMode, setSettings } = useAppearance();
  const dark = resolvedMode === 'dark';
  return (
    <IconButton
      label={t(dark ? 'nav.toLight' : 'nav.toDark')}
      variant="text"
      color="secondary"
      shape="round"
      onClick={() => setSettings({ mode: dark ? 'light' : 'dark' })}
    >
      {dark ? <IconSun size={22} aria-hidden /> : <IconMoon size={22} aria-hidden />}
    </IconButton>
  );
}
