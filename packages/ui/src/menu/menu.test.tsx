import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import '../test/dom-shims.ts';

import { Button } from '../button/button.tsx';
import { renderWithTheme } from '../test/render.tsx';
import { Menu } from './menu.tsx';

function OrderMenu({ onSelect }: { onSelect: (action: string) => void }) {
  return (
    <Menu trigger={<Button>Actions</Button>}>
      <Menu.Label>Order</Menu.Label>
      <Menu.Item shortcut="⌘E" onSelect={() => onSelect('edit')}>
        Edit
      </Menu.Item>
      <Menu.Item disabled onSelect={() => onSelect('print')}>
        Print
      </Menu.Item>
      <Menu.Separator />
      <Menu.Sub label="Move to">
        <Menu.Item onSelect={() => onSelect('archive')}>Archive</Menu.Item>
      </Menu.Sub>
      <Menu.Item destructive onSelect={() => onSelect('delete')}>
        Delete
      </Menu.Item>
    </Menu>
  );
}

describe('Menu', () => {
  it('opens from the keyboard and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithTheme(<OrderMenu onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('does not run disabled items and marks destructive ones', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithTheme(<OrderMenu onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Print' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-color', 'error');
  });

  it('opens a sub-menu with ArrowLeft in Arabic (right to left)', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithTheme(<OrderMenu onSelect={onSelect} />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    screen.getByRole('menuitem', { name: 'Move to' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
  });

  it('toggles checkbox items', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    renderWithTheme(
      <Menu trigger={<Button>Columns</Button>}>
        <Menu.CheckboxItem checked={false} onCheckedChange={onCheckedChange}>
          Channel
        </Menu.CheckboxItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Channel' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
