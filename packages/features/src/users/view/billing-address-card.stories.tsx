import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { withMaxWidth } from '../../test/story-layout.tsx';
import { patient } from '../../test/story-handlers.ts';
import { STORY_USER_ID, WithUserView } from './test/story-user-view.tsx';
import { BillingAddressCard } from './billing-address-card.tsx';

const meta = {
  title: 'Features/Users/UserView/BillingAddressCard',
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(720)],
  render: () => (
    <WithUserView>
      {({ user, view }) => <BillingAddressCard userId={user.id} address={view.billingAddress} />}
    </WithUserView>
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const stored = () => getDb().userViews.find((v) => v.userId === STORY_USER_ID)?.billingAddress;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('billing-address-form', {}, patient)).toBeVisible();
  },
};

/** A bad email is refused under its field; a good one is saved. */
export const Save: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByTestId('billing-address-form', {}, patient);
    const email = form.querySelector<HTMLInputElement>('input[name="billingEmail"]');
    const submit = form.querySelector('button[type="submit"]');
    if (!email || !submit) throw new Error('No billing address form');
    await userEvent.clear(email);
    await userEvent.type(email, 'not an email');
    await userEvent.click(submit);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(email);
    await userEvent.type(email, 'accounts@pixinvent.test');
    await userEvent.click(submit);
    await waitFor(() => expect(stored()?.billingEmail).toBe('accounts@pixinvent.test'), patient);
  },
};
