import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { listPageStories, patient } from '../../test/list-stories.ts';
import { withEcommerce } from '../../test/story-handlers.ts';
import { ReferralsPage } from './referrals-page.tsx';
import {
  LIST,
  referralList,
  referralTable,
  sharedReferralStories,
  sortsLowestFirst,
  SUMMARY,
} from './test/referral-stories.ts';

const INVITE = '*/api/apps/ecommerce/referrals/invite';

const kit = listPageStories(ReferralsPage, { ...referralList, alongside: [SUMMARY] });

const meta = {
  title: 'Features/Ecommerce/Referrals/ReferralsPage',
  ...kit.meta,
} satisfies Meta<typeof ReferralsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const shared = sharedReferralStories(kit.at('?page=5'));

/** The seeded referrals; Enter on the Earnings header sorts by earning, lowest first. */
export const Default: Story = {
  play: sortsLowestFirst(4, 'earning', async (button) => {
    button.focus();
    await userEvent.keyboard('{Enter}');
  }),
};

/** The last page holds the last five of 45 referrals. */
export const LastPage: Story = shared.lastPage;

/** The invitation email is checked before anything is sent. */
export const InviteValidation: Story = {
  play: async ({ canvasElement }) => {
    const email = await within(canvasElement).findByTestId('referral-invite-email', {}, patient);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(canvasElement).getByTestId('referral-invite-submit'));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(email).toHaveValue('not-an-email');
  },
};

/** A valid invitation is sent; the field empties. */
export const InviteSent: Story = {
  play: async ({ canvasElement }) => {
    const email = await within(canvasElement).findByTestId('referral-invite-email', {}, patient);
    await userEvent.type(email, 'friend@example.com{Enter}');
    await waitFor(() => expect(email).toHaveValue(''), patient);
  },
};

/** The server refuses the invitation: the address stays, with the error under it. */
export const InviteFails: Story = {
  parameters: withEcommerce(
    http.post(INVITE, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const email = await within(canvasElement).findByTestId('referral-invite-email', {}, patient);
    await userEvent.type(email, 'friend@example.com{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(email).toHaveValue('friend@example.com');
  },
};

/** Copy link: a toast reports the copy (or, where the browser blocks it, how to finish). */
export const CopyLink: Story = {
  // Whether its toast is on screen when the snapshot is taken depends on the clipboard and the
  // toast's timing (it flaked in CI): the interaction is tested, the page's look is Default's.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const copy = await within(canvasElement).findByTestId('referral-copy', {}, patient);
    await userEvent.click(copy);
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('status').length + screen.queryAllByRole('alert').length,
        ).toBeGreaterThan(0),
      patient,
    );
  },
};

/** No referral yet: zero figures and the empty table. */
export const Empty: Story = {
  parameters: withEcommerce(
    http.get(SUMMARY, () =>
      HttpResponse.json({
        totalEarnings: 0,
        unpaidEarnings: 0,
        signups: 0,
        conversionRate: 0,
        referralUrl: 'https://atrium.example/join?ref=ATRIUM-2026',
      }),
    ),
    http.get(LIST, () => HttpResponse.json({ referrals: [], total: 0 })),
  ),
  play: referralTable.noRows,
};

export const Loading: Story = kit.states.loading;

/** Both calls fail: error states with retry. */
export const ServerError: Story = kit.states.serverError;

/** Long names and large amounts. */
export const LongValues: Story = shared.longValues;
