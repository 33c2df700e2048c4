import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { planOf } from '@atrium/mocks/values';

import { setupFakeApi } from '../../test/msw-server.ts';
import { openAccountTab, recordOf } from './test/open-account-tab.tsx';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const openBilling = () => openAccountTab('billing-plans', 'account-plan-card');
const dialog = () => within(screen.getByRole('dialog'));

/** Types each value into the open dialog's field of that label, replacing what was there. */
async function fillDialog(user: UserEvent, values: [RegExp, string][]) {
  for (const [label, value] of values) {
    const input = dialog().getByLabelText(label, { selector: 'input' });
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('AccountSettingsPage: billing & plans', { timeout: 60_000 }, () => {
  it('upgrades to a plan chosen among the pricing cards, in annual billing', async () => {
    const user = userEvent.setup();
    await openBilling();
    const before = recordOf().plan;
    const next = before === 'enterprise' ? 'company' : 'enterprise';
    const name = next === 'enterprise' ? 'Enterprise' : 'Company';
    await user.click(screen.getByTestId('plan-upgrade'));
    await user.click(dialog().getByRole('switch', { name: 'Annual' }));
    expect(dialog().getByTestId(`plan-details-${next}`)).toHaveTextContent(/You save/);
    await user.click(dialog().getByRole('radio', { name }));
    await user.click(dialog().getByTestId('upgrade-plan-form-submit'));
    expect(await screen.findByText(`You are now on the ${name} plan.`)).toBeVisible();
    expect(recordOf().plan).toBe(next);
    await waitFor(() =>
      expect(within(screen.getByTestId('account-plan-card')).getByText(name)).toBeVisible(),
    );
  });

  it('charges on the plan card the monthly price the upgrade dialog listed', async () => {
    const user = userEvent.setup();
    await openBilling();
    // Company and team are the plans whose prices the two screens once disagreed on.
    const next = recordOf().plan === 'company' ? 'team' : 'company';
    const name = next === 'company' ? 'Company' : 'Team';
    const price = planOf(next).monthly;
    await user.click(screen.getByTestId('plan-upgrade'));
    // The card is the radio itself: its price is drawn inside it.
    const choice = dialog().getByRole('radio', { name });
    expect(choice).toHaveTextContent(`$${price}`);
    await user.click(choice);
    await user.click(dialog().getByTestId('upgrade-plan-form-submit'));
    expect(await screen.findByText(`You are now on the ${name} plan.`)).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('plan-price')).toHaveTextContent(`$${price}.00`));
  });

  it('refuses a card failing the Luhn check, then adds, edits and deletes one', async () => {
    const user = userEvent.setup();
    await openBilling();
    const count = recordOf().paymentMethods.length;
    await user.click(screen.getByTestId('card-add'));
    await fillDialog(user, [
      [/^Name on card/, 'Jo Card'],
      [/^Card number/, '4242 4242 4242 4241'],
      [/^Expiry/, '12/30'],
      [/^Security code/, '123'],
    ]);
    await user.click(dialog().getByTestId('payment-method-form-submit'));
    expect(await dialog().findByText('Enter a valid card number.')).toBeVisible();
    expect(recordOf().paymentMethods).toHaveLength(count);

    await fillDialog(user, [[/^Card number/, '4242 4242 4242 4242']]);
    await user.click(dialog().getByTestId('payment-method-form-submit'));
    await screen.findByText('The card was added.');
    const added = recordOf().paymentMethods.find((card) => card.holder === 'Jo Card');
    expect(added?.last4).toBe('4242');

    await user.click(await screen.findByRole('button', { name: /Edit the card ending in 4242/ }));
    await fillDialog(user, [[/^Name on card/, 'Jo Renamed']]);
    await user.click(dialog().getByTestId('payment-method-form-submit'));
    await screen.findByText('The card was saved.');
    expect(recordOf().paymentMethods.find((card) => card.id === added?.id)?.holder).toBe(
      'Jo Renamed',
    );

    await user.click(screen.getByRole('button', { name: /Delete the card ending in 4242/ }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Delete card' }));
    await screen.findByText('The card was deleted.');
    expect(recordOf().paymentMethods.some((card) => card.id === added?.id)).toBe(false);
  });

  it('saves the billing address and shows it on the card', async () => {
    const user = userEvent.setup();
    await openBilling();
    await user.click(screen.getByTestId('address-edit'));
    await fillDialog(user, [
      [/^Company name/, 'Northwind Traders'],
      [/^Billing email/, 'books@northwind.test'],
    ]);
    await user.click(dialog().getByTestId('billing-address-form-submit'));
    await screen.findByText('The billing address was saved.');
    expect(recordOf().billingAddress).toMatchObject({
      companyName: 'Northwind Traders',
      billingEmail: 'books@northwind.test',
    });
    const card = within(screen.getByTestId('account-address'));
    await waitFor(() => expect(card.getByText('Northwind Traders')).toBeVisible());
  });
});
