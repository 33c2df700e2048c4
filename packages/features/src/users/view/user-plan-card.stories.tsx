import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { withMaxWidth } from '../../test/story-layout.tsx';
import { patient } from '../../test/story-handlers.ts';
import { STORY_USER_ID, WithUserView } from './test/story-user-view.tsx';
import { UserPlanCard } from './user-plan-card.tsx';

const meta = {
  title: 'Features/Users/UserView/UserPlanCard',
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(400)],
  render: () => (
    <WithUserView>{({ user, view }) => <UserPlanCard user={user} plan={view.plan} />}</WithUserView>
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The plan's price, terms and the days used of the period, from the fake API's plan block. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('plan-days', {}, patient)).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/** Upgrade: the enterprise plan is picked and PATCHed as the user's currentPlan. */
export const Upgrade: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByTestId('plan-upgrade', {}, patient));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByTestId('plan-upgrade-form');
    const enterprise = form.querySelector<HTMLButtonElement>('[role="radio"][value="enterprise"]');
    if (!enterprise) throw new Error('No enterprise choice');
    await userEvent.click(enterprise);
    await userEvent.click(body.getByTestId('plan-upgrade-form-submit'));
    await waitFor(
      () =>
        expect(getDb().users.find((u) => u.id === STORY_USER_ID)?.currentPlan).toBe('enterprise'),
      patient,
    );
  },
};

/** The billing tab's card, with Cancel subscription; a cancelled plan says when it ends. */
export const Cancelled: Story = {
  render: () => (
    <WithUserView>
      {({ user, view }) => (
        <UserPlanCard user={user} plan={{ ...view.plan, cancelled: true }} withCancel />
      )}
    </WithUserView>
  ),
  play: async ({ canvas }) => {
    const cancel = await canvas.findByTestId('plan-cancel', {}, patient);
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
  },
};
