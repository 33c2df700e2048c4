import { primaryVars } from './apply-appearance.ts';
import { defaultPrimary, type Mode, type Skin } from './tokens.ts';

export type ModeSetting = Mode | 'system';
/** `auto` lets the language decide; `ltr`/`rtl` override it. */
export type DirectionSetting = 'auto' | 'ltr' | 'rtl';

/** What a person chooses about the look of Atrium; persisted and applied before first paint. */
export interface AppearanceSettings {
  /** Light, dark, or follow the operating system live. */
  mode: ModeSetting;
  /** `bordered` draws borders instead of shadows and flattens the page background. */
  skin: Skin;
  /** Any `#rrggbb`; presets are in `primaryPresets`. */
  primary: string;
  /** Dark navigation surface on a light page. */
  semiDarkNav: boolean;
  /** Writing direction; `auto` follows the language. */
  direction: DirectionSetting;
}

export const defaultAppearance: AppearanceSettings = {
  mode: 'light',
  skin: 'default',
  primary: defaultPrimary,
  semiDarkNav: false,
  direction: 'auto',
};

export const appearanceStorageKey = 'atrium.appearance';

const modes: readonly ModeSetting[] = ['light', 'dark', 'system'];
const skins: readonly Skin[] = ['default', 'bordered'];
const directions: readonly DirectionSetting[] = ['auto', 'ltr', 'rtl'];

/** Accepts anything (a stored string, a toolbar value) and returns valid settings. */
export function normalizeAppearance(value: unknown): AppearanceSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof AppearanceSettings, unknown>
  >;
  return {
    mode: modes.includes(v.mode as ModeSetting) ? (v.mode as ModeSetting) : defaultAppearance.mode,
    skin: skins.includes(v.skin as Skin) ? (v.skin as Skin) : defaultAppearance.skin,
    primary:
      typeof v.primary === 'string' && /^#[0-9a-f]{6}$/i.test(v.primary)
        ? v.primary.toUpperCase()
        : defaultAppearance.primary,
    semiDarkNav: typeof v.semiDarkNav === 'boolean' ? v.semiDarkNav : defaultAppearance.semiDarkNav,
    direction: directions.includes(v.direction as DirectionSetting)
      ? (v.direction as DirectionSetting)
      : defaultAppearance.direction,
  };
}

export function readStoredAppearance(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): AppearanceSettings {
  try {
    const raw = storage?.getItem(appearanceStorageKey);
    return normalizeAppearance(raw ? JSON.parse(raw) : null);
  } catch {
    return defaultAppearance;
  }
}

/**
 * Stores the settings with the custom properties they produce, so the pre-paint script can apply
 * them without carrying the colour maths.
 */
export function storeAppearance(
  settings: AppearanceSettings,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(
      appearanceStorageKey,
      JSON.stringify({ ...settings, cssVars: primaryVars(settings.primary) }),
    );
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}
