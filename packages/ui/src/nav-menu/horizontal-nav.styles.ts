import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';

import { bareList } from '../theme/mixins.ts';
import { navItemBase } from './nav-menu.styles.ts';

export const TopList = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};

  a {
    text-decoration: none;
  }
`;

export const TopItem = styled.button`
  ${navItemBase}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.hover};
  }
  &[data-active='true'] {
    background: ${({ theme }) => theme.color.primary.solid};
    color: ${({ theme }) => theme.color.primary.contrast};
  }
`;

const menuSurface = css`
  min-inline-size: 220px;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  border: ${({ theme }) => theme.surface.border};
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

export const MenuContent = styled(DropdownMenu.Content)`
  ${menuSurface}
`;

/** A nested group's menu: placed beside its row (a plain Content would sit on the root trigger). */
export const MenuSubContent = styled(DropdownMenu.SubContent)`
  ${menuSurface}
`;

export const MenuItemRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 38px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.primary};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-highlighted],
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.hover};
  }
  &[aria-current='page'],
  &[data-active='true'] {
    color: ${({ theme }) => theme.color.primary.text};
    background: ${({ theme }) => theme.color.primary.tonal};
  }
`;
