import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBuildingStore, IconPackage } from '@tabler/icons-react';
import { expect, waitFor } from 'storybook/test';

import { RowOf, StoryRow } from '../test/story-layout.tsx';
import { colorNames } from '../theme/tokens.ts';
import photo2 from './avatar-photo-2.svg';
import photo from './avatar-photo.svg';
import { Avatar } from './avatar.tsx';

const meta = {
  title: 'UI/Display/Avatar',
  component: Avatar,
  args: { name: 'Olivia Martin', size: 'md', shape: 'circle' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    shape: { control: 'inline-radio', options: ['circle', 'rounded'] },
    color: { control: 'select', options: colorNames },
    status: { control: 'select', options: [undefined, 'online', 'offline', 'busy', 'away'] },
  },
} satisfies Meta<typeof Avatar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Olivia Martin' })).toHaveTextContent('OM');
  },
};

export const Image: Story = {
  args: { src: photo, name: 'Jordan Stevenson' },
  play: async ({ canvas }) => {
    // The picture replaces the initials once it has loaded.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Jordan Stevenson' }).tagName).toBe('IMG'),
    );
  },
};

export const BrokenImage: Story = {
  args: { src: '/missing-avatar.png', name: 'Richard Payne' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Richard Payne' })).toHaveTextContent('RP');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <RowOf
      values={['xs', 'sm', 'md', 'lg', 'xl'] as const}
      render={(size) => <Avatar {...args} size={size} />}
    />
  ),
};

export const Colors: Story = {
  render: (args) => (
    <RowOf
      values={colorNames}
      render={(color) => <Avatar {...args} color={color} name={`${color} Customer`} />}
    />
  ),
};

export const Rounded: Story = {
  render: (args) => (
    <StoryRow>
      <Avatar {...args} shape="rounded" name="Acme Store" color="info" />
      <Avatar {...args} shape="rounded" name="Product" alt="" color="warning">
        <IconPackage size={22} />
      </Avatar>
      <Avatar {...args} shape="rounded" name="Main warehouse" color="success">
        <IconBuildingStore size={22} />
      </Avatar>
    </StoryRow>
  ),
};

export const Status: Story = {
  render: (args) => (
    <StoryRow>
      <Avatar {...args} name="Olivia Martin" status="online" />
      <Avatar {...args} name="Liam Chen" status="away" />
      <Avatar {...args} name="Sara Haddad" status="busy" />
      <Avatar {...args} name="Noah Weber" status="offline" src={photo2} />
    </StoryRow>
  ),
  play: async ({ canvasElement }) => {
    // Each dot carries spoken text in the story's language, not just a colour.
    const dots = canvasElement.querySelectorAll('[data-status]');
    await expect(dots).toHaveLength(4);
    for (const dot of dots) await expect(dot.textContent).toMatch(/\S/);
  },
};

export const Group: Story = {
  render: () => (
    <Avatar.Group max={4} aria-label="Assigned staff">
      <Avatar name="Olivia Martin" src={photo} />
      <Avatar name="Liam Chen" />
      <Avatar name="Sara Haddad" />
      <Avatar name="Noah Weber" />
      <Avatar name="Emma Rossi" />
      <Avatar name="Yusuf Kaya" />
    </Avatar.Group>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Assigned staff' });
    await expect(group.children).toHaveLength(4);
    await expect(canvas.getByText('+3')).toBeVisible();
  },
};

export const GroupWithTotal: Story = {
  render: () => (
    <Avatar.Group max={3} total={128} size="sm" aria-label="Customers who bought this">
      <Avatar name="Mia Johnson" />
      <Avatar name="Lucas Martin" />
      <Avatar name="Amira Saleh" />
    </Avatar.Group>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+126')).toBeVisible();
  },
};
