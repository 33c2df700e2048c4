import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Box, Typography } from '@atrium/ui';

import { InviteForm } from './invite-form.tsx';
import { patient, withEcommerce } from '../../test/story-handlers.ts';

const INVITE = '*/api/apps/ecommerce/referrals/invite';

/** The form is named by its card's heading (`referral-invite-title`), so the story gives it one. */
function InviteHeading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Box maxInlineSize={560}>
      <Typography variant="h5" as="h2" id="referral-invite-title">
        {t('referrals.invite.title')}
      </Typography>
      {children}
    </Box>
  );
}

const meta = {
  title: 'Features/Ecommerce/Referrals/InviteForm',
  component: InviteForm,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <InviteHeading>
        <Story />
      </InviteHeading>
    ),
  ],
} satisfies Meta<typeof InviteForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const fieldsOf = (canvasElement: HTMLElement) => ({
  email: within(canvasElement).getByTestId('referral-invite-email'),
  submit: within(canvasElement).getByTestId('referral-invite-submit'),
});

/** A valid address is sent to the fake API; the field empties for the next one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { email, submit } = fieldsOf(canvasElement);
    await userEvent.type(email, 'friend@example.com');
    await userEvent.click(submit);
    await waitFor(() => expect(email).toHaveValue(''), patient);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Nothing typed, then a malformed address: refused before anything is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { email, submit } = fieldsOf(canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), patient);
    await userEvent.type(email, 'not-an-email{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(email).toHaveValue('not-an-email');
  },
};

/** The request is in flight: the button shows it. */
export const Sending: Story = {
  parameters: withEcommerce(
    http.post(INVITE, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const { email, submit } = fieldsOf(canvasElement);
    await userEvent.type(email, 'friend@example.com{Enter}');
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'), patient);
  },
};

/** The server refuses the invitation: the address stays, with the error under it. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.post(INVITE, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const { email } = fieldsOf(canvasElement);
    await userEvent.type(email, 'friend@example.com{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(email).toHaveValue('friend@example.com');
  },
};

/** A very long address fits the field, which scrolls. */
export const LongAddress: Story = {
  play: async ({ canvasElement }) => {
    const { email } = fieldsOf(canvasElement);
    const long = 'maximiliana.bartholomew-featherstonehaugh@example-company-domain.com';
    await userEvent.type(email, long);
    await expect(email).toHaveValue(long);
  },
};
