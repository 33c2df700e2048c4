import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { fixedNow } from '@atrium/mocks';

import {
  control,
  expectRefused,
  footerShown,
  submitForm,
  typeInto,
} from '../test/front-story-kit.ts';
import { PaymentPage } from './payment-page.tsx';

const at = (search: string) => ({
  router: { initialEntry: `/front-pages/payment${search}`, path: '/front-pages/payment' },
});

const meta = {
  title: 'Features/FrontPages/Payment',
  component: PaymentPage,
  parameters: { layout: 'fullscreen', ...at('?plan=team&billing=annual') },
  args: { now: () => fixedNow },
  // Stories without a play of their own wait for the layout's footer (a chunk of its own).
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
  },
} satisfies Meta<typeof PaymentPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = {
  number: 'input[autocomplete="cc-number"]',
  name: 'input[autocomplete="cc-name"]',
  expiry: 'input[autocomplete="cc-exp"]',
  cvc: 'input[autocomplete="cc-csc"]',
} as const;

/** The Team plan billed annually: the summary and the card form. */
export const CardForm: Story = {};

export const Monthly: Story = { parameters: at('?plan=company&billing=monthly') };

/** A card number that fails the Luhn check is refused, as are a past expiry and a short code. */
export const BadCardRefused: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    await typeInto(canvasElement, card.number, '4242 4242 4242 4241');
    await typeInto(canvasElement, card.name, 'Ada Lovelace');
    await typeInto(canvasElement, card.expiry, '01/26');
    await typeInto(canvasElement, card.cvc, '12');
    await submitForm(canvasElement, card.number);
    await expect(await expectRefused(canvasElement, card.number)).toHaveFocus();
    await expectRefused(canvasElement, card.expiry);
    await expectRefused(canvasElement, card.cvc);
    await expect(control(canvasElement, card.name)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A good card: the success state names the plan. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    await typeInto(canvasElement, card.number, '4242 4242 4242 4242');
    await typeInto(canvasElement, card.name, 'Ada Lovelace');
    await typeInto(canvasElement, card.expiry, '12/30');
    await typeInto(canvasElement, card.cvc, '123');
    await submitForm(canvasElement, card.number);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toBeInTheDocument());
    await expect(canvasElement.querySelector(card.number)).toBeNull();
  },
};

/** PayPal instead of a card: one button, then the same success. */
export const PayPal: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await waitFor(() => expect(canvasElement.querySelector(card.number)).toBeNull());
  },
};

/** No plan in the address: a way back to the plans. */
export const NoPlan: Story = { parameters: at('') };

/** The free plan needs no payment. */
export const FreePlan: Story = { parameters: at('?plan=basic') };
