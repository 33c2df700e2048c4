import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb, signedInAccountHandlers } from '@atrium/mocks';
import { AVATAR_MAX_BYTES } from '@atrium/mocks/values';

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

/** The signed-in admin's record in the fake API, for the stories that empty part of it. */
function adminRecord() {
  const record = getDb().signedInAccounts.find((r) => r.userId === 1);
  if (!record) throw new Error('No signed-in account for user 1');
  return record;
}

/** Types into the password form's fields by name and saves it. */
async function changePassword(canvasElement: HTMLElement, values: Record<string, string>) {
  const form = await loaded(canvasElement, 'settings-form-password');
  for (const [name, value] of Object.entries(values)) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`No ${name} field`);
    await userEvent.type(input, value);
  }
  await userEvent.click(within(form).getByTestId('settings-save'));
  return form;
}

const field = (form: HTMLElement, name: string) => form.querySelector(`input[name="${name}"]`);

/** A new password breaking the rules and a confirmation that differs: refused on their fields. */
export const PasswordRefused: Story = {
  parameters: atTab('security'),
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, {
      currentPassword: 'admin',
      password: 'short',
      confirm: 'other',
    });
    await waitFor(async () => {
      await expect(field(form, 'password')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(form, 'confirm')).toHaveAttribute('aria-invalid', 'true');
    }, patient);
    await expect(field(form, 'currentPassword')).not.toHaveAttribute('aria-invalid');
  },
};

/** The fake API refuses a wrong current password: said on that field, the new one kept. */
export const WrongCurrentPassword: Story = {
  parameters: atTab('security'),
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, {
      currentPassword: 'not-my-password',
      password: 'Warehouse2026',
      confirm: 'Warehouse2026',
    });
    await waitFor(
      () => expect(field(form, 'currentPassword')).toHaveAttribute('aria-invalid', 'true'),
      patient,
    );
    await expect(field(form, 'password')).toHaveValue('Warehouse2026');
  },
};

/** Security without any API key: the table gives way to its empty state; creating stays. */
export const SecurityNoApiKeys: Story = {
  parameters: atTab('security'),
  beforeEach: () => {
    adminRecord().apiKeys = [];
  },
  play: async ({ canvasElement }) => {
    const keys = within(await loaded(canvasElement, 'api-keys-card'));
    await expect(keys.queryAllByTestId('api-key-row')).toHaveLength(0);
    await expect(keys.getByTestId('api-key-create')).toBeVisible();
  },
};

/**
 * Billing with no card on file and no invoice billed (the history call answers an empty list):
 * each card says so, adding a card stays possible.
 */
export const BillingEmpty: Story = {
  parameters: {
    ...atTab('billing-plans'),
    msw: {
      handlers: {
        signedInAccount: [
          http.get('*/api/pages/account-settings/invoices', () => HttpResponse.json([])),
          ...signedInAccountHandlers,
        ],
      },
    },
  },
  beforeEach: () => {
    adminRecord().paymentMethods = [];
  },
  play: async ({ canvasElement }) => {
    const cards = within(await loaded(canvasElement, 'account-cards'));
    await expect(cards.queryAllByTestId('account-card')).toHaveLength(0);
    await expect(cards.getByTestId('card-add')).toBeVisible();
    const history = within(await loaded(canvasElement, 'account-billing-history'));
    await waitFor(() => expect(history.queryByRole('table')).toBeNull(), patient);
    await expect(history.queryAllByTestId('account-invoice')).toHaveLength(0);
  },
};

/** The confirm dialog a destructive action opens (in a portal, outside the canvas). */
const confirmDialog = () => within(document.body).findByRole('alertdialog', {}, patient);

/** A picture over 800 KB is refused under the photo before anything is sent. */
export const AvatarError: Story = {
  parameters: atTab('account'),
  play: async ({ canvasElement }) => {
    const input = await loaded(canvasElement, 'avatar-input');
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(await loaded(canvasElement, 'avatar-error')).toBeVisible();
  },
};

/** Deactivate, its box ticked: the confirm dialog, nothing sent until it is confirmed. */
export const DeactivateConfirm: Story = {
  parameters: atTab('account'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await loaded(canvasElement, 'deactivate-confirm'));
    await userEvent.click(within(canvasElement).getByTestId('deactivate-account'));
    await expect(await confirmDialog()).toBeVisible();
    await expect(adminRecord().deactivated).toBe(false);
  },
};

/**
 * Delete on the first row of a list (`rows` in the card `cardId`, its delete button `deleteId`):
 * the confirm dialog, and the stored list (`stored()`) keeps the row until it is confirmed.
 */
const deleteConfirm = (
  tab: Parameters<typeof atTab>[0],
  { cardId, rowId, deleteId, stored }: DeleteTarget,
): Story => ({
  parameters: atTab(tab),
  play: async ({ canvasElement }) => {
    const count = stored().length;
    const [row] = within(await loaded(canvasElement, cardId)).getAllByTestId(rowId);
    if (!row) throw new Error(`no ${rowId}`);
    await userEvent.click(within(row).getByTestId(deleteId));
    await expect(await confirmDialog()).toBeVisible();
    await expect(stored()).toHaveLength(count);
  },
});

interface DeleteTarget {
  cardId: string;
  rowId: string;
  deleteId: string;
  stored: () => readonly unknown[];
}

/** Delete on an API key's row: the confirm dialog; the key stays until it is confirmed. */
export const ApiKeyDeleteConfirm: Story = deleteConfirm('security', {
  cardId: 'api-keys-card',
  rowId: 'api-key-row',
  deleteId: 'api-key-delete',
  stored: () => adminRecord().apiKeys,
});

/** Delete on a card on file: the confirm dialog; the card stays until it is confirmed. */
export const CardDeleteConfirm: Story = deleteConfirm('billing-plans', {
  cardId: 'account-cards',
  rowId: 'account-card',
  deleteId: 'card-delete',
  stored: () => adminRecord().paymentMethods,
});

export const Loading: Story = accountKit.loading;
export const ServerError: Story = accountKit.serverError;
