import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import {
  busy,
  fillAndSubmit,
  neverAnswers,
  part,
  shows,
  STORY_TOKEN,
  withLink,
} from '../recovery/test/recovery-stories.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const LINK = `/pages/authentication/reset-password-v1?token=${STORY_TOKEN}&email=client%40demo.com`;

const meta = {
  title: 'Features/Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen', router: { initialEntry: LINK } },
  args: { look: 'v1' },
  beforeEach: withLink('reset-password', 'active'),
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const PASSWORD = 'input[name="password"]';
const CONFIRM = 'input[name="confirm"]';

export const V1: Story = {};

export const V2: Story = { args: { look: 'v2' } };

/** A weak password and a different confirmation: both messages, the first field focused. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [PASSWORD]: 'short', [CONFIRM]: 'other' });
    const password = part(canvasElement, PASSWORD);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(part(canvasElement, CONFIRM)).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();
  },
};

export const Sending: Story = {
  parameters: neverAnswers('/auth/reset-password'),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [PASSWORD]: 'Client2026', [CONFIRM]: 'Client2026' });
    await busy(canvasElement);
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [PASSWORD]: 'Client2026', [CONFIRM]: 'Client2026' });
    await shows(canvasElement, 'reset-done');
  },
};

/** The link is 31 minutes old: the server's message, a way to ask again, nothing typed lost. */
export const ExpiredLink: Story = {
  beforeEach: withLink('reset-password', 'active', 31),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [PASSWORD]: 'Client2026', [CONFIRM]: 'Client2026' });
    await shows(canvasElement, 'reset-link-refused');
    await expect(part(canvasElement, '[data-testid="reset-link-refused"]')).toHaveFocus();
    await expect(part(canvasElement, PASSWORD)).toHaveValue('Client2026');
  },
};

export const UsedLink: Story = {
  beforeEach: withLink('reset-password', 'used'),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, { [PASSWORD]: 'Client2026', [CONFIRM]: 'Client2026' });
    await shows(canvasElement, 'reset-link-refused');
  },
};

/** Opened without the mailed link's token. */
export const MissingToken: Story = {
  parameters: { router: { initialEntry: '/pages/authentication/reset-password-v2' } },
  args: { look: 'v2' },
};

export const RightToLeft: Story = { args: { look: 'v2' }, globals: { language: 'ar' } };
