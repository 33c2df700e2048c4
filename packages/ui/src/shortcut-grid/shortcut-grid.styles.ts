import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';

import { MenuContent } from '../menu/menu.styles.ts';
import { typeScale } from '../theme/mixins.ts';

export const Panel = styled(MenuContent)`
  inline-size: min(360px, calc(100vw - 16px));
  padding: 0;
`;

export const Header = styled(MenuPrimitive.Label)`
  padding: ${({ theme }) => theme.space(3, 4)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
  ${typeScale('h6')}
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

export const Tile = styled(MenuPrimitive.Item)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5, 3)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
  text-align: center;
  cursor: pointer;
  outline: none;

  &:nth-child(odd) {
    border-inline-end: 1px solid ${({ theme }) => theme.color.divider};
  }
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.hover};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
`;

export const TileIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 48px;
  block-size: 48px;
  margin-block-end: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.subtle};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const TileTitle = styled.span`
  ${typeScale('body1')}
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const TileSubtitle = styled.span`
  ${typeScale('body2')}
  color: ${({ theme }) => theme.color.text.secondary};
`;
