import { IconLanguage, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { IconButton, Menu, languages, useAppearance } from '@atrium/ui';

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

/** The four languages; Arabic turns the page right to left. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('front-pages');
  return (
    <Menu
      align="end"
      trigger={
        <IconButton label={t('nav.language')} variant="text" color="secondary" shape="round">
          <IconLanguage size={22} aria-hidden />
        </IconButton>
      }
    >
      <Menu.RadioGroup value={i18n.language} onValueChange={(lng) => void i18n.changeLanguage(lng)}>
        {languages.map((language) => (
          <Menu.RadioItem key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </Menu>
  );
}
