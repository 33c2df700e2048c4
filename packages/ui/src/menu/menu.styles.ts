import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import styled, { css, keyframes } from 'styled-components';

import { overlaySurface, typeScale } from '../theme/mixins.ts';

const popIn = keyframes`from { opacity: 0; transform: scale(0.97); }`;

const surface = css`
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-inline-size: 200px;
  max-block-size: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(1.5)};
  ${overlaySurface()}
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  &[data-state='open'] {
    animation: ${popIn} ${({ theme }) => theme.motion.duration.short} ease-out;
  }
`;

export const MenuContent = styled(MenuPrimitive.Content)`
  ${surface}
`;

export const MenuSubContent = styled(MenuPrimitive.SubContent)`
  ${surface}
`;

const item = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-block-size: 36px;
  padding: ${({ theme }) => theme.space(1.5, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  ${typeScale('body1')}
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.color.hover};
  }
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.hover};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-color='error']:not([data-disabled]) {
    color: ${({ theme }) => theme.color.error.text};
    &[data-highlighted] {
      background: ${({ theme }) => theme.color.error.tonal};
    }
  }
  /* Checkable items keep a column for the tick so labels line up. */
  &[data-checkable] {
    padding-inline-start: ${({ theme }) => theme.space(9)};
  }
`;

export const MenuItem = styled(MenuPrimitive.Item)`
  ${item}
`;
export const MenuCheckboxItem = styled(MenuPrimitive.CheckboxItem)`
  ${item}
`;
export const MenuRadioItem = styled(MenuPrimitive.RadioItem)`
  ${item}
`;
export const MenuSubTrigger = styled(MenuPrimitive.SubTrigger)`
  ${item}
`;

export const MenuIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  [data-color='error'] > & {
    color: inherit;
  }
`;

export const MenuIndicator = styled(MenuPrimitive.ItemIndicator)`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(2.5)};
  display: inline-flex;
  color: ${({ theme }) => theme.color.primary.text};
`;

export const MenuItemLabel = styled.span`
  flex: 1;
  min-inline-size: 0;
`;

export const MenuShortcut = styled.kbd`
  margin-inline-start: auto;
  padding-inline-start: ${({ theme }) => theme.space(4)};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  color: ${({ theme }) => theme.color.text.secondary};
  letter-spacing: 0.04em;
  [data-disabled] > & {
    color: inherit;
  }
`;

export const MenuSubArrow = styled.span`
  display: inline-flex;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const MenuLabel = styled(MenuPrimitive.Label)`
  padding: ${({ theme }) => theme.space(2, 3, 1)};
  ${typeScale('overline')}
  letter-spacing: ${({ theme }) => theme.typography.overline.letterSpacing};
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const MenuSeparator = styled(MenuPrimitive.Separator)`
  block-size: 1px;
  margin: ${({ theme }) => theme.space(1.5, -1.5)};
  background: ${({ theme }) => theme.color.divider};
`;
