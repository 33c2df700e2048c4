import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { fixedNow } from '@atrium/mocks';

import { withFrame } from '../test/story-layout.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';

const meta = {
  title: 'Features/Notifications/NotificationsMenu',
  component: NotificationsMenu,
  args: { onViewAll: fn(), now: fixedNow, defaultOpen: true, modal: false },
  parameters: { layout: 'centered' },
  decorators: [withFrame({ minBlockSize: 620, paddingBlockStart: 2 })],
} satisfies Meta<typeof NotificationsMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded notifications of the demo admin, newest first, three unread. */
export const WithItems: Story = {
  play: async ({ canvas }) => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('group')).toHaveLength(5));
    await waitFor(() =>
      expect(canvas.getByTestId('navbar-notifications')).toHaveAttribute('data-unread', '3'),
    );
  },
};

/** Nothing to show: the empty state, "mark all" disabled, "view all" still there. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { notifications: [http.get('*/api/notifications', () => HttpResponse.json([]))] },
    },
  },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByTestId('notifications-mark-all-read')).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(within(menu).queryAllByRole('group')).toHaveLength(0);
  },
};
