import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { withMaxWidth } from '../../test/story-layout.tsx';
import { patient } from '../../test/story-handlers.ts';
import { WithUserView } from './test/story-user-view.tsx';
import { UserProfileCard } from './user-profile-card.tsx';

const meta = {
  title: 'Features/Users/UserView/UserProfileCard',
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(400)],
  render: () => <WithUserView>{({ user }) => <UserProfileCard user={user} />}</WithUserView>,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Initials avatar (no picture), role chip, stats and details; Edit and Suspend. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('user-edit', {}, patient)).toBeVisible();
    await expect(canvas.getByTestId('user-suspend')).toBeVisible();
  },
};

/** A suspended (Inactive) user: the button says so and is disabled. */
export const Suspended: Story = {
  render: () => (
    <WithUserView id={3}>
      {({ user }) => <UserProfileCard user={{ ...user, status: 'Inactive' }} />}
    </WithUserView>
  ),
  play: async ({ canvas }) => {
    const button = await canvas.findByTestId('user-suspend', {}, patient);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Read-only (no update on User): no actions. */
export const ReadOnly: Story = {
  parameters: { access: [{ action: 'read', subject: 'User' }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('user-tasksDone', {}, patient)).toBeVisible();
    await expect(canvas.queryByTestId('user-edit')).toBeNull();
  },
};
