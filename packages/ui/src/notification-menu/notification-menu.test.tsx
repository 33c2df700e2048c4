import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { IconButton } from '../icon-button/icon-button.tsx';
import { renderWithTheme } from '../test/render.tsx';
import { NotificationMenu, type NotificationMenuItem } from './notification-menu.tsx';

const labels = {
  title: 'Notifications',
  unread: '2 new',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  remove: 'Remove',
  markAllRead: 'Mark all as read',
  viewAll: 'View all notifications',
  empty: 'No notifications',
};

const initial: NotificationMenuItem[] = [
  { id: 'a', title: 'New order', message: 'Order #1', time: '5 min ago', read: false },
  { id: 'b', title: 'Low stock', message: 'Sneakers', time: '1 h ago', read: false },
  { id: 'c', title: 'Payout', message: 'Sent', time: '2 d ago', read: true },
];

function Harness({ onViewAll = vi.fn(), start = initial }) {
  const [items, setItems] = useState(start);
  return (
    <NotificationMenu
      trigger={<IconButton label="Notifications">!</IconButton>}
      items={items}
      labels={labels}
      onReadChange={({ id, read }) =>
        setItems((list) => list.map((n) => (n.id === id ? { ...n, read } : n)))
      }
      onRemove={({ id }) => setItems((list) => list.filter((n) => n.id !== id))}
      onMarkAllRead={() => setItems((list) => list.map((n) => ({ ...n, read: true })))}
      onViewAll={onViewAll}
    />
  );
}

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  return { user, menu: await screen.findByRole('menu', { name: 'Notifications' }) };
}

describe('NotificationMenu', () => {
  it('lists notifications as named groups of menu items', async () => {
    renderWithTheme(<Harness />);
    const { menu } = await open();
    const row = within(menu).getByRole('group', { name: 'New order' });
    expect(within(row).getAllByRole('menuitem')).toHaveLength(3);
    expect(within(menu).getByText('2 new')).toBeInTheDocument();
  });

  it('toggles read, removes and marks all read while staying open', async () => {
    renderWithTheme(<Harness />);
    const { user, menu } = await open();
    const row = within(menu).getByRole('group', { name: 'Payout' });
    await user.click(within(row).getByRole('menuitem', { name: 'Mark as unread' }));
    expect(within(row).getByRole('menuitem', { name: 'Mark as read' })).toBeInTheDocument();
    await user.click(
      within(within(menu).getByRole('group', { name: 'Low stock' })).getByRole('menuitem', {
        name: 'Remove',
      }),
    );
    expect(within(menu).queryByRole('group', { name: 'Low stock' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    expect(within(menu).queryByRole('menuitem', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('marks a notification read when it is chosen', async () => {
    renderWithTheme(<Harness />);
    const { user, menu } = await open();
    await user.click(within(menu).getByText('Order #1'));
    const row = within(menu).getByRole('group', { name: 'New order' });
    expect(within(row).getByRole('menuitem', { name: 'Mark as unread' })).toBeInTheDocument();
  });

  it('shows the empty state and still offers "View all"', async () => {
    const onViewAll = vi.fn();
    renderWithTheme(<Harness start={[]} onViewAll={onViewAll} />);
    const { user, menu } = await open();
    expect(within(menu).getByText('No notifications')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'View all notifications' }));
    expect(onViewAll).toHaveBeenCalledTimes(1);
  });
});
