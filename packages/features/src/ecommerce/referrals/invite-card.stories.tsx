import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { InviteCard } from './invite-card.tsx';
import { neverAnswering, patient, withEcommerce } from '../../test/story-handlers.ts';
import { paddedMeta } from '../../test/story-layout.tsx';

const SUMMARY = '*/api/apps/ecommerce/referrals/summary';
const INVITE = '*/api/apps/ecommerce/referrals/invite';

const meta = {
  title: 'Features/Ecommerce/Referrals/InviteCard',
  ...paddedMeta(InviteCard, 640),
} satisfies Meta<typeof InviteCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Invite by email, then share the link: an invitation is sent and the field empties. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('referral-link', {}, patient);
    const email = canvas.getByTestId('referral-invite-email');
    await userEvent.type(email, 'friend@example.com');
    await userEvent.click(canvas.getByTestId('referral-invite-submit'));
    await waitFor(() => expect(email).toHaveValue(''), patient);
  },
};

/** A malformed address is refused under the field. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByTestId('referral-invite-email');
    await userEvent.type(email, 'not-an-email{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), patient);
  },
};

/** The link is still loading: the form works, the link shows a skeleton. */
export const Loading: Story = {
  parameters: neverAnswering(SUMMARY),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('referral-invite-email')).toBeEnabled();
    await expect(within(canvasElement).queryByTestId('referral-link')).toBeNull();
  },
};

/** The server refuses the invitation: the address stays, with the error under it. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.post(INVITE, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByTestId('referral-invite-email');
    await userEvent.type(email, 'friend@example.com{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(email).toHaveValue('friend@example.com');
  },
};
