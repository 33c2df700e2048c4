import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

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
  args: { open: true, onOpenChange: () => undefined },
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

/** Upgrade plan: the four plans, the current one marked. */
export const UpgradePlan: Story = {
  render: (args) => <UpgradePlanDialog {...args} current="team" />,
  play: async () => {
    await expect(within(await dialog()).getAllByRole('radio')).toHaveLength(4);
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
