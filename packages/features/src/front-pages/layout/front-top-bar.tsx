import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Box, Brand, Button, Card, Stack } from '@atrium/ui';

import { href } from '../routes.ts';
import { hasStoredSession } from '../shared/session-cookie.ts';
import { useBelow } from '../../shared/use-media-query.ts';
import { ThemeSwitch } from './appearance-switches.tsx';
import { adminLink } from './front-links.ts';
import { FrontNavLinks } from './front-nav-links.tsx';
import { languageButton, menuButton } from './top-bar-buttons.tsx';

// The two menus (Radix, with their focus and scroll locks) are chunks of their own: a page's
// first screen does not wait for them; their buttons stand in while they load.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));
const LanguageSwitch = lazy(async () => ({
  default: (await import('./language-switch.tsx')).LanguageSwitch,
}));

/**
 * The front pages' top bar: brand, section links, theme and language, and "Admin" (the sign-in,
 * or the dashboard for a stored session). Below 900 px the links move into a drawer. Which of the
 * two shows is CSS's choice, not a media query's, so the bar is right in a page rendered ahead of
 * time (the landing's HTML, packages/app/src/build/prerender.tsx); the drawer's chunk still loads
 * only where its button shows. `compact` draws the phone's bar at any viewport (a story's).
 */
export function FrontTopBar({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('front-pages');
  const below = useBelow('md');
  const signedIn = hasStoredSession();
  const admin = (
    <Button asChild size="sm">
      <Link to={adminLink(signedIn)}>{t(signedIn ? 'nav.dashboard' : 'nav.admin')}</Link>
    </Button>
  );
  const standIn = menuButton(t('nav.openMenu'));
  const menu = (
    <Suspense fallback={standIn}>
      <MobileMenu />
    </Suspense>
  );
  return (
    <Box as="header" padding={{ xs: 2, md: 4 }} inlineSize="100%" maxInlineSize={1240}>
      <Card>
        <Box padding={{ xs: 2, md: 3 }}>
          <Stack direction="row" align="center" gap={2}>
            {compact ? (
              menu
            ) : (
              <Box display={{ xs: 'flex', md: 'none' }}>{below ? menu : standIn}</Box>
            )}
            <Link to={href('front.landing')} aria-label={t('nav.homeLink')}>
              <Brand name="Atrium" />
            </Link>
            {!compact && (
              <Box as="nav" aria-label={t('nav.label')} grow display={{ xs: 'none', md: 'block' }}>
                <FrontNavLinks />
              </Box>
            )}
            <Box pushToInlineEnd>
              <Stack direction="row" align="center" gap={1}>
                <Suspense fallback={languageButton(t('nav.language'))}>
                  <LanguageSwitch />
                </Suspense>
                <ThemeSwitch />
                {admin}
              </Stack>
            </Box>
          </Stack>
        </Box>
      </Card>
    </Box>
  );
}
