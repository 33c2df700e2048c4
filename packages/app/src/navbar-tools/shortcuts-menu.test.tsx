import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as ReduxProvider } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { createStore } from '@atrium/features';

import { AbilityProvider } from '../auth/ability-context.tsx';
import { rolePreviewSlice } from '../auth/role-preview-slice.ts';
import { sessionSlice } from '../auth/session-slice.ts';
import { href } from '../routing/route-table.ts';
import { appTestTree } from '../testing/app-test-tree.tsx';
import { ShortcutsMenu } from './shortcuts-menu.tsx';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAs(abilityRules: { action: 'manage' | 'read'; subject: 'all' | 'AclDemo' }[]) {
  const store = createStore({
    reducers: { session: sessionSlice.reducer, rolePreview: rolePreviewSlice.reducer },
    preloadedState: {
      session: {
        userData: { id: 1, fullName: 'John Doe', username: 'john', email: 'a@b.c', role: 'x' },
        accessToken: 'atrium-mock.1.test',
        abilityRules,
        remember: false,
      },
    },
  });
  render(
    <ReduxProvider store={store}>
      {appTestTree(
        <AbilityProvider>
          <ShortcutsMenu />
          <Where />
        </AbilityProvider>,
        { path: '/' },
      )}
    </ReduxProvider>,
  );
  return userEvent.setup();
}

describe('ShortcutsMenu', () => {
  it('offers an admin every shortcut, and the keyboard opens one', async () => {
    const user = renderAs([{ action: 'manage', subject: 'all' }]);
    screen.getByRole('button', { name: 'Shortcuts' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Shortcuts' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
    expect(within(menu).getByRole('menuitem', { name: /Roles & permissions/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(href('invoice.list'));
  });

  it('shows a client only what its abilities allow', async () => {
    const user = renderAs([{ action: 'read', subject: 'AclDemo' }]);
    await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const menu = await screen.findByRole('menu', { name: 'Shortcuts' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      expect.stringMatching(/Help center/),
      expect.stringMatching(/Access control/),
    ]);
  });
});
