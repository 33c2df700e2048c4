import { describe, expect, it } from 'vitest';

import {
  appearanceStorageKey,
  defaultAppearance,
  normalizeAppearance,
  readStoredAppearance,
  storeAppearance,
} from './settings.ts';

describe('appearance settings', () => {
  it('fills defaults and drops invalid values', () => {
    expect(normalizeAppearance(null)).toEqual(defaultAppearance);
    expect(
      normalizeAppearance({ mode: 'neon', skin: 'bordered', primary: 'blue', semiDarkNav: 'yes' }),
    ).toEqual({
      ...defaultAppearance,
      skin: 'bordered',
    });
    expect(normalizeAppearance({ primary: '#0d9394', mode: 'system' })).toMatchObject({
      primary: '#0D9394',
      mode: 'system',
    });
  });

  it('keeps a chosen direction and falls back to the language (auto) otherwise', () => {
    expect(normalizeAppearance({ direction: 'rtl' }).direction).toBe('rtl');
    expect(normalizeAppearance({ direction: 'sideways' }).direction).toBe('auto');
  });

  it('round-trips through storage with the derived colours', () => {
    const settings = { ...defaultAppearance, mode: 'dark' as const, primary: '#FF4C51' };
    storeAppearance(settings);
    const raw = JSON.parse(localStorage.getItem(appearanceStorageKey) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(raw.cssVars).toMatchObject({ '--at-color-primary': '#FF4C51' });
    expect(readStoredAppearance()).toEqual(settings);
  });

  it('survives a corrupt store', () => {
    localStorage.setItem(appearanceStorageKey, '{not json');
    expect(readStoredAppearance()).toEqual(defaultAppearance);
  });
});
