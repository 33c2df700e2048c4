import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../../test/story-handlers.ts';
import { withWizards } from '../test/signed-in.ts';
import {
  done,
  field,
  next as submit,
  onStep as heading,
  refused,
  refusedAndFocused,
  submitButton,
} from '../test/wizard-play.ts';
import { CheckoutPage } from './checkout-page.tsx';

const CART = '*/api/pages/wizards/checkout/cart';
const ORDER = '*/api/pages/wizards/checkout';

const meta = {
  title: 'Features/Pages/Wizards/CheckoutPage',
  component: CheckoutPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: '/wizard-examples/checkout' },
    ...withWizards(),
  },
} satisfies Meta<typeof CheckoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

/** Step 1: the seeded cart, the coupon field and the totals. */
export const Cart: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, 'lines.0.qty')).toBeVisible(), patient);
  },
};

/** A coupon the fake API accepts: the discount shows in the totals. */
export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'couponCode')).toBeVisible(), patient);
    await userEvent.type(field(canvasElement, 'couponCode'), 'welcome10');
    await userEvent.click(canvas.getByTestId('coupon-apply'));
    await waitFor(() => expect(canvas.getByTestId('summary-discount')).toBeVisible(), patient);
  },
};

/** Every line removed: Next is refused with the reason. */
export const EmptyCartRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'lines.0.qty')).toBeVisible(), patient);
    for (const button of canvas.getAllByTestId('cart-remove')) await userEvent.click(button);
    await submit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible(), patient);
  },
};

const toAddress: Play = async ({ canvasElement }) => {
  await waitFor(() => expect(field(canvasElement, 'lines.0.qty')).toBeVisible(), patient);
  await submit(canvasElement);
  await heading(canvasElement, 'address');
};

/** Step 2: the saved addresses as cards, the first one chosen. */
export const Address: Story = {
  play: async (context) => {
    await toAddress(context);
    await expect(within(context.canvasElement).getAllByRole('radio')[0]).toBeChecked();
  },
};

/** Step 2: a new address refused: its fields open, the first one focused. */
export const NewAddressRefused: Story = {
  play: async (context) => {
    await toAddress(context);
    const canvas = within(context.canvasElement);
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[radios.length - 1] as HTMLElement);
    await submit(context.canvasElement);
    await refusedAndFocused(context.canvasElement, 'address.name');
  },
};

const toPayment: Play = async (context) => {
  await toAddress(context);
  await submit(context.canvasElement);
  await heading(context.canvasElement, 'payment');
};

/** Step 3: the card's fields, empty, with the totals beside them. */
export const Payment: Story = {
  play: async (context) => {
    await toPayment(context);
    await expect(field(context.canvasElement, 'cardNumber')).toHaveValue('');
  },
};

/** Step 3: a card the Luhn check refuses and an expired date, shown on their fields. */
export const CardRefused: Story = {
  play: async (context) => {
    await toPayment(context);
    const { canvasElement } = context;
    await userEvent.type(field(canvasElement, 'cardNumber'), '4242 4242 4242 4241');
    await userEvent.type(field(canvasElement, 'cardName'), 'John Doe');
    await userEvent.type(field(canvasElement, 'expiry'), '01/20');
    await userEvent.type(field(canvasElement, 'cvc'), '123');
    await submit(canvasElement);
    await refusedAndFocused(canvasElement, 'cardNumber');
    await refused(canvasElement, 'expiry');
  },
};

const toConfirm: Play = async (context) => {
  await toPayment(context);
  const { canvasElement } = context;
  await userEvent.type(field(canvasElement, 'cardNumber'), '4242 4242 4242 4242');
  await userEvent.type(field(canvasElement, 'cardName'), 'John Doe');
  await userEvent.type(field(canvasElement, 'expiry'), '12/30');
  await userEvent.type(field(canvasElement, 'cvc'), '123');
  await submit(canvasElement);
  await heading(canvasElement, 'confirm');
};

/** Step 4: the items, address, payment and totals read back. */
export const Confirmation: Story = { play: toConfirm };

/** The order in flight: Place order shows it. */
export const Placing: Story = {
  parameters: withWizards(
    http.post(ORDER, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async (context) => {
    await toConfirm(context);
    const button = submitButton(context.canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'), patient);
  },
};

/** The server fails: the alert says so and Place order can be pressed again. */
export const ServerError: Story = {
  parameters: withWizards(
    http.post(ORDER, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
  ),
  play: async (context) => {
    await toConfirm(context);
    await submit(context.canvasElement);
    await waitFor(
      () => expect(within(context.canvasElement).getByRole('alert')).toBeVisible(),
      patient,
    );
  },
};

/** The server refuses the card: the payment step comes back with its message on the field. */
export const ServerRefusal: Story = {
  parameters: withWizards(
    http.post(ORDER, () =>
      HttpResponse.json(
        { errors: { 'payment.cardNumber': ['The card was declined.'] } },
        { status: 400 },
      ),
    ),
  ),
  play: async (context) => {
    await toConfirm(context);
    await submit(context.canvasElement);
    await heading(context.canvasElement, 'payment');
    await refused(context.canvasElement, 'cardNumber');
  },
};

/** Placed: the new order's number and where to find it. */
export const Placed: Story = {
  play: async (context) => {
    await toConfirm(context);
    await submit(context.canvasElement);
    await done(context.canvasElement);
  },
};

/** The cart is loading. */
export const Loading: Story = {
  parameters: withWizards(
    http.get(CART, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** The cart failed to load: a retry. */
export const LoadError: Story = {
  parameters: withWizards(
    http.get(CART, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button')).toBeVisible(), patient);
  },
};
