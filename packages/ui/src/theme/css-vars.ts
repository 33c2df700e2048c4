import { primaryVars } from './apply-appearance.ts';
import { ensureContrast, mix, solidPair } from './color.ts';
import {
  defaultPrimary,
  motion,
  semanticColors,
  surfaces,
  type Mode,
  type SemanticColor,
  type Skin,
  type SurfaceTokens,
} from './tokens.ts';

/** Every custom property name the theme uses, so typos fail typecheck instead of rendering nothing. */
export const cssVar = (name: string): string => `var(--at-${name})`;

function declarations(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([k, v]) => `${k}: ${v};`)
    .join('\n  ');
}

function surfaceVars(s: SurfaceTokens, mode: Mode, skin: Skin): Record<string, string> {
  const shadow = (y: number, blur: number, alpha: number) =>
    `0 ${y}px ${blur}px rgb(${s.shadowColor} / ${alpha})`;
  const bordered = skin === 'bordered';
  return {
    '--at-color-background': s.background,
    '--at-color-paper': s.paper,
    '--at-color-subtle': s.subtle,
    '--at-color-text-primary': s.textPrimary,
    '--at-color-text-secondary': s.textSecondary,
    '--at-color-text-disabled': s.textDisabled,
    '--at-color-divider': s.divider,
    '--at-color-border': s.border,
    '--at-color-overlay': s.overlay,
    '--at-color-hover': mode === 'light' ? 'rgb(47 43 61 / 0.06)' : 'rgb(225 222 245 / 0.08)',
    '--at-color-selected': mode === 'light' ? 'rgb(47 43 61 / 0.08)' : 'rgb(225 222 245 / 0.12)',
    '--at-color-primary-text': `var(--at-color-primary-text-on-${mode})`,
    '--at-shadow-xs': shadow(1, 4, mode === 'light' ? 0.1 : 0.2),
    '--at-shadow-sm': shadow(2, 6, mode === 'light' ? 0.12 : 0.22),
    '--at-shadow-md': shadow(3, 12, mode === 'light' ? 0.14 : 0.24),
    '--at-shadow-lg': shadow(4, 18, mode === 'light' ? 0.16 : 0.26),
    '--at-shadow-xl': shadow(8, 28, mode === 'light' ? 0.2 : 0.3),
    '--at-surface-shadow': bordered ? 'none' : 'var(--at-shadow-md)',
    '--at-overlay-shadow': bordered ? 'none' : 'var(--at-shadow-lg)',
    '--at-surface-border': bordered ? '1px solid var(--at-color-divider)' : '0 solid transparent',
    ...semanticModeVars(s),
  };
}

/** Status colours as text, readable on their own tint over this mode's surfaces. */
function semanticModeVars(s: SurfaceTokens): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, hex] of Object.entries(semanticColors) as [SemanticColor, string][]) {
    out[`--at-color-${name}-text`] = ensureContrast(hex, mix(s.subtle, hex, 0.16), 4.5);
  }
  return out;
}

/** Printed pages are black on white paper whatever the mode: ink, not the screen's greys. */
const printSurface: SurfaceTokens = {
  ...surfaces.light.bordered,
  textPrimary: '#000000',
  textSecondary: '#000000',
};

const printTokens = () => declarations(surfaceVars(printSurface, 'light', 'bordered'));

/** A print root as a sheet: the page's margins are the sheet's, it needs no card frame. */
const sheetCss = [
  'margin: 0',
  'inline-size: auto',
  'max-inline-size: none',
  'box-shadow: none',
  'border: 0',
  'border-radius: 0',
]
  .map((rule) => `${rule} !important;`)
  .join(' ');

/**
 * What a printed page shows: black on white, and when the page holds a print root
 * (`data-print-root`, e.g. an invoice) only that root. Everything beside it (navigation, navbar,
 * footer, customizer, toasts, the page's buttons) is left out and its ancestors stop laying it
 * out (no grid, no padding), so the root fills the A4 sheet.
 */
function printCss(): string {
  const page = ':root:has([data-print-root])';
  const flat = [
    'display: block',
    'position: static',
    'margin: 0',
    'padding: 0',
    'border: 0',
    'inline-size: auto',
    'max-inline-size: none',
    'min-block-size: 0',
    'block-size: auto',
    'overflow: visible',
    'box-shadow: none',
    'background: none',
    'transform: none',
  ]
    .map((rule) => `${rule} !important;`)
    .join(' ');
  return `@page { size: A4; margin: 12mm; }
@media print {
  :root, :root[data-mode][data-skin] { ${printTokens()} }
  ${page} body *:not([data-print-root]):not([data-print-root] *):not(:has([data-print-root])) { display: none !important; }
  ${page} body :has([data-print-root]) { ${flat} }
  ${page} [data-print-root] { ${sheetCss} }
  ${page} [data-print-root] [role='region'] { overflow: visible !important; }
}
[data-print-preview] { ${printTokens()} color: var(--at-color-text-primary); background: var(--at-color-paper); }
[data-print-preview] [data-print-root] { ${sheetCss} }`;
}

function semanticStaticVars(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, hex] of Object.entries(semanticColors) as [SemanticColor, string][]) {
    const { solid, contrast } = solidPair(hex);
    out[`--at-color-${name}`] = hex;
    out[`--at-color-${name}-solid`] = solid;
    out[`--at-color-${name}-contrast`] = contrast;
  }
  return out;
}

function tonalVars(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['primary', ...Object.keys(semanticColors)]) {
    out[`--at-color-${name}-tonal`] =
      `color-mix(in srgb, var(--at-color-${name}) 16%, transparent)`;
    out[`--at-color-${name}-tonal-hover`] =
      `color-mix(in srgb, var(--at-color-${name}) 24%, transparent)`;
    out[`--at-color-${name}-outline`] =
      `color-mix(in srgb, var(--at-color-${name}) 50%, transparent)`;
    out[`--at-color-${name}-solid-hover`] =
      `color-mix(in srgb, var(--at-color-${name}-solid) 88%, black)`;
  }
  return out;
}

/**
 * The theme's static stylesheet: every token as a custom property, keyed on the data attributes
 * `applyAppearance` sets on `<html>`. Generated from `tokens.ts`, never edited by hand.
 */
export function themeCss(): string {
  const blocks: string[] = [];
  blocks.push(`:root {
  ${declarations({ ...primaryVars(defaultPrimary), ...semanticStaticVars(), ...tonalVars() })}
  --at-color-focus: color-mix(in srgb, var(--at-color-primary) 60%, transparent);
  --at-duration-shortest: ${motion.duration.shortest}ms;
  --at-duration-short: ${motion.duration.short}ms;
  --at-duration-standard: ${motion.duration.standard}ms;
  --at-duration-long: ${motion.duration.long}ms;
  ${declarations(surfaceVars(surfaces.light.default, 'light', 'default'))}
}`);
  for (const mode of ['light', 'dark'] as const) {
    for (const skin of ['default', 'bordered'] as const) {
      blocks.push(`:root[data-mode='${mode}'][data-skin='${skin}'] {
  ${declarations(surfaceVars(surfaces[mode][skin], mode, skin))}
}`);
    }
  }
  // Semi-dark navigation: the nav surface takes the dark tokens while the page stays light.
  blocks.push(`:root[data-mode='light'][data-nav-scheme='semi-dark'] [data-nav-surface] {
  ${declarations(surfaceVars(surfaces.dark.default, 'dark', 'default'))}
  color: var(--at-color-text-primary);
}`);
  // Last, so printing wins over the mode and skin blocks above.
  blocks.push(printCss());
  const still = `--at-duration-shortest: 0ms; --at-duration-short: 0ms; --at-duration-standard: 0ms; --at-duration-long: 0ms;`;
  blocks.push(`@media (prefers-reduced-motion: reduce) { :root { ${still} } }`);
  blocks.push(`:root[data-motion='off'] { ${still} }
:root[data-motion='off'] *, :root[data-motion='off'] *::before, :root[data-motion='off'] *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent;
}`);
  return blocks.join('\n');
}
