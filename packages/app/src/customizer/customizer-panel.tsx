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
} from '@atrium/ui';

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

interface ChoiceProps<V extends string> {
  label: string;
  optionLabel: (option: V) => string;
  options: readonly V[];
  value: V;
  onChange: (value: V) => void;
}

/** One setting of the panel: a horizontal radio group of its few values. */
function Choice<V extends string>({
  label,
  options,
  optionLabel,
  value,
  onChange,
}: ChoiceProps<V>) {
  return (
    <RadioGroup
      label={label}
      orientation="horizontal"
      value={value}
      onValueChange={(event) => onChange(event.value as V)}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option} value={option} label={optionLabel(option)} />
      ))}
    </RadioGroup>
  );
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
      <Choice
        label={t('customizer.theme')}
        options={['light', 'dark', 'system']}
        optionLabel={(option) => t(`customizer.modes.${option}`)}
        value={appearance.mode}
        onChange={(mode) => setAppearance({ mode })}
      />
      <Choice
        label={t('customizer.skin')}
        options={['default', 'bordered']}
        optionLabel={(option) => t(`customizer.skins.${option}`)}
        value={appearance.skin}
        onChange={(skin) => setAppearance({ skin })}
      />
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
      <Choice<LayoutChoice>
        label={t('customizer.layout')}
        options={['vertical', 'collapsed', 'horizontal']}
        optionLabel={(option) => t(`customizer.layouts.${option}`)}
        value={layoutChoiceOf(layout)}
        onChange={(choice) => setLayout(layoutSettingsFor(choice))}
      />
      <Choice
        label={t('customizer.contentWidth')}
        options={['compact', 'wide']}
        optionLabel={(option) => t(`customizer.widths.${option}`)}
        value={layout.contentWidth}
        onChange={(contentWidth) => setLayout({ contentWidth })}
      />
      <Choice
        label={t('customizer.direction')}
        options={['ltr', 'rtl']}
        optionLabel={(option) => t(`customizer.directions.${option}`)}
        value={direction}
        onChange={(value) =>
          // Choosing the language's own direction means "follow the language" again.
          setAppearance({ direction: value === directionOf(i18n.language) ? 'auto' : value })
        }
      />
    </Stack>
  );
}
