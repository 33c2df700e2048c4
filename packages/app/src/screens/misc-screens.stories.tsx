import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { NotAuthorized } from './not-authorized.tsx';
import { NotFound } from './not-found.tsx';
import { UnderMaintenance } from './under-maintenance.tsx';

const meta = {
  title: 'App/Misc screens',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const NotAuthorizedScreen: Story = {
  render: () => <NotAuthorized />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const UnderMaintenanceScreen: Story = { render: () => <UnderMaintenance /> };
