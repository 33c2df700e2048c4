import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { NotificationsForm } from './notifications-form.tsx';
import { settingsFormStories } from './test/settings-stories.ts';

const kit = settingsFormStories(NotificationsForm, 'notifications');
const { initial: seeded } = kit;

const meta = {
  title: 'Features/Ecommerce/Settings/NotificationsForm',
  ...kit.meta,
} satisfies Meta<typeof NotificationsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A switch per event and channel, toggled with the keyboard; saving stores it. */
export const Default: Story = {
  play: kit.saves(
    async (canvasElement) => {
      const toggle = within(canvasElement).getByTestId('notify-newCustomer-email');
      toggle.focus();
      await userEvent.keyboard(' ');
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
    },
    () => expect(kit.stored().events.newCustomer.email).toBe(true),
  ),
};

/** The sender address is required and must be an email. */
export const InvalidSender: Story = {
  play: async ({ canvasElement }) => {
    const sender = kit.field(canvasElement, 'senderEmail');
    await userEvent.clear(sender);
    await userEvent.type(sender, 'orders-at-atrium');
    await kit.saveRefuses(canvasElement, sender);
  },
};

/** Everything off: every switch unchecked. */
export const AllOff: Story = {
  args: {
    initial: {
      ...seeded,
      events: Object.fromEntries(
        Object.keys(seeded.events).map((id) => [id, { email: false, push: false }]),
      ) as typeof seeded.events,
    },
  },
  play: async ({ canvasElement }) => {
    for (const toggle of within(canvasElement).getAllByRole('switch'))
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};
