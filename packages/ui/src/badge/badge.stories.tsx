import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBell, IconMail, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

import { Avatar } from '../avatar/avatar.tsx';
import { Button } from '../button/button.tsx';
import { RowOf, StoryRow } from '../test/story-layout.tsx';
import { colorNames } from '../theme/tokens.ts';
import { Badge } from './badge.tsx';

const meta = {
  title: 'UI/Display/Badge',
  component: Badge,
  args: { count: 4, max: 99, color: 'error', label: '4 unread messages' },
  argTypes: {
    color: { control: 'select', options: colorNames },
    overlap: { control: 'inline-radio', options: ['rectangular', 'circular'] },
  },
  render: (args) => (
    <Badge {...args}>
      <IconMail size={26} aria-hidden />
    </Badge>
  ),
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Room for each badge, which stands out past its icon's corner. */
const gap = 28;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4')).toBeVisible();
    await expect(canvas.getByText('4 unread messages')).toBeInTheDocument();
  },
};

export const Max: Story = {
  args: { count: 1280, label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const Dot: Story = {
  args: { dot: true, color: 'success', label: 'New orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New orders')).toBeInTheDocument();
  },
};

export const Zero: Story = {
  render: (args) => (
    <StoryRow gap={gap}>
      <Badge {...args} count={0} label="No notifications" data-testid="hidden">
        <IconBell size={26} aria-hidden />
      </Badge>
      <Badge {...args} count={0} showZero label="0 items in cart">
        <IconShoppingCart size={26} aria-hidden />
      </Badge>
    </StoryRow>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('No notifications')).toBeNull();
    await expect(canvas.getByText('0 items in cart')).toBeInTheDocument();
  },
};

export const Colors: Story = {
  render: (args) => (
    <RowOf
      values={colorNames}
      gap={gap}
      render={(color, i) => (
        <Badge {...args} color={color} count={i + 1} label={`${i + 1} ${color}`}>
          <IconBell size={26} aria-hidden />
        </Badge>
      )}
    />
  ),
};

export const OnAvatar: Story = {
  args: { overlap: 'circular', dot: true, color: 'success', label: 'Online' },
  render: (args) => (
    <Badge {...args}>
      <Avatar name="Olivia Martin" size="lg" />
    </Badge>
  ),
};

export const Standalone: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      Pending reviews <Badge {...args} count={12} color="warning" label="12 pending" />
    </p>
  ),
};

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <StoryRow gap={gap}>
      <Badge count={count} color="primary" label={`${count} in cart`}>
        <IconShoppingCart size={26} aria-hidden />
      </Badge>
      <Button variant="tonal" onClick={() => setCount((c) => c + 1)}>
        Add to cart
      </Button>
    </StoryRow>
  );
}

export const Live: Story = {
  render: () => <Counter />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('0 in cart')).toBeNull();
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('2 in cart')).toBeInTheDocument();
  },
};
