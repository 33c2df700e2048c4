import { useCallback } from 'react';

import { defaultAppearance, useAppearance, type AppearanceSettings } from '@atrium/ui';

import {
  defaultLayoutSettings,
  useLayoutSettings,
  type LayoutSettings,
} from '../settings/layout-settings.ts';

/** The customizer's three layout choices, over the two stored layout settings. */
export type LayoutChoice = 'vertical' | 'collapsed' | 'horizontal';

export function layoutChoiceOf(settings: LayoutSettings): LayoutChoice {
  if (settings.layout === 'horizontal') return 'horizontal';
  return settings.collapsed ? 'collapsed' : 'vertical';
}

export function layoutSettingsFor(choice: LayoutChoice): Partial<LayoutSettings> {
  return choice === 'horizontal'
    ? { layout: 'horizontal' }
    : { layout: 'vertical', collapsed: choice === 'collapsed' };
}

/** True when any setting the customizer shows differs from its default. */
export function differsFromDefaults(
  appearance: AppearanceSettings,
  layout: LayoutSettings,
): boolean {
  const keys = Object.keys(defaultAppearance) as (keyof AppearanceSettings)[];
  const appearanceChanged = keys.some((key) =>
    key === 'primary'
      ? appearance.primary.toLowerCase() !== defaultAppearance.primary.toLowerCase()
      : appearance[key] !== defaultAppearance[key],
  );
  // The horizontal layout ignores `collapsed`, so a leftover value there changes nothing.
  return (
    appearanceChanged ||
    layoutChoiceOf(layout) !== layoutChoiceOf(defaultLayoutSettings) ||
    layout.contentWidth !== defaultLayoutSettings.contentWidth
  );
}

/** Everything the customizer reads and writes: appearance (ui theme) and layout (app) settings. */
export function useCustomizer() {
  const appearance = useAppearance();
  const [layout, setLayout] = useLayoutSettings();
  const { reset: resetAppearance } = appearance;
  const reset = useCallback(() => {
    resetAppearance();
    setLayout(defaultLayoutSettings);
  }, [resetAppearance, setLayout]);
  return {
    appearance: appearance.settings,
    setAppearance: appearance.setSettings,
    layout,
    setLayout,
    modified: differsFromDefaults(appearance.settings, layout),
    reset,
  };
}
