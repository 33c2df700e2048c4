import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { ReferralLink } from './referral-link.tsx';
import { answering, neverAnswering, patient } from '../../test/story-handlers.ts';
import { paddedMeta } from '../../test/story-layout.tsx';

const SUMMARY = '*/api/apps/ecommerce/referrals/summary';

const summaryWith = (referralUrl: string) => ({
  totalEarnings: 0,
  unpaidEarnings: 0,
  signups: 0,
  conversionRate: 0,
  referralUrl,
});

const meta = {
  title: 'Features/Ecommerce/Referrals/ReferralLink',
  ...paddedMeta(ReferralLink, 560),
} satisfies Meta<typeof ReferralLink>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What the Default story's clipboard stand-in was given. */
const copies: string[] = [];

/** The shop's link, read-only; Copy writes it to the clipboard. */
export const Default: Story = {
  beforeEach: () => {
    // The test browser may refuse clipboard access: stand in for it, and restore it after.
    copies.length = 0;
    const writeText = spyOn(navigator.clipboard, 'writeText').mockImplementation((text) => {
      copies.push(text);
      return Promise.resolve();
    });
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByTestId('referral-link', {}, patient);
    await expect(link).toHaveAttribute('readonly');
    await expect((link as HTMLInputElement).value).toMatch(/^https:\/\//);
    await userEvent.click(canvas.getByTestId('referral-copy'));
    await waitFor(() => expect(copies).toEqual([(link as HTMLInputElement).value]), patient);
  },
};

const LONG_URL =
  'https://atrium.example/join/with-a-very-long-campaign-path?ref=ATRIUM-2026-MAXIMILIANA-BARTHOLOMEW-FEATHERSTONEHAUGH&utm_source=referral&utm_medium=email';

/** A long link stays on one line inside the field, which scrolls; the button keeps its place. */
export const LongLink: Story = {
  parameters: answering(SUMMARY, summaryWith(LONG_URL)),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByTestId('referral-link', {}, patient);
    await expect(link).toHaveValue(LONG_URL);
    await expect(within(canvasElement).getByTestId('referral-copy')).toBeVisible();
  },
};

/** The summary call never answers: a skeleton in place of the field. */
export const Loading: Story = {
  parameters: neverAnswering(SUMMARY),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('referral-link')).toBeNull();
    await expect(within(canvasElement).queryByTestId('referral-copy')).toBeNull();
  },
};
