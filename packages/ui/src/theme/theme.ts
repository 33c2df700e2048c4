import { cssVar } from './css-vars.ts';
import {
  breakpoints,
  fontFamily,
  fontFamilyMono,
  fontWeight,
  motion,
  radii,
  spaceUnit,
  typography,
  zIndex,
  type Breakpoint,
  type ColorName,
} from './tokens.ts';

export interface PaletteColor {
  /** The colour itself: borders, icons, charts. */
  main: string;
  /** Filled backgrounds that carry `contrast` text at WCAG AA. */
  solid: string;
  solidHover: string;
  /** Text on `solid`. */
  contrast: string;
  /** The colour as text on the page, readable in the current mode. */
  text: string;
  /** A 16% tint for tonal chips, buttons and selected rows. */
  tonal: string;
  tonalHover: string;
  /** Half-strength outline. */
  outline: string;
}

function palette(name: ColorName): PaletteColor {
  return {
    main: cssVar(`color-${name}`),
    solid: cssVar(`color-${name}-solid`),
    solidHover: cssVar(`color-${name}-solid-hover`),
    contrast: cssVar(`color-${name}-contrast`),
    text: cssVar(`color-${name}-text`),
    tonal: cssVar(`color-${name}-tonal`),
    tonalHover: cssVar(`color-${name}-tonal-hover`),
    outline: cssVar(`color-${name}-outline`),
  };
}

/**
 * The typed theme every styled component reads. Colours, shadows and durations are CSS custom
 * properties, so a switch of mode, skin or primary colour restyles without re-rendering.
 */
export const theme = {
  color: {
    primary: palette('primary'),
    secondary: palette('secondary'),
    success: palette('success'),
    info: palette('info'),
    warning: palette('warning'),
    error: palette('error'),
    background: cssVar('color-background'),
    paper: cssVar('color-paper'),
    subtle: cssVar('color-subtle'),
    text: {
      primary: cssVar('color-text-primary'),
      secondary: cssVar('color-text-secondary'),
      disabled: cssVar('color-text-disabled'),
    },
    divider: cssVar('color-divider'),
    border: cssVar('color-border'),
    overlay: cssVar('color-overlay'),
    hover: cssVar('color-hover'),
    selected: cssVar('color-selected'),
    focus: cssVar('color-focus'),
  },
  surface: {
    /** Card and panel shadow; `none` in the bordered skin. */
    shadow: cssVar('surface-shadow'),
    /** Card and panel border; a real border only in the bordered skin. */
    border: cssVar('surface-border'),
    /** Menus, popovers and dialogs. */
    overlayShadow: cssVar('overlay-shadow'),
  },
  shadow: {
    xs: cssVar('shadow-xs'),
    sm: cssVar('shadow-sm'),
    md: cssVar('shadow-md'),
    lg: cssVar('shadow-lg'),
    xl: cssVar('shadow-xl'),
  },
  font: { family: fontFamily, mono: fontFamilyMono, weight: fontWeight },
  typography,
  /** Multiples of the 4 px grid: `space(4)` is `16px`. */
  space: (...n: number[]): string => n.map((x) => `${x * spaceUnit}px`).join(' '),
  radius: radii,
  zIndex,
  breakpoints,
  media: {
    up: (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`,
    down: (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.05}px)`,
  },
  motion: {
    duration: {
      shortest: cssVar('duration-shortest'),
      short: cssVar('duration-short'),
      standard: cssVar('duration-standard'),
      long: cssVar('duration-long'),
    },
    easing: motion.easing,
  },
} as const;

export type AtriumTheme = typeof theme;

// Part of this module (not a loose .d.ts) so that every package that imports the theme also sees
// the typed `DefaultTheme`.
declare module 'styled-components' {
  // The interface is empty by design: it only adopts Atrium's theme type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AtriumTheme {}
}
