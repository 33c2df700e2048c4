import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { signedInStore } from '../account-settings/test/signed-in-store.ts';
import { href, pagesPaths } from '../routes.ts';
import { DialogExamplesPage } from './dialog-examples-page.tsx';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 10_000 });

// Signed in as the demo admin: the account examples save to the signed-in account.
const renderPage = () =>
  renderWithProviders(<DialogExamplesPage />, {
    initialEntry: href('dialogExamples'),
    path: pagesPaths.dialogExamples,
    store: signedInStore(1),
  });

async function open(id: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: new RegExp(`^Open ${id}$`) }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, inDialog: within(dialog) };
}

const toast = (text: RegExp) => screen.findByText(text);

describe('DialogExamplesPage', { timeout: 60_000 }, () => {
  it('shows a card per example and the empty created apps', async () => {
    renderPage();
    for (const title of [
      'Share project',
      'Edit user',
      'Create app',
      'Refer and earn',
      'Add new card',
      'Enable two-factor',
      'Add new address',
      'Upgrade plan',
      'Payment methods',
      'Payment providers',
    ])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(await screen.findByText('No app yet')).toBeVisible();
  });

  it('creates an app step by step: Next refuses, Back keeps, and the app stays after a reload', async () => {
    renderPage();
    const { user, inDialog } = await open('Create app');
    const next = () => user.click(inDialog.getByRole('button', { name: /^Next/ }));
    await next();
    expect(await inDialog.findByText("Enter the app's name.")).toBeVisible();
    await user.type(inDialog.getByLabelText(/App name/), 'Stock keeper');
    await next();
    await user.click(await inDialog.findByRole('radio', { name: /Laravel/ }));
    await user.click(inDialog.getByRole('button', { name: /Back/ }));
    expect(await inDialog.findByLabelText(/App name/)).toHaveValue('Stock keeper');
    await next();
    expect(await inDialog.findByRole('radio', { name: /Laravel/ })).toBeChecked();
    await next();
    await next();
    await user.type(await inDialog.findByLabelText(/Name on card/), 'Karen Carrillo');
    await user.type(inDialog.getByLabelText(/Card number/), '4242 4242 4242 4241');
    await user.type(inDialog.getByLabelText(/Expiry/), '12/29');
    await user.type(inDialog.getByLabelText(/Security code/), '123');
    await next();
    expect(await inDialog.findByText('Enter a valid card number.')).toBeVisible();
    const number = inDialog.getByLabelText(/Card number/);
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await next();
    expect(await inDialog.findByText('Visa ending in 4242')).toBeVisible();
    await user.click(inDialog.getByRole('button', { name: 'Create app' }));
    expect(await toast(/Stock keeper was created/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getDb().dialogExamples.apps).toMatchObject([
      { name: 'Stock keeper', framework: 'laravel', card: { brand: 'visa', last4: '4242' } },
    ]);
    cleanup();
    renderPage();
    expect(await screen.findByText('Stock keeper')).toBeVisible();
  });

  it('shares a project: a wrong address stays typed, the invites are stored', async () => {
    renderPage();
    const { user, inDialog } = await open('Share project');
    const invite = await inDialog.findByLabelText('Invite by email');
    await user.type(invite, 'nobody@{Enter}');
    expect(await inDialog.findByText('Enter a valid email address.')).toBeVisible();
    expect(invite).toHaveValue('nobody@');
    await user.clear(invite);
    await user.type(invite, 'ana@shop.test{Enter}');
    await user.click(inDialog.getByRole('button', { name: 'Share' }));
    expect(await toast(/Storefront redesign is now shared with 5 people/)).toBeVisible();
    expect(getDb().dialogExamples.shares[0]?.members.at(-1)).toMatchObject({
      email: 'ana@shop.test',
      permission: 'view',
    });
  });

  it('saves the payment providers, never all off', async () => {
    renderPage();
    const { user, inDialog } = await open('Payment providers');
    await user.click(await inDialog.findByRole('switch', { name: /PayPal/ }));
    await user.click(inDialog.getByRole('switch', { name: /Stripe/ }));
    await user.click(inDialog.getByRole('button', { name: 'Save' }));
    expect(await inDialog.findByText('Keep at least one payment provider on.')).toBeVisible();
    await user.click(inDialog.getByRole('switch', { name: /Mollie/ }));
    await user.click(inDialog.getByRole('button', { name: 'Save' }));
    expect(await toast(/Payment providers saved: 1 is on/)).toBeVisible();
    expect(
      getDb()
        .dialogExamples.providers.filter((p) => p.enabled)
        .map((p) => p.id),
    ).toEqual(['mollie']);
  });

  it('sends a referral invite after refusing a wrong address', async () => {
    renderPage();
    const { user, inDialog } = await open('Refer and earn');
    const email = inDialog.getByLabelText("Friend's email");
    await user.type(email, 'friend@');
    await user.click(inDialog.getByRole('button', { name: 'Send invite' }));
    expect(await inDialog.findByText('Enter a valid email address.')).toBeVisible();
    expect(email).toHaveValue('friend@');
    await user.clear(email);
    await user.type(email, 'friend@example.com');
    await user.click(inDialog.getByRole('button', { name: 'Send invite' }));
    expect(await toast(/An invitation was sent to friend@example.com/)).toBeVisible();
    expect(await inDialog.findByDisplayValue(/^https:\/\//)).toBeVisible();
  });

  it('edits the first user of the list with the user view dialog', async () => {
    renderPage();
    const { user } = await open('Edit user');
    // The loading dialog gives way to the user view's dialog once the user has arrived.
    const inDialog = within(await screen.findByTestId('user-edit-form'));
    const first = getDb().users[0];
    const name = await inDialog.findByDisplayValue(first?.fullName ?? '');
    await user.clear(name);
    const save = screen.getByTestId('user-edit-form-submit');
    await user.click(save);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await user.type(name, 'Renamed Person');
    await user.click(save);
    await waitFor(() => expect(getDb().users[0]?.fullName).toBe('Renamed Person'));
  });

  it("saves the account's billing address from its example, refusing a bad email first", async () => {
    renderPage();
    const { user } = await open('Add new address');
    // The pending dialog gives way to the address form once the account has arrived.
    const company = await screen.findByLabelText(/Company name/);
    const inDialog = within(screen.getByRole('dialog'));
    await user.clear(company);
    await user.type(company, 'Atrium Labs');
    const email = inDialog.getByLabelText(/Billing email/);
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(inDialog.getByRole('button', { name: /^Save/ }));
    expect(await inDialog.findByText(/valid email/i)).toBeVisible();
    expect(company).toHaveValue('Atrium Labs');
    await user.clear(email);
    await user.type(email, 'billing@atrium.test');
    await user.click(inDialog.getByRole('button', { name: /^Save/ }));
    await waitFor(() =>
      expect(getDb().signedInAccounts.find((r) => r.userId === 1)?.billingAddress).toMatchObject({
        companyName: 'Atrium Labs',
        billingEmail: 'billing@atrium.test',
      }),
    );
  });

  it("lists the account's cards in the payment methods example", async () => {
    renderPage();
    await open('Payment methods');
    // The pending dialog gives way to the cards' own once the account has arrived.
    const cards = await screen.findAllByTestId('account-card');
    const stored = getDb().signedInAccounts.find((r) => r.userId === 1)?.paymentMethods ?? [];
    expect(stored.length).toBeGreaterThan(0);
    expect(cards).toHaveLength(stored.length);
    const dialog = within(screen.getByRole('dialog', { name: 'Payment methods' }));
    expect(dialog.getByRole('button', { name: /Add card/ })).toBeVisible();
  });
});
