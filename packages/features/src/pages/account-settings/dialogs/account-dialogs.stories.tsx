import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import type { UserPlan } from '@atrium/mocks/types';

import { patient } from '../../../test/story-handlers.ts';
import { withSignedIn } from '../test/account-stories.tsx';
import { BillingAddressDialog } from './billing-address-dialog.tsx';
import { CardDialog } from './card-dialog.tsx';
import { TwoStepDialog } from './two-step-dialog.tsx';
import { UpgradePlanDialog } from './upgrade-plan-dialog.tsx';

const meta = {
  title: 'Features/Pages/AccountSettings/Dialogs',
  component: TwoStepDialog,
  decorators: [withSignedIn],
  parameters: { layout: 'padded' },
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof TwoStepDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', {}, patient);

/** Enable two-factor, step 1: the authenticator app or SMS. */
export const TwoStepChooseMethod: Story = {
  play: async () => {
    await expect(within(await dialog()).getAllByRole('radio')).toHaveLength(2);
  },
};

/** Step 2 with a code that is not 6 digits: refused under the field, nothing sent. */
export const TwoStepCodeRefused: Story = {
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(body.getByTestId('two-step-form-submit'));
    const code = await body.findByRole('textbox');
    await userEvent.type(code, '12');
    await userEvent.click(body.getByTestId('two-step-form-submit'));
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Add a card, as it opens: every field empty, nothing refused yet. */
export const AddCard: Story = {
  render: (args) => <CardDialog {...args} />,
  play: async () => {
    const body = within(await dialog());
    const fields = body.getAllByRole('textbox');
    await expect(fields.length).toBeGreaterThanOrEqual(3);
    for (const field of fields) {
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  },
};

/** Add a card: a number failing the checksum and a past expiry are refused as typed. */
export const AddCardRefused: Story = {
  render: (args) => <CardDialog {...args} />,
  play: async () => {
    const body = within(await dialog());
    const [holder, number, expiry] = body.getAllByRole('textbox');
    if (!holder || !number || !expiry) throw new Error('card fields missing');
    await userEvent.type(holder, 'John Doe');
    await userEvent.type(number, '4242 4242 4242 4241');
    await userEvent.type(expiry, '01/20');
    await userEvent.click(body.getByTestId('payment-method-form-submit'));
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The signed-in account's plan as the fake API stores it (the seed picks it). */
const storedPlan = (): UserPlan => {
  const plan = getDb().signedInAccounts.find((r) => r.userId === 1)?.plan;
  if (!plan) throw new Error('No signed-in account for user 1');
  return plan;
};

const planCard = (plan: UserPlan) => within(document.body).getByTestId(`plan-details-${plan}`);

/**
 * Upgrade plan: the pricing page's four plans with their price and what each includes, the
 * current one marked; the annual switch lowers the price per month and shows the saving.
 */
export const UpgradePlan: Story = {
  render: (args) => <UpgradePlanDialog {...args} current="team" />,
  play: async () => {
    const body = within(await dialog());
    const radios = body.getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(body.getByRole('radio', { checked: true })).toContainElement(planCard('team'));
    const company = radios[2];
    if (!company) throw new Error('company plan missing');
    const monthly = company.textContent;
    // How it is billed, then its three highlights.
    await expect(planCard('company').children).toHaveLength(4);
    await userEvent.click(body.getByRole('switch'));
    await expect(company.textContent).not.toBe(monthly);
    // Annual billing adds what it saves.
    await expect(planCard('company').children).toHaveLength(5);
  },
};

/** The plan the account already has is refused under the cards; nothing is sent. */
export const UpgradePlanSamePlanRefused: Story = {
  render: (args) => <UpgradePlanDialog {...args} current={storedPlan()} />,
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByTestId('upgrade-plan-form-submit'));
    await expect(body.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Another plan, chosen in annual billing, is stored by the fake API and the dialog closes. */
export const UpgradePlanSaved: Story = {
  render: (args) => <UpgradePlanDialog {...args} current={storedPlan()} />,
  play: async ({ args }) => {
    const body = within(await dialog());
    const before = storedPlan();
    const next = before === 'enterprise' ? 'company' : 'enterprise';
    await userEvent.click(body.getByRole('switch'));
    const card = body.getAllByRole('radio').find((radio) => radio.contains(planCard(next)));
    if (!card) throw new Error(`${next} plan missing`);
    await userEvent.click(card);
    await userEvent.click(body.getByTestId('upgrade-plan-form-submit'));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), patient);
    await expect(storedPlan()).toBe(next);
  },
};

/** The billing address, every field from the stored one. */
export const BillingAddress: Story = {
  render: (args) => (
    <BillingAddressDialog
      {...args}
      address={{
        companyName: 'Atrium Shop',
        billingEmail: 'billing@atrium.example',
        taxId: 'TAX-4821',
        vatNumber: 'VAT-520318',
        mobile: '+1 555 201 3344',
        country: 'France',
        address: '12 Canal Street',
        state: 'Île-de-France',
        zipCode: '75010',
      }}
    />
  ),
  play: async () => {
    const body = within(await dialog());
    await expect(body.getAllByRole('textbox')[0]).toHaveValue('Atrium Shop');
  },
};
