import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled from 'styled-components';

import { plainIconButton } from '../theme/mixins.ts';
import { collapsedRail } from '../utils/nav-rail.ts';
import { visuallyHiddenCss } from '../visually-hidden/visually-hidden.styles.ts';

const sidebarWidth = 260;
const railWidth = 72;

export const ShellRoot = styled.div`
  --shell-sidebar: ${sidebarWidth}px;
  --shell-content-max: 1440px;
  min-block-size: 100vh;
  display: flex;

  &[data-content-width='wide'] {
    --shell-content-max: none;
  }
  &[data-layout='vertical'][data-collapsed='true'] {
    --shell-sidebar: ${railWidth}px;
  }
`;

export const Sidebar = styled.aside`
  position: sticky;
  inset-block-start: 0;
  block-size: 100vh;
  inline-size: var(--shell-sidebar);
  flex-shrink: 0;
  z-index: ${({ theme }) => theme.zIndex.navigation};
  display: none;

  ${({ theme }) => theme.media.up('lg')} {
    display: block;
  }
`;

/** The visible panel; in the collapsed rail it widens over the content on hover or focus. */
export const SidebarPanel = styled.div`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  inline-size: var(--shell-sidebar);
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.surface.shadow};
  border-inline-end: ${({ theme }) => theme.surface.border};
  transition: inline-size ${({ theme }) => theme.motion.duration.standard}
    ${({ theme }) => theme.motion.easing.standard};
  overflow: hidden;

  [data-collapsed='true'] &:is(:hover, :focus-within) {
    inline-size: ${sidebarWidth}px;
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 64px;
  padding-inline: ${({ theme }) => theme.space(5, 3)};
`;

/** Beside the brand; in an icon rail it waits, visually hidden but focusable, for the hover. */
export const RailRevealed = styled.span`
  display: contents;

  ${collapsedRail} & > * {
    ${visuallyHiddenCss}
  }
`;

/** The horizontal and wall layouts have no sidebar: the brand leads the top bar. */
export const TopBarBrand = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  margin-inline-end: ${({ theme }) => theme.space(2)};
`;

export const SidebarBody = styled.div`
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
  padding: ${({ theme }) => theme.space(1, 3, 4)};
`;

export const Main = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
`;

export const TopBar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  padding: ${({ theme }) => theme.space(3, 4, 0)};
  background: linear-gradient(to bottom, ${({ theme }) => theme.color.background} 70%, transparent);

  ${({ theme }) => theme.media.up('md')} {
    padding-inline: ${({ theme }) => theme.space(6)};
  }
`;

export const TopBarInner = styled.div`
  max-inline-size: var(--shell-content-max);
  margin-inline: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 56px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.surface.shadow};
  border: ${({ theme }) => theme.surface.border};

  [data-layout='horizontal'] &,
  [data-layout='coin360'] & {
    border-radius: 0;
    max-inline-size: none;
  }
`;

export const HorizontalBar = styled.div`
  display: none;
  background: ${({ theme }) => theme.color.paper};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
  padding: ${({ theme }) => theme.space(2, 6)};

  ${({ theme }) => theme.media.up('lg')} {
    display: block;
  }
`;

export const Content = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: var(--shell-content-max);
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(6, 4)};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => theme.space(6)};
  }

  /* Its own height, not the column's leftover: "flex: 1" would size it by its content, and
     the panes inside would never scroll on their own. */
  &[data-fixed-height='true'] {
    flex: none;
    block-size: calc(100dvh - 80px);
    overflow: hidden;
    display: flex;
    flex-direction: column;
  }

  [data-layout='coin360'] & {
    max-inline-size: none;
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const Footer = styled.footer`
  max-inline-size: var(--shell-content-max);
  inline-size: 100%;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(4, 6)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
`;

export const MobileOverlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

export const MobilePanel = styled(DialogPrimitive.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: min(${sidebarWidth}px, 85vw);
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.xl};

  &:focus {
    outline: none;
  }
`;

export const MenuButton = styled.button`
  ${plainIconButton({ size: 38, tone: 'primary' })}
  flex-shrink: 0;

  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`;
