import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';

import type { CustomerDetails } from '@atrium/mocks/types';

import { withEcommerce } from '../../test/story-handlers.ts';
import { CustomerNotificationsTab } from './customer-notifications-tab.tsx';
import { customerPartMeta, seededCustomer } from './test/story-customers.ts';

const NOTIFICATIONS = '*/api/apps/ecommerce/customers/:id/notifications';

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerNotificationsTab',
  ...customerPartMeta(CustomerNotificationsTab),
} satisfies Meta<typeof CustomerNotificationsTab>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What the fake API has stored for the customer, read back through the details call. */
const storedPreferences = async () =>
  (
    (await (
      await fetch(`/api/apps/ecommerce/customers/${seededCustomer.customerId}`)
    ).json()) as CustomerDetails
  ).notificationPreferences;

const toastShown = (canvasElement: HTMLElement, severity: 'success' | 'error') =>
  waitFor(() =>
    expect(
      canvasElement.ownerDocument.querySelector(`[data-severity="${severity}"]`),
    ).not.toBeNull(),
  );

/** The customer's stored choices: account activity everywhere, new devices nowhere. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(4);
    await expect(canvas.getByTestId('notify-newBrowser-app')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByTestId('notify-newDevice-email')).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

/** A checkbox toggles by click and by Space; Save stores the grid and confirms in a toast. */
export const ToggleAndSave: Story = {
  play: async ({ canvas, canvasElement }) => {
    const app = canvas.getByTestId('notify-newForYou-app');
    await userEvent.click(app);
    await expect(app).toHaveAttribute('aria-checked', 'true');
    const email = canvas.getByTestId('notify-newDevice-email');
    email.focus();
    await userEvent.keyboard(' ');
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByTestId('notifications-save'));
    await toastShown(canvasElement, 'success');
    const stored = await storedPreferences();
    await expect(stored.newForYou.app).toBe(true);
    await expect(stored.newDevice.email).toBe(true);
  },
};

/** The save is in flight: the button is busy. */
export const Saving: Story = {
  parameters: withEcommerce(
    http.put(NOTIFICATIONS, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvas }) => {
    const save = canvas.getByTestId('notifications-save');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The save fails: an error toast, and the ticks stay as chosen for another try. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.put(NOTIFICATIONS, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvas, canvasElement }) => {
    const email = canvas.getByTestId('notify-newDevice-email');
    await userEvent.click(email);
    const save = canvas.getByTestId('notifications-save');
    await userEvent.click(save);
    await toastShown(canvasElement, 'error');
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await expect((await storedPreferences()).newDevice.email).toBe(false);
  },
};
