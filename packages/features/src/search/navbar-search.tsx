import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton, Kbd, Stack } from '@atrium/ui';

import type { SearchLink } from './api.ts';
import { SearchDialog } from './search-dialog.tsx';
import { isApplePlatform, useSearchShortcut } from './use-search-shortcut.ts';

export interface NavbarSearchProps {
  /** Called with the chosen result's link (a route id or a URL); the app resolves and routes it. */
  onNavigate: (link: SearchLink) => void;
  /** Whether the user may open a link's screen; the others are not offered. All by default. */
  canOpen?: (link: SearchLink) => boolean;
}

/**
 * The navbar's search: a button named "Search" with its shortcut hint, and Ctrl/Cmd+K anywhere,
 * both opening the search dialog.
 */
export function NavbarSearch({ onNavigate, canOpen }: NavbarSearchProps) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const openDialog = useCallback(() => setOpen(true), []);
  useSearchShortcut(openDialog);
  const apple = isApplePlatform();
  return (
    <>
      {/* The hint stays outside the button, whose name is exactly "Search". */}
      <Stack direction="row" align="center" gap={1}>
        <IconButton
          label={t('button')}
          variant="text"
          color="secondary"
          shape="round"
          aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
          aria-haspopup="dialog"
          onClick={openDialog}
          data-testid="navbar-search"
        >
          <IconSearch size={22} />
        </IconButton>
        <Kbd
          keys={apple ? ['⌘', 'K'] : ['Ctrl', 'K']}
          size="sm"
          separator=" "
          hideBelow="sm"
          aria-hidden
        />
      </Stack>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        onNavigate={onNavigate}
        {...(canOpen && { canOpen })}
      />
    </>
  );
}
