import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { fixedNow } from '@atrium/mocks';

import { renderWithProviders } from '../test/render.tsx';
import { setupFakeApi } from '../test/msw-server.ts';
import { NotificationsMenu } from './notifications-menu.tsx';

setupFakeApi();

async function openMenu(onViewAll = vi.fn()) {
  renderWithProviders(<NotificationsMenu onViewAll={onViewAll} now={fixedNow} />);
  const button = screen.getByRole('button', { name: /^Notifications/ });
  // The count is in the button's name, for a screen reader, not only in the badge beside it.
  await vi.waitFor(() => expect(button).toHaveAccessibleName('Notifications, 3 unread'));
  expect(button).toHaveAttribute('data-unread', '3');
  const user = userEvent.setup();
  await user.click(button);
  return { user, button, menu: await screen.findByRole('menu', { name: 'Notifications' }) };
}

describe('NotificationsMenu', () => {
  it('shows the unread count and the notifications with times relative to the clock', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getAllByRole('group')).toHaveLength(5);
    const newest = within(menu).getAllByRole('group')[0];
    expect(newest).toHaveTextContent('New order received');
    expect(newest).toHaveTextContent('12 minutes ago');
    expect(within(menu).getByText('3 new')).toBeInTheDocument();
  });

  it('marks one read, removes one, and "mark all as read" clears the badge', async () => {
    const { user, button, menu } = await openMenu();
    const [first, second] = within(menu).getAllByRole('group');
    if (!first || !second) throw new Error('missing notifications');
    await user.click(within(first).getByRole('menuitem', { name: 'Mark as read' }));
    await vi.waitFor(() => expect(button).toHaveAttribute('data-unread', '2'));
    await user.click(within(second).getByRole('menuitem', { name: 'Remove notification' }));
    await vi.waitFor(() => expect(within(menu).getAllByRole('group')).toHaveLength(4));
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(button).toHaveAttribute('data-unread', '0'));
    expect(button).toHaveAccessibleName('Notifications');
    // The bubble stays mounted to animate out, marked invisible.
    expect(
      screen.getByTestId('notifications-badge').querySelector('[data-invisible]'),
    ).not.toBeNull();
  });

  it('hands "View all notifications" to the app', async () => {
    const onViewAll = vi.fn();
    const { user, menu } = await openMenu(onViewAll);
    await user.click(within(menu).getByRole('menuitem', { name: 'View all notifications' }));
    expect(onViewAll).toHaveBeenCalledTimes(1);
  });
});
