import styled from 'styled-components';

import { typeScale } from '../theme/mixins.ts';

export const ListRoot = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 0)};
  list-style: none;

  &[data-flush] {
    padding: 0;
  }
  &[data-dividers] > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.color.divider};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const ListItemRoot = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 48px;
  padding: ${({ theme }) => theme.space(2, 4)};
  color: ${({ theme }) => theme.color.text.primary};

  [data-dense] > & {
    min-block-size: 36px;
    padding-block: ${({ theme }) => theme.space(1)};
  }
  [data-flush] > & {
    padding-inline: 0;
  }

  &[role='option'],
  &[data-clickable] {
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.hover};
    }
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary.tonal};
    color: ${({ theme }) => theme.color.primary.text};
    &:hover {
      background: ${({ theme }) => theme.color.primary.tonalHover};
    }
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const ListItemStart = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const ListItemText = styled.span`
  display: grid;
  /* One column that may be narrower than its text, so a long line truncates instead of overflowing. */
  grid-template-columns: minmax(0, 1fr);
  flex: 1;
  min-inline-size: 0;
  ${typeScale('body1')}
`;

export const ListItemSecondary = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  /* The grey second line is too faint on the selection tint. */
  [aria-selected='true'] > * > & {
    color: ${({ theme }) => theme.color.text.primary};
  }
  ${typeScale('body2')}
`;

export const ListItemAction = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: auto;
`;

/** Controls before a row's button; above its hit area, like the end action. */
export const ListItemLeading = styled.span`
  position: relative;
  z-index: 1;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A plain list item's main action; its hit area covers the row, the end action stays on top. */
export const ListItemButton = styled.button`
  all: unset;
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  & ~ ${ListItemAction} {
    position: relative;
  }
`;

/** A virtual list's own scroll box: it fills its parent's height and scrolls the rows. */
export const VirtualScroller = styled.div`
  block-size: 100%;
  min-block-size: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;
