import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { IconButton } from '../icon-button/icon-button.tsx';
import { renderWithTheme } from '../test/render.tsx';
import { ShortcutGrid } from './shortcut-grid.tsx';

const items = [
  { id: 'calendar', title: 'Calendar', subtitle: 'Appointments', icon: 'C' },
  { id: 'invoices', title: 'Invoices', subtitle: 'Manage accounts', icon: 'I' },
  { id: 'users', title: 'Users', subtitle: 'Manage users', icon: 'U' },
];

describe('ShortcutGrid', () => {
  it('opens a named menu of tiles that the keyboard reaches and chooses', async () => {
    const onSelect = vi.fn();
    renderWithTheme(
      <ShortcutGrid
        trigger={<IconButton label="Shortcuts">S</IconButton>}
        title="Shortcuts"
        items={items}
        onSelect={onSelect}
      />,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Shortcuts' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Shortcuts' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    // Opening from the keyboard focuses the first tile.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ id: 'invoices' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
