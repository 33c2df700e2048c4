import { directionOf } from '../i18n/languages.ts';
import { ensureContrast, mix, solidPair } from './color.ts';
import { surfaces } from './tokens.ts';
import type { AppearanceSettings } from './settings.ts';

/** The custom properties that follow from one primary colour, in both modes. */
export function primaryVars(primary: string): Record<string, string> {
  const { solid, contrast } = solidPair(primary);
  // Text in the primary colour must stay readable on its own tonal tint, the worst case.
  const onLight = ensureContrast(primary, mix(surfaces.light.default.subtle, primary, 0.16), 4.5);
  const onDark = ensureContrast(primary, mix(surfaces.dark.default.subtle, primary, 0.16), 4.5);
  return {
    '--at-color-primary': primary.toUpperCase(),
    '--at-color-primary-solid': solid,
    '--at-color-primary-contrast': contrast,
    '--at-color-primary-text-on-light': onLight,
    '--at-color-primary-text-on-dark': onDark,
  };
}

export function resolveMode(
  mode: AppearanceSettings['mode'],
  prefersDark: boolean,
): 'light' | 'dark' {
  return mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
}

/**
 * Puts the settings on `<html>` as data attributes and primary-colour custom properties; the
 * static theme CSS keyed on those attributes does the rest, so React never re-renders for it.
 */
export function applyAppearance(
  root: HTMLElement,
  settings: AppearanceSettings,
  prefersDark: boolean,
): void {
  root.dataset.mode = resolveMode(settings.mode, prefersDark);
  root.dataset.modeSetting = settings.mode;
  root.dataset.skin = settings.skin;
  root.dataset.navScheme = settings.semiDarkNav ? 'semi-dark' : 'default';
  for (const [name, value] of Object.entries(primaryVars(settings.primary))) {
    root.style.setProperty(name, value);
  }
  root.style.colorScheme = root.dataset.mode;
  applyDirection(root, settings.direction);
}

/**
 * An explicit direction wins over the language's and is remembered in `data-dir-setting`, which
 * `applyLanguage` respects. Back on `auto`, the language's direction returns; while `auto` stays,
 * `dir` is left to whoever sets the language (the app's i18n, Storybook's toolbar).
 */
function applyDirection(root: HTMLElement, direction: AppearanceSettings['direction']): void {
  if (direction !== 'auto') {
    root.dataset.dirSetting = direction;
    root.dir = direction;
  } else if (root.dataset.dirSetting) {
    delete root.dataset.dirSetting;
    root.dir = directionOf(root.lang);
  }
}
