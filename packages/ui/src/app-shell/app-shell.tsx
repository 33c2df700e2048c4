import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconMenu2 } from '@tabler/icons-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';

import { VisuallyHiddenText } from './visually-hidden-text.tsx';
import {
  Content,
  Footer,
  HorizontalBar,
  Main,
  MenuButton,
  MobileOverlay,
  MobilePanel,
  RailRevealed,
  ShellRoot,
  Sidebar,
  SidebarBody,
  SidebarHeader,
  SidebarPanel,
  TopBar,
  TopBarBrand,
  TopBarInner,
} from './app-shell.styles.ts';

export type ShellLayout = 'vertical' | 'horizontal' | 'coin360';

export interface AppShellProps extends HTMLAttributes<HTMLDivElement> {
  /** Side navigation (vertical), a top menu row (horizontal), or none: a full-bleed wall screen (coin360). */
  layout?: ShellLayout;
  /** Vertical only: the sidebar is an icon rail that widens while hovered or focused. */
  collapsed?: boolean;
  /** `compact` centres content at 1440 px; `wide` uses the whole width. */
  contentWidth?: 'compact' | 'wide';
  /** Logo and name, shown at the top of the sidebar and mobile drawer. */
  brand: ReactNode;
  /** Control beside the brand, such as the pin/collapse toggle. */
  brandAction?: ReactNode;
  /** The navigation, used in the sidebar (vertical), under the top bar (horizontal) and in the mobile drawer. */
  navigation: ReactNode;
  /** Navigation for the horizontal bar; defaults to `navigation`. */
  horizontalNavigation?: ReactNode;
  /** The top bar's contents: menu button, search, tools, account. */
  navbar: ReactNode;
  footer?: ReactNode;
  /** The content area keeps the viewport's height and scrolls inside its panes (mail, chat). */
  fixedHeight?: boolean;
  /** The mobile navigation drawer (below the large breakpoint). */
  mobileNavOpen?: boolean;
  onMobileNavOpenChange?: (open: boolean) => void;
  /** Accessible title of the mobile drawer. */
  mobileNavTitle: string;
  /** Accessible name of the button that opens the drawer (shown below the large breakpoint). */
  menuButtonLabel: string;
  children: ReactNode;
}

/**
 * The frame of every signed-in page: sidebar or top menu, sticky top bar, content and footer.
 * Below the large breakpoint the navigation moves into a drawer opened from the top bar.
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    layout = 'vertical',
    collapsed = false,
    contentWidth = 'compact',
    brand,
    brandAction,
    navigation,
    horizontalNavigation,
    navbar,
    footer,
    fixedHeight = false,
    mobileNavOpen = false,
    onMobileNavOpenChange,
    mobileNavTitle,
    menuButtonLabel,
    children,
    ...rest
  },
  ref,
) {
  return (
    <ShellRoot
      ref={ref}
      data-layout={layout}
      data-collapsed={layout === 'vertical' && collapsed}
      data-content-width={contentWidth}
      {...rest}
    >
      {layout === 'vertical' && (
        <Sidebar data-nav-surface>
          <SidebarPanel data-nav-rail={collapsed}>
            <SidebarHeader>
              {brand}
              {brandAction && <RailRevealed>{brandAction}</RailRevealed>}
            </SidebarHeader>
            <SidebarBody>{navigation}</SidebarBody>
          </SidebarPanel>
        </Sidebar>
      )}
      <Main>
        <TopBar>
          <TopBarInner data-nav-surface={layout !== 'vertical' || undefined}>
            {layout !== 'coin360' && (
              <MenuButton
                type="button"
                aria-label={menuButtonLabel}
                aria-haspopup="dialog"
                onClick={() => onMobileNavOpenChange?.(true)}
              >
                <IconMenu2 size={22} aria-hidden />
              </MenuButton>
            )}
            {layout !== 'vertical' && <TopBarBrand>{brand}</TopBarBrand>}
            {navbar}
          </TopBarInner>
        </TopBar>
        {layout === 'horizontal' && (
          <HorizontalBar data-nav-surface>{horizontalNavigation ?? navigation}</HorizontalBar>
        )}
        <Content data-fixed-height={fixedHeight} id="main-content" tabIndex={-1}>
          {children}
        </Content>
        {footer && layout !== 'coin360' && <Footer>{footer}</Footer>}
      </Main>
      <DialogPrimitive.Root open={mobileNavOpen} onOpenChange={onMobileNavOpenChange}>
        <DialogPrimitive.Portal>
          <MobileOverlay />
          <MobilePanel data-nav-surface aria-describedby={undefined}>
            <DialogPrimitive.Title asChild>
              <VisuallyHiddenText>{mobileNavTitle}</VisuallyHiddenText>
            </DialogPrimitive.Title>
            <SidebarHeader>{brand}</SidebarHeader>
            <SidebarBody>{navigation}</SidebarBody>
          </MobilePanel>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </ShellRoot>
  );
});
