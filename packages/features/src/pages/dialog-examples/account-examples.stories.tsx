import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { withSignedIn } from '../account-settings/test/account-stories.tsx';
import { AddressExample, PaymentMethodsExample } from './account-examples.tsx';

const meta = {
  title: 'Features/Pages/DialogExamples/AccountExamples',
  component: PaymentMethodsExample,
  decorators: [withSignedIn],
  parameters: { layout: 'padded' },
  args: { open: true, onOpenChange: () => undefined },
} satisfies Meta<typeof PaymentMethodsExample>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The signed-in account's cards in a dialog; "Add card" opens the card form over it. */
export const PaymentMethods: Story = {
  play: async () => {
    const cards = await body().findAllByTestId('account-card', {}, patient);
    await expect(cards.length).toBeGreaterThan(0);
    await userEvent.click(body().getByTestId('card-add'));
    await expect(await body().findByTestId('payment-method-form', {}, patient)).toBeVisible();
  },
};

/** The billing address dialog, opened on the account's stored address once it has arrived. */
export const AddNewAddress: Story = {
  render: (args) => <AddressExample {...args} />,
  play: async () => {
    // The first field is the company name, filled from the stored address (in every language).
    const [company] = await body().findAllByRole('textbox', {}, patient);
    await expect(company).not.toHaveValue('');
  },
};
