import { describe, expect, it } from 'vitest';

import { primaryVars } from './apply-appearance.ts';
import { contrastRatio, mix, parseHex, solidPair } from './color.ts';
import { primaryPresets, semanticColors, surfaces } from './tokens.ts';

const samples = [
  ...primaryPresets,
  ...Object.values(semanticColors),
  '#000000',
  '#FFFFFF',
  '#123456',
  '#FFEE00',
  '#00FF00',
];

describe('colour derivation', () => {
  it('parses short and long hex and rejects the rest', () => {
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
    expect(parseHex('7367F0')).toEqual([115, 103, 240]);
    expect(parseHex('red')).toBeNull();
  });

  it.each(samples)('%s gives a solid fill whose text reaches WCAG AA', (hex) => {
    const { solid, contrast } = solidPair(hex);
    expect(contrastRatio(solid, contrast)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(samples)('%s as text stays AA on its tint in light and dark mode', (hex) => {
    const vars = primaryVars(hex);
    const lightBg = mix(surfaces.light.default.subtle, hex, 0.16);
    const darkBg = mix(surfaces.dark.default.subtle, hex, 0.16);
    expect(
      contrastRatio(vars['--at-color-primary-text-on-light']!, lightBg),
    ).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--at-color-primary-text-on-dark']!, darkBg)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('keeps a preset that already passes unchanged', () => {
    expect(solidPair('#FFB400')).toEqual({ solid: '#FFB400', contrast: '#2F2B3D' });
  });

  it('keeps body text readable on every surface of every mode and skin', () => {
    for (const mode of Object.values(surfaces)) {
      for (const s of Object.values(mode)) {
        for (const bg of [s.background, s.paper, s.subtle]) {
          expect(contrastRatio(s.textPrimary, bg)).toBeGreaterThanOrEqual(7);
          expect(contrastRatio(s.textSecondary, bg)).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
