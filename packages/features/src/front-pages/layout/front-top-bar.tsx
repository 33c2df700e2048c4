import { IconMenu2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Box, Brand, Button, Card, Drawer, IconButton, Stack } from '@atrium/ui';

import { href } from '../routes.ts';
import { hasStoredSession } from '../shared/session-cookie.ts';
import { useBelow } from '../shared/use-media-query.ts';
import { LanguageSwitch, ThemeSwitch } from './appearance-switches.tsx';
import { adminLink, LANDING_SECTIONS, sectionLink } from './front-links.ts';

/** The section links and Pricing, as a row (wide) or a column (the mobile menu). */
function FrontNavLinks({ column, onFollow }: { column?: boolean; onFollow?: () => void }) {
  const { t } = useTranslation('front-pages');
  const links = [
    ...LANDING_SECTIONS.map((section) => ({ key: section, to: sectionLink(section) })),
    { key: 'pricing', to: href('front.pricing') },
  ] as const;
  return (
    <Stack direction={column ? 'column' : 'row'} gap={1} align={column ? 'stretch' : 'center'}>
      {links.map(({ key, to }) => (
        <Button key={key} asChild variant="text" color="secondary" fullWidth={column}>
          <Link to={to} onClick={onFollow}>
            {t(`nav.${key}`)}
          </Link>
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The front pages' top bar: brand, section links, theme and language, and "Admin" (the sign-in,
 * or the dashboard for a stored session). Below 900 px the links move into a drawer.
 */
export function FrontTopBar({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('front-pages');
  const below = useBelow('md');
  // A story shows the phone's bar at any viewport; the page follows the viewport.
  const narrow = compact ?? below;
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = hasStoredSession();
  const admin = (
    <Button asChild size="sm">
      <Link to={adminLink(signedIn)}>{t(signedIn ? 'nav.dashboard' : 'nav.admin')}</Link>
    </Button>
  );
  return (
    <Box as="header" padding={{ xs: 2, md: 4 }} inlineSize="100%" maxInlineSize={1240}>
      <Card>
        <Box padding={{ xs: 2, md: 3 }}>
          <Stack direction="row" align="center" gap={2}>
            {narrow && (
              <Drawer
                side="start"
                size="sm"
                title={t('nav.menu')}
                open={menuOpen}
                onOpenChange={setMenuOpen}
                trigger={
                  <IconButton label={t('nav.openMenu')} variant="text" color="secondary">
                    <IconMenu2 size={22} aria-hidden />
                  </IconButton>
                }
              >
                <nav aria-label={t('nav.label')}>
                  <FrontNavLinks column onFollow={() => setMenuOpen(false)} />
                </nav>
              </Drawer>
            )}
            <Link to={href('front.landing')} aria-label={t('nav.homeLink')}>
              <Brand name="Atrium" />
            </Link>
            {!narrow && (
              <Box as="nav" aria-label={t('nav.label')} grow>
                <FrontNavLinks />
              </Box>
            )}
            <Box pushToInlineEnd>
              <Stack direction="row" align="center" gap={1}>
                <LanguageSwitch />
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
