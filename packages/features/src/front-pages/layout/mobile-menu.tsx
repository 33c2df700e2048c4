import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Drawer } from '@atrium/ui';

import { FrontNavLinks } from './front-nav-links.tsx';
import { menuButton } from './top-bar-buttons.tsx';

/** Below 900 px: the section links in a drawer from the start edge. */
export function MobileMenu() {
  const { t } = useTranslation('front-pages');
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      side="start"
      size="sm"
      title={t('nav.menu')}
      open={open}
      onOpenChange={setOpen}
      trigger={menuButton(t('nav.openMenu'))}
    >
      <nav aria-label={t('nav.label')}>
        <FrontNavLinks column onFollow={() => setOpen(false)} />
      </nav>
    </Drawer>
  );
}
