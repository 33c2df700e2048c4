import { css, keyframes, type DefaultTheme } from 'styled-components';

import type { PaletteColor } from './theme.ts';
import { colorNames, type ColorName } from './tokens.ts';

type Radius = keyof DefaultTheme['radius'];

export interface PlainIconButtonOptions {
  /** Edge length in px. */
  size: number;
  /** Icon colour at rest. */
  tone?: 'primary' | 'secondary';
  radius?: Radius;
}

/**
 * A borderless icon button that only tints its background on hover: the remove, clear, toggle and
 * navigation buttons that sit inside chips, fields, calendars and bars. The focus ring is the
 * global one, restated so it survives a host page without the global styles.
 */
export const plainIconButton = ({
  size,
  tone = 'secondary',
  radius = 'round',
}: PlainIconButtonOptions) => css`
  display: inline-grid;
  place-items: center;
  inline-size: ${size}px;
  block-size: ${size}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius[radius]};
  background: transparent;
  color: ${({ theme }) => theme.color.text[tone]};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

/**
 * The paper of floating layers (popovers, menus, lists, dialogs, tour cards): themed border,
 * corner and the overlay shadow.
 */
export const overlaySurface = (radius: Radius = 'md') => css`
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  border: ${({ theme }) => theme.surface.border};
  border-radius: ${({ theme }) => theme.radius[radius]};
  box-shadow: ${({ theme }) => theme.surface.overlayShadow};
`;

/**
 * Hover, focus and disabled states of a trigger that fills its row or strip (accordion header,
 * tab), with the focus ring drawn inside its edge.
 */
export const insetTriggerStates = css`
  &:hover:not([data-disabled]) {
    background: ${({ theme }) => theme.color.hover};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

/**
 * One rule per palette colour, `&[data-color='info'] { … }`: a component takes its colour from a
 * data attribute, and these rules hand its styles that colour's shades (usually as custom
 * properties the rest of the component reads).
 */
export const perColor = (
  declarations: (color: PaletteColor) => Record<string, string>,
  {
    attribute = 'data-color',
    names = colorNames,
  }: { attribute?: string; names?: readonly ColorName[] } = {},
) => css`
  ${({ theme }) =>
    names.map(
      (name) => css`
        &[${attribute}='${name}'] {
          ${Object.entries(declarations(theme.color[name]))
            .map(([property, value]) => `${property}: ${value};`)
            .join('\n')}
        }
      `,
    )}
`;

type TypeVariant = keyof DefaultTheme['typography'];

/**
 * A type variant's size and line height; its weight too with `withWeight` (otherwise the element
 * keeps the weight it inherits or sets).
 */
export const typeScale = (variant: TypeVariant, withWeight = false) => css`
  font-size: ${({ theme }) => theme.typography[variant].fontSize};
  line-height: ${({ theme }) => theme.typography[variant].lineHeight};
  ${
    withWeight &&
    css`
      font-weight: ${({ theme }) => theme.typography[variant].fontWeight};
    `
  }
`;

/** A list without bullets or indent (the list is there for its semantics, not its looks). */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A button with nothing of the browser's own: no box, the text of its surroundings. */
export const unstyledButton = css`
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const fadeIn = keyframes`from { opacity: 0; }`;

/** The dimmed page behind a modal layer (dialog, drawer), fading in as it opens. */
export const backdrop = (layer: keyof DefaultTheme['zIndex']) => css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex[layer]};
  background: ${({ theme }) => theme.color.overlay};
  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.standard} ease-out;
  }
`;
