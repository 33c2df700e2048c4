import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import {
  busy,
  fails,
  fillAndSubmit,
  neverAnswers,
  part,
  shows,
} from '../recovery/test/recovery-stories.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const meta = {
  title: 'Features/Auth/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', router: { initialEntry: '/forgot-password' } },
  args: { look: 'v1' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const EMAIL = 'input[type="email"]';

export const V1: Story = {};

export const V2: Story = { args: { look: 'v2' } };

/** A malformed address is refused before anything is sent, and the field gets the focus. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [EMAIL]: 'not-an-email' });
    const email = part(canvasElement, EMAIL);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveFocus();
  },
};

export const Sending: Story = {
  parameters: neverAnswers('/auth/forgot-password'),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [EMAIL]: 'client@demo.com' });
    await busy(canvasElement);
  },
};

/** The answer is the same whether or not the account exists; the mail lands in Mail's inbox. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [EMAIL]: 'client@demo.com' });
    await shows(canvasElement, 'reset-sent');
  },
};

export const SentV2: Story = { ...Sent, args: { look: 'v2' } };

/** The server fails: an alert says so and the address stays as typed. */
export const ServerError: Story = {
  parameters: fails('/auth/forgot-password'),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [EMAIL]: 'client@demo.com' });
    await waitFor(() => expect(part(canvasElement, '[role="alert"]')).toBeVisible());
    await expect(part(canvasElement, EMAIL)).toHaveValue('client@demo.com');
  },
};

export const RightToLeft: Story = { args: { look: 'v2' }, globals: { language: 'ar' } };
