import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { CustomerNotificationsTab } from './customer-notifications-tab.tsx';

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerNotificationsTab',
  component: CustomerNotificationsTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerNotificationsTab>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new customer's defaults: everything by email, account activity everywhere. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(4);
    await expect(canvas.getByTestId('notify-accountActivity-app')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByTestId('notify-newDevice-browser')).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

/** A checkbox toggles by click and by Space; Save confirms in a toast. */
export const ToggleAndSave: Story = {
  play: async ({ canvas, canvasElement }) => {
    const app = canvas.getByTestId('notify-newForYou-app');
    await userEvent.click(app);
    await expect(app).toHaveAttribute('aria-checked', 'true');
    const email = canvas.getByTestId('notify-newForYou-email');
    email.focus();
    await userEvent.keyboard(' ');
    await expect(email).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByTestId('notifications-save'));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-severity="success"]')).not.toBeNull(),
    );
  },
};
