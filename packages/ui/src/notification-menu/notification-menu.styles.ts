import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';

import { MenuContent } from '../menu/menu.styles.ts';
import { typeScale } from '../theme/mixins.ts';

export const Panel = styled(MenuContent)`
  inline-size: min(380px, calc(100vw - 16px));
  padding: 0;
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3, 2, 3, 4)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
`;

export const Title = styled(MenuPrimitive.Label)`
  flex: 1;
  margin: 0;
  ${typeScale('h6')}
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const UnreadChip = styled.span`
  padding: ${({ theme }) => theme.space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary.tonal};
  color: ${({ theme }) => theme.color.primary.text};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

export const List = styled.div`
  overflow-y: auto;
  max-block-size: min(420px, 60vh);
`;

const itemBase = css`
  outline: none;
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.hover};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
`;

export const Row = styled(MenuPrimitive.Group)`
  display: flex;
  align-items: stretch;
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
`;

export const Entry = styled(MenuPrimitive.Item)`
  ${itemBase}
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space(3, 2, 3, 4)};
`;

export const EntryText = styled.span`
  display: grid;
  /* Titles and messages set dir="auto"; they still line up with the page's reading side. */
  & > * {
    text-align: match-parent;
  }
  flex: 1;
  gap: ${({ theme }) => theme.space(0.5)};
  min-inline-size: 0;
`;

export const EntryTitle = styled.span`
  ${typeScale('body1')}
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const EntryMessage = styled.span`
  ${typeScale('body2')}
  color: ${({ theme }) => theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

export const EntryTime = styled.time`
  ${typeScale('caption')}
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space(2, 2)};
  gap: ${({ theme }) => theme.space(1)};
`;

export const Action = styled(MenuPrimitive.Item)`
  ${itemBase}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 28px;
  block-size: 28px;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The read/unread dot: filled primary while unread, an outline once read. */
export const Dot = styled.span`
  inline-size: 10px;
  block-size: 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid ${({ theme }) => theme.color.primary.main};
  &[data-unread] {
    background: ${({ theme }) => theme.color.primary.main};
  }
`;

export const HeaderAction = styled(MenuPrimitive.Item)`
  ${itemBase}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 34px;
  block-size: 34px;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.text.secondary};
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8, 4)};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

export const Footer = styled.div`
  padding: ${({ theme }) => theme.space(3, 4)};
`;

export const ViewAll = styled(MenuPrimitive.Item)`
  ${itemBase}
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 38px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary.solid};
  color: ${({ theme }) => theme.color.primary.contrast};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.primary.solidHover};
  }
  &:focus-visible {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.color.paper},
      0 0 0 4px ${({ theme }) => theme.color.focus};
  }
`;
