import { IconCircle, IconCircleDot } from '@tabler/icons-react';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';

import {
  AppShell,
  Brand,
  HorizontalNav,
  IconButton,
  NavMenu,
  ScrollToTop,
  Typography,
  type RenderNavLink,
} from '@atrium/ui';

import { useNavigation } from '../navigation/use-navigation.ts';
import { useCurrentRoute } from '../routing/use-current-route.ts';
import { useLayoutSettings } from '../settings/layout-settings.ts';
import { Navbar } from './navbar.tsx';
import { RolePreviewBanner } from './role-preview-banner.tsx';

/** Internal paths go through the router; anything absolute (Storybook) opens in a new tab. */
const renderLink: RenderNavLink = ({ href, children, ...rest }) =>
  /^https?:\/\//.test(href) || href.startsWith('/storybook') ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  ) : (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );

const brand = (
  <Link to="/" style={{ textDecoration: 'none' }}>
    <Brand name="Atrium" />
  </Link>
);

/*
 * The frame re-renders at every URL change, a list's search or page included (it reads the
 * matched route). The menus and the navbar only change with the route, the language, the
 * abilities or the settings: they skip the others.
 */
const StableNavMenu = memo(NavMenu);
const StableHorizontalNav = memo(HorizontalNav);
const StableNavbar = memo(Navbar);

/** The signed-in frame: navigation (vertical or horizontal), top bar, content and footer. */
export function DefaultLayout({ wall = false }: { wall?: boolean }) {
  const { t } = useTranslation('app');
  const route = useCurrentRoute();
  const entries = useNavigation();
  const [settings, setSettings] = useLayoutSettings();
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobileNav = useCallback(() => setMobileOpen(false), []);
  const activeId = route?.navId ?? route?.id;

  // The same entries in the side menu and in the horizontal bar (the layout setting picks one).
  const nav = { 'aria-label': t('nav.title'), entries, activeId, renderLink };
  return (
    <AppShell
      layout={wall ? 'coin360' : settings.layout}
      collapsed={settings.collapsed}
      contentWidth={settings.contentWidth}
      brand={brand}
      brandAction={
        <IconButton
          label={settings.collapsed ? t('navbar.pinSidebar') : t('navbar.collapseSidebar')}
          variant="text"
          color="secondary"
          size="sm"
          shape="round"
          aria-pressed={!settings.collapsed}
          onClick={() => setSettings({ collapsed: !settings.collapsed })}
        >
          {settings.collapsed ? <IconCircle size={18} /> : <IconCircleDot size={18} />}
        </IconButton>
      }
      navigation={<StableNavMenu {...nav} onNavigate={closeMobileNav} />}
      horizontalNavigation={<StableHorizontalNav {...nav} />}
      navbar={<StableNavbar />}
      footer={
        <Typography variant="body2" color="secondary">
          {t('footer.text', { year: 2026 })}
        </Typography>
      }
      fixedHeight={route?.fixedHeight ?? false}
      mobileNavOpen={mobileOpen}
      onMobileNavOpenChange={setMobileOpen}
      mobileNavTitle={t('nav.title')}
      menuButtonLabel={t('navbar.openNavigation')}
    >
      <RolePreviewBanner />
      <Outlet />
      <ScrollToTop />
    </AppShell>
  );
}
