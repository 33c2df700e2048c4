export {
  AppearanceProvider,
  useAppearance,
  type AppearanceProviderProps,
} from './appearance-provider.tsx';
export { applyAppearance, primaryVars, resolveMode } from './apply-appearance.ts';
export { contrastRatio, ensureContrast } from './color.ts';
export { themeCss } from './css-vars.ts';
export { prePaintScript } from './pre-paint.ts';
export {
  appearanceStorageKey,
  defaultAppearance,
  normalizeAppearance,
  readStoredAppearance,
  storeAppearance,
  type AppearanceSettings,
  type DirectionSetting,
  type ModeSetting,
} from './settings.ts';
export { theme, type AtriumTheme, type PaletteColor } from './theme.ts';
export {
  breakpoints,
  colorNames,
  primaryPresets,
  type Breakpoint,
  type ColorName,
  type Mode,
  type Skin,
  type TypographyVariant,
} from './tokens.ts';
