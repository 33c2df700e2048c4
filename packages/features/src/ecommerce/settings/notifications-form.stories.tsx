import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { NotificationsForm } from './notifications-form.tsx';

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
const patient = { timeout: 10_000 };

/** The seeded notification settings (one fixed record), copied so no story edits the live db's. */
const seeded = structuredClone(getDb().ecommerceSettings.notifications);

const meta = {
  title: 'Features/Ecommerce/Settings/NotificationsForm',
  component: NotificationsForm,
  parameters: { layout: 'padded' },
  args: { initial: seeded, onDirtyChange: fn() },
} satisfies Meta<typeof NotificationsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A switch per event and channel, toggled with the keyboard; saving stores it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const toggle = form.getByTestId('notify-newCustomer-email');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(form.getByTestId('settings-save'));
    await waitFor(
      () => expect(getDb().ecommerceSettings.notifications.events.newCustomer.email).toBe(true),
      patient,
    );
  },
};

/** The sender address is required and must be an email. */
export const InvalidSender: Story = {
  play: async ({ canvasElement }) => {
    const sender = canvasElement.querySelector<HTMLInputElement>('input[name="senderEmail"]');
    if (!sender) throw new Error('no sender field');
    await userEvent.clear(sender);
    await userEvent.type(sender, 'orders-at-atrium');
    await userEvent.click(within(canvasElement).getByTestId('settings-save'));
    await waitFor(() => expect(sender).toHaveAttribute('aria-invalid', 'true'), patient);
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
