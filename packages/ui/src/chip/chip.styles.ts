import styled, { css } from 'styled-components';

import { perColor, unstyledButton } from '../theme/mixins.ts';

export type ChipVariant = 'filled' | 'tonal' | 'outlined';
export type ChipSize = 'sm' | 'md';

/** The chosen colour's shades, read by the variants below. */
const colorVars = perColor((c) => ({
  '--chip-solid': c.solid,
  '--chip-solid-hover': c.solidHover,
  '--chip-contrast': c.contrast,
  '--chip-text': c.text,
  '--chip-tonal': c.tonal,
  '--chip-tonal-hover': c.tonalHover,
  '--chip-outline': c.outline,
}));

export const ChipRoot = styled.span`
  --chip-height: 32px;
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  max-inline-size: 100%;
  block-size: var(--chip-height);
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  transition: background-color ${({ theme }) => theme.motion.duration.short};

  ${colorVars}

  &[data-variant='filled'] {
    background: var(--chip-solid);
    color: var(--chip-contrast);
  }
  &[data-variant='tonal'] {
    background: var(--chip-tonal);
    color: var(--chip-text);
  }
  &[data-variant='outlined'] {
    border-color: var(--chip-outline);
    color: var(--chip-text);
  }

  &[data-clickable]:hover {
    background: var(--chip-tonal-hover);
  }
  &[data-clickable][data-variant='filled']:hover {
    background: var(--chip-solid-hover);
  }
  &[data-clickable][data-variant='outlined']:hover {
    background: var(--chip-tonal);
  }

  &[data-size='sm'] {
    --chip-height: 24px;
    gap: ${({ theme }) => theme.space(1)};
    padding-inline: ${({ theme }) => theme.space(2)};
    font-size: 0.75rem;
  }
  &[data-deletable] {
    padding-inline-end: ${({ theme }) => theme.space(1)};
  }
  &[data-has-start] {
    padding-inline-start: ${({ theme }) => theme.space(1)};
  }

  &[data-disabled] {
    opacity: 0.45;
  }

  &:has(button:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const ChipStart = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  & > * {
    inline-size: calc(var(--chip-height) - 8px);
    block-size: calc(var(--chip-height) - 8px);
    font-size: 0.625rem;
  }
  & > svg {
    inline-size: calc(var(--chip-height) - 12px);
    block-size: calc(var(--chip-height) - 12px);
    margin-inline-start: 4px;
  }
`;

const reset = css`
  ${unstyledButton}
  &:focus-visible {
    outline: none;
  }
`;

export const ChipLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The chip's own action; its hit area stretches over the whole chip. */
export const ChipAction = styled.button`
  ${reset}
  overflow: hidden;
  text-overflow: ellipsis;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

export const ChipDelete = styled.button`
  ${reset}
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: calc(var(--chip-height) - 8px);
  block-size: calc(var(--chip-height) - 8px);
  border-radius: ${({ theme }) => theme.radius.round};
  opacity: 0.8;
  &:hover {
    opacity: 1;
    background: color-mix(in srgb, currentColor 16%, transparent);
  }
  &:focus-visible {
    opacity: 1;
  }
`;
