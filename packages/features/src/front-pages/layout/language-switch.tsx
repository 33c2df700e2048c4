import { useTranslation } from 'react-i18next';

import { Menu, languages } from '@atrium/ui';

import { languageButton } from './top-bar-buttons.tsx';

/** The four languages; Arabic turns the page right to left. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('front-pages');
  return (
    <Menu align="end" trigger={languageButton(t('nav.language'))}>
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
