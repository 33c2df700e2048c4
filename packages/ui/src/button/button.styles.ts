import styled, { css, keyframes } from 'styled-components';

import type { ColorName } from '../theme/tokens.ts';

export type ButtonVariant = 'contained' | 'tonal' | 'outlined' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

const sizes = {
  sm: { block: 30, inline: 3.5, font: '0.8125rem', gap: 1.5, icon: 16 },
  md: { block: 38, inline: 5, font: '0.9375rem', gap: 2, icon: 18 },
  lg: { block: 48, inline: 6.5, font: '1.0625rem', gap: 2, icon: 20 },
} as const;

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(sizes.md.gap)};
  min-block-size: ${sizes.md.block}px;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space(sizes.md.inline)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-size: ${sizes.md.font};
  font-weight: ${({ theme }) => theme.typography.button.fontWeight};
  line-height: ${({ theme }) => theme.typography.button.lineHeight};
  letter-spacing: ${({ theme }) => theme.typography.button.letterSpacing};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  position: relative;
  transition:
    background-color ${({ theme }) => theme.motion.duration.short},
    box-shadow ${({ theme }) => theme.motion.duration.short},
    border-color ${({ theme }) => theme.motion.duration.short};

  --button-main: ${({ theme }) => theme.color.primary.main};
  --button-solid: ${({ theme }) => theme.color.primary.solid};
  --button-solid-hover: ${({ theme }) => theme.color.primary.solidHover};
  --button-contrast: ${({ theme }) => theme.color.primary.contrast};
  --button-text: ${({ theme }) => theme.color.primary.text};
  --button-tonal: ${({ theme }) => theme.color.primary.tonal};
  --button-tonal-hover: ${({ theme }) => theme.color.primary.tonalHover};
  --button-outline: ${({ theme }) => theme.color.primary.outline};

  ${({ theme }) =>
    (
      ['secondary', 'success', 'info', 'warning', 'error'] as const satisfies readonly ColorName[]
    ).map(
      (name) => css`
        &[data-color='${name}'] {
          --button-main: ${theme.color[name].main};
          --button-solid: ${theme.color[name].solid};
          --button-solid-hover: ${theme.color[name].solidHover};
          --button-contrast: ${theme.color[name].contrast};
          --button-text: ${theme.color[name].text};
          --button-tonal: ${theme.color[name].tonal};
          --button-tonal-hover: ${theme.color[name].tonalHover};
          --button-outline: ${theme.color[name].outline};
        }
      `,
    )}

  &[data-variant='contained'] {
    background: var(--button-solid);
    color: var(--button-contrast);
    box-shadow: ${({ theme }) => theme.shadow.xs};
    &:hover:not([aria-disabled='true']) {
      background: var(--button-solid-hover);
    }
  }
  &[data-variant='tonal'] {
    background: var(--button-tonal);
    color: var(--button-text);
    &:hover:not([aria-disabled='true']) {
      background: var(--button-tonal-hover);
    }
  }
  &[data-variant='outlined'] {
    background: transparent;
    border-color: var(--button-outline);
    color: var(--button-text);
    &:hover:not([aria-disabled='true']) {
      background: var(--button-tonal);
    }
  }
  &[data-variant='text'] {
    background: transparent;
    color: var(--button-text);
    padding-inline: ${({ theme }) => theme.space(3)};
    &:hover:not([aria-disabled='true']) {
      background: var(--button-tonal);
    }
  }

  ${(['sm', 'lg'] as const).map(
    (size) => css`
      &[data-size='${size}'] {
        min-block-size: ${sizes[size].block}px;
        padding-inline: ${({ theme }) => theme.space(sizes[size].inline)};
        font-size: ${sizes[size].font};
        gap: ${({ theme }) => theme.space(sizes[size].gap)};
      }
    `,
  )}

  &[data-full-width] {
    inline-size: 100%;
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    box-shadow: none;
    opacity: 0.45;
  }

  /* The label keeps its space (no width jump) but is hidden behind the spinner. */
  &[data-loading] {
    color: transparent;
  }

  svg {
    flex-shrink: 0;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const ButtonSpinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  inline-size: 1.1em;
  block-size: 1.1em;
  border: 2px solid var(--button-text);
  border-inline-end-color: transparent;
  [data-variant='contained'] > & {
    border-color: var(--button-contrast);
    border-inline-end-color: transparent;
  }
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${spin} 0.7s linear infinite;
`;

export const ButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;
`;
