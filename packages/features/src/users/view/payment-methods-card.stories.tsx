import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { withMaxWidth } from '../../test/story-layout.tsx';
import { patient } from '../../test/story-handlers.ts';
import { STORY_USER_ID, WithUserView } from './test/story-user-view.tsx';
import { PaymentMethodsCard } from './payment-methods-card.tsx';

const meta = {
  title: 'Features/Users/UserView/PaymentMethodsCard',
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(720)],
  render: () => (
    <WithUserView>
      {({ user, view }) => <PaymentMethodsCard userId={user.id} methods={view.paymentMethods} />}
    </WithUserView>
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const cards = () => getDb().userViews.find((v) => v.userId === STORY_USER_ID)?.paymentMethods ?? [];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByTestId('payment-method', {}, patient)).length).toBe(
      cards().length,
    );
  },
};

export const Empty: Story = {
  render: () => <PaymentMethodsCard userId={STORY_USER_ID} methods={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('payment-method')).toBeNull();
  },
};

/** Add: a number failing the Luhn check is refused, a good one is stored (last four only). */
export const AddCard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByTestId('card-add', {}, patient));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByTestId('payment-method-form');
    const field = (name: string) => {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!input) throw new Error(`No ${name} field`);
      return input;
    };
    await userEvent.type(field('holder'), 'Ada Lovelace');
    await userEvent.type(field('number'), '4242 4242 4242 4241');
    await userEvent.type(field('expiry'), '12/30');
    await userEvent.type(field('cvc'), '123');
    await userEvent.click(body.getByTestId('payment-method-form-submit'));
    await waitFor(() => expect(field('number')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(field('number'));
    await userEvent.type(field('number'), '4242 4242 4242 4242');
    await userEvent.click(body.getByTestId('payment-method-form-submit'));
    await waitFor(() => expect(cards().some((c) => c.last4 === '4242')).toBe(true), patient);
  },
};

/** Delete: after the confirm the card leaves the list. */
export const DeleteCard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = cards()[0];
    await userEvent.click(await canvas.findByTestId(`card-delete-${first?.id}`, {}, patient));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const buttons = within(dialog).getAllByRole('button');
    const confirm = buttons[buttons.length - 1];
    if (!confirm) throw new Error('No confirm button');
    await userEvent.click(confirm);
    await waitFor(() => expect(cards().map((c) => c.id)).not.toContain(first?.id), patient);
  },
};
