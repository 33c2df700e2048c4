import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import {
  busy,
  fillAndSubmit,
  neverAnswers,
  part,
  shows,
  STORY_TOKEN,
  withLink,
} from '../recovery/test/recovery-stories.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';

const PAGE = '/pages/authentication/verify-email-v1';

const meta = {
  title: 'Features/Auth/VerifyEmailPage',
  component: VerifyEmailPage,
  parameters: { layout: 'fullscreen', router: { initialEntry: `${PAGE}?email=client%40demo.com` } },
  args: { look: 'v1' },
} satisfies Meta<typeof VerifyEmailPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Presses Resend: the notice `testId` appears and the button waits out the countdown. */
const resendThenWait =
  (testId: string): Story['play'] =>
  async ({ canvasElement }) => {
    const resend = part(canvasElement, 'button[type="submit"]');
    await userEvent.click(resend);
    await shows(canvasElement, testId);
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
  };

const atLink = { router: { initialEntry: `${PAGE}?token=${STORY_TOKEN}` } };

export const V1: Story = {};

export const V2: Story = { args: { look: 'v2' } };

/** No address in the URL and no session: the page asks for one, and checks it. */
export const Errors: Story = {
  parameters: { router: { initialEntry: PAGE } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { 'input[type="email"]': 'nope' });
    const email = part(canvasElement, 'input[type="email"]');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
  },
};

export const Sending: Story = {
  parameters: neverAnswers('/auth/verify-email/resend'),
  play: async ({ canvasElement }) => {
    await userEvent.click(part(canvasElement, 'button[type="submit"]'));
    await busy(canvasElement);
  },
};

/** Sent: the resend waits out the server's minute (a countdown, so no screenshot). */
export const Sent: Story = {
  tags: ['no-visual'],
  play: resendThenWait('verify-sent'),
};

/** The server says too soon (a link went out seconds ago): its retryAfter starts the countdown. */
export const TooSoon: Story = {
  tags: ['no-visual'],
  beforeEach: withLink('verify-email', 'active', 0.5),
  play: resendThenWait('verify-too-soon'),
};

/** Opened from the mailed link: the link is checked. */
export const Checking: Story = { parameters: { ...atLink, ...neverAnswers('/auth/verify-email') } };

export const Verified: Story = {
  parameters: atLink,
  beforeEach: withLink('verify-email', 'active'),
  play: async ({ canvasElement }) => {
    await shows(canvasElement, 'verify-done');
  },
};

export const VerifiedV2: Story = { ...Verified, args: { look: 'v2' } };

/** A used link: the server's message, and a resend form to get a new one. */
export const UsedLink: Story = {
  parameters: atLink,
  beforeEach: withLink('verify-email', 'used'),
  play: async ({ canvasElement }) => {
    await shows(canvasElement, 'verify-refused');
    await expect(part(canvasElement, 'input[type="email"]')).toBeVisible();
  },
};

export const RightToLeft: Story = { args: { look: 'v2' }, globals: { language: 'ar' } };
