import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { withSignedIn } from '../account-settings/test/account-stories.tsx';
import { field, fill } from '../wizards/test/wizard-play.ts';
import {
  AddCardExample,
  AddressExample,
  PaymentMethodsExample,
  TwoFactorExample,
} from './account-examples.tsx';
import { dialogOf, expectClosed, expectInvalid } from './test/dialog-stories.ts';

const meta = {
  title: 'Features/Pages/DialogExamples/AccountExamples',
  component: PaymentMethodsExample,
  decorators: [withSignedIn],
  parameters: { layout: 'padded' },
  args: { open: true, onOpenChange: fn() },
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

/** The signed-in account (John Doe) as the fake API stores it. */
function stored() {
  const record = getDb().signedInAccounts.find((r) => r.userId === 1);
  if (!record) throw new Error('No signed-in account for user 1');
  return record;
}

/** A card the checks accept: the Luhn checksum holds and the expiry is years ahead. */
const GOOD_CARD = {
  holder: 'John Doe',
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
};

/** The card form (the topmost dialog: in Payment methods it opens over the list). */
async function cardForm() {
  const form = await body().findByTestId('payment-method-form', {}, patient);
  return { form, submit: () => userEvent.click(body().getByTestId('payment-method-form-submit')) };
}

/**
 * Refused: each named field of `form` marked, the dialog still open, and what the account
 * stores (`now()`) the same as `before`.
 */
async function refusedUnsaved<T>(
  args: { onOpenChange: unknown },
  form: HTMLElement,
  names: string[],
  now: () => T,
  before: T,
) {
  for (const name of names) await expectInvalid(field(form, name));
  await expect(args.onOpenChange).not.toHaveBeenCalled();
  await expect(now()).toEqual(before);
}

/** Two-factor: SMS chosen on step 1, then Next to the phone number. */
async function toSmsStep(canvasElement: HTMLElement) {
  const { dialog, inDialog } = await dialogOf(canvasElement);
  const [, sms] = inDialog.getAllByRole('radio');
  if (!sms) throw new Error('No SMS choice');
  await userEvent.click(sms);
  const submit = () => userEvent.click(inDialog.getByTestId('two-step-form-submit'));
  await submit();
  await waitFor(() => expect(field(dialog, 'value')).toHaveAttribute('type', 'tel'), patient);
  return { dialog, submit };
}

/** The billing address with no company and a wrong email: both refused, nothing stored. */
export const AddressValidationErrors: Story = {
  render: (args) => <AddressExample {...args} />,
  play: async ({ args, canvasElement }) => {
    // A pending dialog stands in until the account arrives: wait for the form's own.
    await body().findByTestId('billing-address-form', {}, patient);
    const { dialog, inDialog } = await dialogOf(canvasElement);
    await expect(field(dialog, 'companyName')).not.toHaveValue('');
    const before = { ...stored().billingAddress };
    await userEvent.clear(field(dialog, 'companyName'));
    await fill(dialog, { billingEmail: 'billing@' });
    await userEvent.click(inDialog.getByTestId('billing-address-form-submit'));
    const address = () => stored().billingAddress;
    await refusedUnsaved(args, dialog, ['companyName', 'billingEmail'], address, before);
  },
};

/** Add card, submitted empty: every required field refused, nothing stored. */
export const AddCardValidationErrors: Story = {
  render: (args) => <AddCardExample {...args} />,
  play: async ({ args }) => {
    const { form, submit } = await cardForm();
    const before = stored().paymentMethods.length;
    await submit();
    const count = () => stored().paymentMethods.length;
    await refusedUnsaved(args, form, ['holder', 'number', 'expiry', 'cvc'], count, before);
  },
};

/** Add card with a valid card: stored with its last four digits, and the dialog closes. */
export const AddCardSaved: Story = {
  render: (args) => <AddCardExample {...args} />,
  play: async ({ args }) => {
    const { form, submit } = await cardForm();
    await fill(form, GOOD_CARD);
    await submit();
    await expectClosed(args);
    await expect(stored().paymentMethods.map((card) => card.last4)).toContain('4242');
  },
};

/** Two-factor by SMS: step 2 asks for a phone number and refuses one with letters. */
export const TwoFactorSms: Story = {
  render: (args) => <TwoFactorExample {...args} />,
  play: async ({ args, canvasElement }) => {
    const { dialog, submit } = await toSmsStep(canvasElement);
    await fill(dialog, { value: 'call me' });
    await submit();
    await refusedUnsaved(args, dialog, ['value'], () => stored().twoStep.enabled, false);
  },
};

/** Two-factor by SMS with a real number: enabled on the account, and the dialog closes. */
export const TwoFactorSaved: Story = {
  render: (args) => <TwoFactorExample {...args} />,
  play: async ({ args, canvasElement }) => {
    const { dialog, submit } = await toSmsStep(canvasElement);
    await fill(dialog, { value: '+1 555 201 3344' });
    await submit();
    await expectClosed(args);
    await expect(stored().twoStep).toEqual({
      enabled: true,
      method: 'sms',
      phone: '+1 555 201 3344',
    });
  },
};

/** Payment methods → Add card with a number failing the checksum: refused, the list unchanged. */
export const PaymentMethodsValidationErrors: Story = {
  play: async () => {
    const cards = await body().findAllByTestId('account-card', {}, patient);
    await userEvent.click(body().getByTestId('card-add'));
    const { form, submit } = await cardForm();
    await fill(form, { ...GOOD_CARD, number: '4242 4242 4242 4241' });
    await submit();
    await expectInvalid(field(form, 'number'));
    await expect(stored().paymentMethods).toHaveLength(cards.length);
  },
};

/** Payment methods → Add card: the new card joins the list and the account's stored cards. */
export const PaymentMethodsSaved: Story = {
  play: async () => {
    const cards = await body().findAllByTestId('account-card', {}, patient);
    await userEvent.click(body().getByTestId('card-add'));
    const { form, submit } = await cardForm();
    await fill(form, GOOD_CARD);
    await submit();
    await waitFor(
      () => expect(body().getAllByTestId('account-card')).toHaveLength(cards.length + 1),
      patient,
    );
    await expect(stored().paymentMethods).toHaveLength(cards.length + 1);
  },
};
