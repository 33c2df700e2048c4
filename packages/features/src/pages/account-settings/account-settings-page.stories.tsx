import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { type AccountSettingsPage } from './account-settings-page.tsx';
import { accountKit, atTab, withSignedIn } from './test/account-stories.tsx';

const meta = {
  title: 'Features/Pages/AccountSettings/AccountSettingsPage',
  ...accountKit.meta,
  decorators: [withSignedIn],
} satisfies Meta<typeof AccountSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement, testId: string) =>
  within(canvasElement).findByTestId(testId, {}, patient);

/** Account: the picture, the profile of the signed-in admin, and deactivation. */
export const Account: Story = {
  parameters: atTab('account'),
  play: async ({ canvasElement }) => {
    const form = await loaded(canvasElement, 'settings-form-account');
    await expect(within(form).getAllByRole('textbox')[0]).toHaveValue('John Doe');
    await expect(within(canvasElement).getByTestId('deactivate-account')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Emptied required fields and a bad phone: each field says why, nothing is sent. */
export const AccountValidation: Story = {
  parameters: atTab('account'),
  play: async ({ canvasElement }) => {
    const form = within(await loaded(canvasElement, 'settings-form-account'));
    const [name, email] = form.getAllByRole('textbox');
    if (!name || !email) throw new Error('no name or email field');
    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(form.getByTestId('settings-save'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Security: password with its rules, two-step, API keys and devices. */
export const Security: Story = {
  parameters: atTab('security'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'settings-form-password');
    await expect(within(canvasElement).getAllByTestId('api-key-row').length).toBeGreaterThan(0);
  },
};

/** Billing and plans: the plan's days, the cards, the billing address and the invoices billed. */
export const BillingPlans: Story = {
  parameters: atTab('billing-plans'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'account-plan-card');
    await expect(within(canvasElement).getAllByTestId('account-card').length).toBeGreaterThan(0);
    // The history is its own call: the snapshot waits for its rows.
    await within(canvasElement).findAllByTestId('account-invoice', {}, patient);
  },
};

/** Notifications: the grid and the timing. */
export const Notifications: Story = {
  parameters: atTab('notification'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'settings-form-notification');
  },
};

/** Connections: apps and social accounts. */
export const Connections: Story = {
  parameters: atTab('connection'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'settings-form-connection');
  },
};

export const Loading: Story = accountKit.loading;
export const ServerError: Story = accountKit.serverError;
