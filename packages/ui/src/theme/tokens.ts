/**
 * Raw design tokens. Components never read these: they read `theme` (CSS custom properties), so
 * that a mode, skin or colour switch restyles the page without a React re-render.
 */

export const primaryPresets = ['#7367F0', '#0D9394', '#FFB400', '#FF4C51', '#16B1FF'] as const;
export const defaultPrimary = primaryPresets[0];

export const semanticColors = {
  secondary: '#808390',
  success: '#28C76F',
  info: '#00BAD1',
  warning: '#FF9F43',
  error: '#FF4C51',
} as const;
export type SemanticColor = keyof typeof semanticColors;
export type ColorName = 'primary' | SemanticColor;
export const colorNames: readonly ColorName[] = [
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'error',
];

export type Mode = 'light' | 'dark';
export type Skin = 'default' | 'bordered';

export interface SurfaceTokens {
  background: string;
  paper: string;
  subtle: string;
  textPrimary: string;
  textSecondary: string;
  textDisabled: string;
  divider: string;
  border: string;
  overlay: string;
  shadowColor: string;
}

const lightSurface: SurfaceTokens = {
  background: '#F8F7FA',
  paper: '#FFFFFF',
  subtle: '#F3F2F6',
  textPrimary: '#444050',
  textSecondary: '#6D6B77',
  textDisabled: '#8E8C96',
  divider: '#E6E6E8',
  border: '#D1D0D4',
  overlay: 'rgb(47 43 61 / 0.5)',
  shadowColor: '47 43 61',
};

const darkSurface: SurfaceTokens = {
  background: '#25293C',
  paper: '#2F3349',
  subtle: '#363B54',
  textPrimary: '#E1DEF5',
  textSecondary: '#B4B2C9',
  textDisabled: '#8F90A6',
  divider: '#44485E',
  border: '#56596F',
  overlay: 'rgb(23 25 37 / 0.6)',
  shadowColor: '19 17 32',
};

// Bordered skin: the page and its surfaces share one colour (the paper); borders separate them.
export const surfaces: Record<Mode, Record<Skin, SurfaceTokens>> = {
  light: {
    default: lightSurface,
    bordered: { ...lightSurface, background: lightSurface.paper, subtle: '#F8F7FA' },
  },
  dark: {
    default: darkSurface,
    bordered: { ...darkSurface, background: darkSurface.paper },
  },
};

export const fontFamily =
  "'Public Sans', 'Noto Sans Arabic', -apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif";
// No monospace face is bundled yet; code samples fall back to the platform's monospace font.
export const fontFamilyMono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export type TypographyVariant =
  | 'display'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'subtitle'
  | 'body1'
  | 'body2'
  | 'caption'
  | 'overline'
  | 'button'
  | 'code';

export interface TypeStyle {
  fontSize: string;
  lineHeight: string;
  fontWeight: number;
  letterSpacing?: string;
  textTransform?: 'uppercase';
}

export const typography: Record<TypographyVariant, TypeStyle> = {
  display: { fontSize: '3.5rem', lineHeight: '4.25rem', fontWeight: 600 },
  h1: { fontSize: '2.875rem', lineHeight: '4.25rem', fontWeight: 500 },
  h2: { fontSize: '2.375rem', lineHeight: '3.5rem', fontWeight: 500 },
  h3: { fontSize: '1.75rem', lineHeight: '2.625rem', fontWeight: 500 },
  h4: { fontSize: '1.5rem', lineHeight: '2.375rem', fontWeight: 500 },
  h5: { fontSize: '1.125rem', lineHeight: '1.75rem', fontWeight: 500 },
  h6: { fontSize: '0.9375rem', lineHeight: '1.375rem', fontWeight: 500 },
  subtitle: { fontSize: '0.9375rem', lineHeight: '1.375rem', fontWeight: 500 },
  body1: { fontSize: '0.9375rem', lineHeight: '1.375rem', fontWeight: 400 },
  body2: { fontSize: '0.8125rem', lineHeight: '1.25rem', fontWeight: 400 },
  caption: {
    fontSize: '0.8125rem',
    lineHeight: '1.125rem',
    fontWeight: 400,
    letterSpacing: '0.025rem',
  },
  overline: {
    fontSize: '0.75rem',
    lineHeight: '0.875rem',
    fontWeight: 400,
    letterSpacing: '0.05rem',
    textTransform: 'uppercase',
  },
  button: {
    fontSize: '0.9375rem',
    lineHeight: '1.375rem',
    fontWeight: 500,
    letterSpacing: '0.0269rem',
  },
  code: { fontSize: '0.8125rem', lineHeight: '1.25rem', fontWeight: 400 },
};

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** 4 px grid. */
export const spaceUnit = 4;

export const radii = {
  xs: '2px',
  sm: '4px',
  md: '6px',
  lg: '8px',
  xl: '10px',
  pill: '999px',
  round: '50%',
} as const;

export const zIndex = {
  base: 0,
  raised: 1,
  sticky: 1100,
  navigation: 1200,
  drawer: 1300,
  overlay: 1350,
  modal: 1400,
  popover: 1500,
  toast: 1600,
  tooltip: 1700,
} as const;

export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const motion = {
  duration: { shortest: 100, short: 150, standard: 250, long: 400 },
  easing: {
    standard: 'cubic-bezier(0.4, 0, 0.2, 1)',
    decelerate: 'cubic-bezier(0, 0, 0.2, 1)',
    accelerate: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;
