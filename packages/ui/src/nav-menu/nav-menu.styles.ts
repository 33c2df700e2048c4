import styled, { css } from 'styled-components';

import { collapsedRail as rail } from '../utils/nav-rail.ts';
import { bareList } from '../theme/mixins.ts';

export const NavRoot = styled.nav`
  display: block;
  font-size: ${({ theme }) => theme.typography.body1.fontSize};
`;

export const NavList = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  & & {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }

  /* display: grid would otherwise beat the hidden attribute of a closed group. */
  &[hidden] {
    display: none;
  }

  ${rail} & & {
    display: none;
  }
`;

export const SectionLabel = styled.li`
  padding-block: ${({ theme }) => theme.space(4, 1)};
  padding-inline: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text.disabled};
  font-size: ${({ theme }) => theme.typography.overline.fontSize};
  letter-spacing: ${({ theme }) => theme.typography.overline.letterSpacing};
  text-transform: uppercase;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  /* WCAG exempts nothing here, so the label uses the secondary text colour in practice. */
  color: ${({ theme }) => theme.color.text.secondary};

  ${rail} & {
    text-indent: -9999px;
    block-size: ${({ theme }) => theme.space(6)};
    padding: 0;
  }
`;

/** The bare item of both navigations (the side menu's rows, the top bar's entries). */
export const navItemBase = css`
  min-block-size: 38px;
  padding-inline: ${({ theme }) => theme.space(3.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  cursor: pointer;
`;

export const ItemRow = styled.a`
  ${navItemBase}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space(2)};
  text-align: start;
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.duration.short};

  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary.solid};
    color: ${({ theme }) => theme.color.primary.contrast};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }

  &[data-open-parent='true'] {
    background: ${({ theme }) => theme.color.selected};
  }

  & > svg {
    flex-shrink: 0;
  }
`;

export const ItemLabel = styled.span`
  flex: 1;
  min-inline-size: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;

  ${rail} & {
    display: none;
  }
`;

export const Chevron = styled.span`
  display: inline-flex;
  transition: transform ${({ theme }) => theme.motion.duration.short};

  [aria-expanded='true'] > & {
    transform: rotate(90deg);
  }
  [dir='rtl'] [aria-expanded='true'] > & {
    transform: rotate(-90deg);
  }
  ${rail} & {
    display: none;
  }
`;

export const Badge = styled.span`
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: 1.5;
  background: var(--nav-badge-bg);
  color: var(--nav-badge-fg);

  ${rail} & {
    display: none;
  }
`;

export const Bullet = styled.span`
  inline-size: 22px;
  display: inline-flex;
  justify-content: center;
  &::before {
    content: '';
    inline-size: 6px;
    block-size: 6px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1.5px solid currentColor;
  }
`;
