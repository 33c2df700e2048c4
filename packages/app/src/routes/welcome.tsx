import { useTranslation } from 'react-i18next';

import {
  Button,
  Card,
  Stack,
  Typography,
  languages,
  primaryPresets,
  useAppearance,
  type ModeSetting,
  type Skin,
} from '@atrium/ui';

const modes: readonly ModeSetting[] = ['light', 'dark', 'system'];
const skins: readonly Skin[] = ['default', 'bordered'];

/**
 * The foundation's start screen: proves theme, skin, colour and language end to end until the app
 * shell (layouts, sign-in, navigation) replaces it.
 */
export function Welcome() {
  const { t, i18n } = useTranslation('app');
  const { settings, setSettings } = useAppearance();
  return (
    <Stack as="main" gap={6} style={{ maxInlineSize: 880, marginInline: 'auto', padding: 24 }}>
      <header>
        <Typography variant="h3" as="h1">
          {t('welcome.title')}
        </Typography>
        <Typography color="secondary">{t('welcome.subtitle')}</Typography>
      </header>

      <Card as="section" aria-labelledby="appearance-title">
        <Card.Header
          titleId="appearance-title"
          title={t('welcome.appearance')}
          subtitle={t('welcome.appearanceHint')}
        />
        <Card.Content>
          <Stack gap={5}>
            <Stack gap={2} role="group" aria-labelledby="mode-label">
              <Typography variant="overline" id="mode-label" color="secondary">
                {t('welcome.mode')}
              </Typography>
              <Stack direction="row" gap={2} wrap>
                {modes.map((mode) => (
                  <Button
                    key={mode}
                    variant={settings.mode === mode ? 'contained' : 'tonal'}
                    aria-pressed={settings.mode === mode}
                    onClick={() => setSettings({ mode })}
                  >
                    {t(`welcome.modes.${mode}`)}
                  </Button>
                ))}
              </Stack>
            </Stack>
            <Stack gap={2} role="group" aria-labelledby="skin-label">
              <Typography variant="overline" id="skin-label" color="secondary">
                {t('welcome.skin')}
              </Typography>
              <Stack direction="row" gap={2} wrap>
                {skins.map((skin) => (
                  <Button
                    key={skin}
                    variant={settings.skin === skin ? 'contained' : 'tonal'}
                    color="secondary"
                    aria-pressed={settings.skin === skin}
                    onClick={() => setSettings({ skin })}
                  >
                    {t(`welcome.skins.${skin}`)}
                  </Button>
                ))}
              </Stack>
            </Stack>
            <Stack gap={2} role="group" aria-labelledby="primary-label">
              <Typography variant="overline" id="primary-label" color="secondary">
                {t('welcome.primary')}
              </Typography>
              <Stack direction="row" gap={2} wrap>
                {primaryPresets.map((hex) => (
                  <Button
                    key={hex}
                    variant={settings.primary === hex ? 'contained' : 'outlined'}
                    aria-pressed={settings.primary === hex}
                    onClick={() => setSettings({ primary: hex })}
                  >
                    {/* A colour code reads left to right in every language. */}
                    <span dir="ltr">{hex}</span>
                  </Button>
                ))}
              </Stack>
            </Stack>
            <Stack gap={2} role="group" aria-labelledby="language-label">
              <Typography variant="overline" id="language-label" color="secondary">
                {t('welcome.language')}
              </Typography>
              <Stack direction="row" gap={2} wrap>
                {languages.map((language) => (
                  <Button
                    key={language.code}
                    lang={language.code}
                    variant={i18n.language === language.code ? 'contained' : 'tonal'}
                    color="info"
                    aria-pressed={i18n.language === language.code}
                    onClick={() => void i18n.changeLanguage(language.code)}
                  >
                    {language.label}
                  </Button>
                ))}
              </Stack>
            </Stack>
          </Stack>
        </Card.Content>
      </Card>

      <Card as="section" aria-labelledby="next-title">
        <Card.Header titleId="next-title" title={t('welcome.nextTitle')} />
        <Card.Content>
          <Typography color="secondary">{t('welcome.nextBody')}</Typography>
        </Card.Content>
      </Card>
    </Stack>
  );
}
