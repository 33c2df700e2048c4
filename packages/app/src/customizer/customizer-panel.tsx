import { useTranslation } from 'react-i18next';

import {
  ColorSwatches,
  Divider,
  RadioGroup,
  Stack,
  Switch,
  Typography,
  directionOf,
  primaryPresets,
  useDirection,
  type ModeSetting,
  type Skin,
} from '@atrium/ui';

import type { LayoutSettings } from '../settings/layout-settings.ts';
import {
  layoutChoiceOf,
  layoutSettingsFor,
  useCustomizer,
  type LayoutChoice,
} from './use-customizer.ts';

/** Names of the theme's preset colours, for screen readers; an unknown preset is read as its hex. */
function usePresetNames(): Record<string, string> {
  const { t } = useTranslation('app');
  return {
    '#7367F0': t('customizer.colors.purple'),
    '#0D9394': t('customizer.colors.teal'),
    '#FFB400': t('customizer.colors.amber'),
    '#FF4C51': t('customizer.colors.red'),
    '#16B1FF': t('customizer.colors.skyBlue'),
  };
}

/** The customizer's controls: each applies at once and is stored (see `useCustomizer`). */
export function CustomizerPanel() {
  const { t, i18n } = useTranslation('app');
  const { appearance, setAppearance, layout, setLayout } = useCustomizer();
  const direction = useDirection();
  const names = usePresetNames();

  return (
    <Stack gap={6}>
      <Typography variant="overline" as="h3" color="secondary">
        {t('customizer.theming')}
      </Typography>
      <ColorSwatches
        label={t('customizer.primaryColor')}
        options={primaryPresets.map((hex) => ({ value: hex, label: names[hex] ?? hex }))}
        value={appearance.primary}
        onValueChange={({ value }) => setAppearance({ primary: value })}
        customLabel={t('customizer.customColor')}
      />
      <RadioGroup
        label={t('customizer.theme')}
        orientation="horizontal"
        value={appearance.mode}
        onValueChange={({ value }) => setAppearance({ mode: value as ModeSetting })}
      >
        <RadioGroup.Item value="light" label={t('customizer.modes.light')} />
        <RadioGroup.Item value="dark" label={t('customizer.modes.dark')} />
        <RadioGroup.Item value="system" label={t('customizer.modes.system')} />
      </RadioGroup>
      <RadioGroup
        label={t('customizer.skin')}
        orientation="horizontal"
        value={appearance.skin}
        onValueChange={({ value }) => setAppearance({ skin: value as Skin })}
      >
        <RadioGroup.Item value="default" label={t('customizer.skins.default')} />
        <RadioGroup.Item value="bordered" label={t('customizer.skins.bordered')} />
      </RadioGroup>
      <Switch
        label={t('customizer.semiDark')}
        description={t('customizer.semiDarkHint')}
        checked={appearance.semiDarkNav}
        onCheckedChange={({ checked }) => setAppearance({ semiDarkNav: checked })}
      />

      <Divider />
      <Typography variant="overline" as="h3" color="secondary">
        {t('customizer.layoutSection')}
      </Typography>
      <RadioGroup
        label={t('customizer.layout')}
        orientation="horizontal"
        value={layoutChoiceOf(layout)}
        onValueChange={({ value }) => setLayout(layoutSettingsFor(value as LayoutChoice))}
      >
        <RadioGroup.Item value="vertical" label={t('customizer.layouts.vertical')} />
        <RadioGroup.Item value="collapsed" label={t('customizer.layouts.collapsed')} />
        <RadioGroup.Item value="horizontal" label={t('customizer.layouts.horizontal')} />
      </RadioGroup>
      <RadioGroup
        label={t('customizer.contentWidth')}
        orientation="horizontal"
        value={layout.contentWidth}
        onValueChange={({ value }) =>
          setLayout({ contentWidth: value as LayoutSettings['contentWidth'] })
        }
      >
        <RadioGroup.Item value="compact" label={t('customizer.widths.compact')} />
        <RadioGroup.Item value="wide" label={t('customizer.widths.wide')} />
      </RadioGroup>
      <RadioGroup
        label={t('customizer.direction')}
        orientation="horizontal"
        value={direction}
        onValueChange={({ value }) =>
          // Choosing the language's own direction means "follow the language" again.
          setAppearance({
            direction: value === directionOf(i18n.language) ? 'auto' : (value as 'ltr' | 'rtl'),
          })
        }
      >
        <RadioGroup.Item value="ltr" label={t('customizer.directions.ltr')} />
        <RadioGroup.Item value="rtl" label={t('customizer.directions.rtl')} />
      </RadioGroup>
    </Stack>
  );
}
