import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBell, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { Avatar } from '../avatar/avatar.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { NotificationMenu, type NotificationMenuItem } from './notification-menu.tsx';

const items: NotificationMenuItem[] = [
  {
    id: 'order',
    title: 'New order received',
    message: 'Order #5523 for $249.00 is waiting to be packed.',
    time: '12 minutes ago',
    media: (
      <Avatar color="success" alt="">
        <IconShoppingCart size={20} />
      </Avatar>
    ),
    read: false,
  },
  {
    id: 'flora',
    title: 'Congratulation Flora!',
    message: 'Won the monthly best seller badge',
    time: '2 hours ago',
    media: <Avatar name="Flora Downey" alt="" />,
    read: true,
  },
];

const meta = {
  title: 'UI/Overlay/NotificationMenu',
  component: NotificationMenu,
  args: {
    trigger: (
      <IconButton label="Notifications" variant="text" color="secondary" shape="round">
        <IconBell size={22} />
      </IconButton>
    ),
    items,
    labels: {
      title: 'Notifications',
      unread: '1 new',
      markRead: 'Mark as read',
      markUnread: 'Mark as unread',
      remove: 'Remove',
      markAllRead: 'Mark all as read',
      viewAll: 'View all notifications',
      empty: 'No notifications yet',
    },
    onReadChange: fn(),
    onRemove: fn(),
    onMarkAllRead: fn(),
    onViewAll: fn(),
  },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ minBlockSize: 460, paddingBlockStart: 8 }}>{Story()}</div>],
  render: function Render(args) {
    const [list, setList] = useState(args.items);
    return (
      <NotificationMenu
        {...args}
        items={list}
        defaultOpen
        // Open from the start, so the page stays reachable for the accessibility check.
        modal={false}
        onReadChange={(event) => {
          setList((l) => l.map((n) => (n.id === event.id ? { ...n, read: event.read } : n)));
          args.onReadChange(event);
        }}
        onRemove={(event) => {
          setList((l) => l.filter((n) => n.id !== event.id));
          args.onRemove(event);
        }}
      />
    );
  },
} satisfies Meta<typeof NotificationMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Open; the read toggle flips the first notification and the menu stays open. */
export const Playground: Story = {
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    const row = within(menu).getAllByRole('group')[0];
    if (!row) throw new Error('no notification');
    const [, toggle] = within(row).getAllByRole('menuitem');
    if (!toggle) throw new Error('no toggle');
    await userEvent.click(toggle);
    await expect(args.onReadChange).toHaveBeenCalledWith({ id: 'order', read: true });
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryAllByRole('group')).toHaveLength(0);
  },
};
