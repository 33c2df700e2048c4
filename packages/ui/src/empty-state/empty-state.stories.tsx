import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconFilterOff, IconInbox, IconPackage, IconShoppingCart } from '@tabler/icons-react';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Card } from '../card/card.tsx';
import { EmptyState } from './empty-state.tsx';

const onClear = fn();

const meta = {
  title: 'UI/Display/EmptyState',
  component: EmptyState,
  args: {
    title: 'No products match your filters',
    description: 'Try removing a filter or searching for a different product name.',
    icon: <IconFilterOff size={32} />,
    action: (
      <Button variant="tonal" onClick={onClear}>
        Clear filters
      </Button>
    ),
  },
  argTypes: {
    icon: { control: false },
    action: { control: false },
    illustration: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No products match your filters' }),
    ).toBeInTheDocument();
    onClear.mockClear();
    const clear = canvas.getByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear);
    // Reachable and usable from the keyboard too.
    clear.blur();
    await userEvent.tab();
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalledTimes(2);
  },
};

export const TitleOnly: Story = {
  args: { title: 'No orders yet', description: undefined, action: undefined, icon: undefined },
};

export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Your cart is empty',
    description: 'Products added to the cart appear here.',
    icon: <IconShoppingCart size={24} />,
    color: 'primary',
    action: undefined,
  },
};

export const WithTwoActions: Story = {
  args: {
    title: 'No products yet',
    description: 'Add your first product or import a catalogue from a CSV file.',
    icon: <IconPackage size={32} />,
    color: 'primary',
    action: (
      <>
        <Button>Add product</Button>
        <Button variant="outlined" color="secondary">
          Import CSV
        </Button>
      </>
    ),
  },
};

/** Inside a card, as a table or widget shows it. */
export const InCard: Story = {
  render: (args) => (
    <Card style={{ maxInlineSize: 480 }}>
      <EmptyState {...args} size="sm" headingLevel={3} />
    </Card>
  ),
  args: {
    title: 'Inbox zero',
    description: 'No customer messages are waiting for a reply.',
    icon: <IconInbox size={24} />,
    color: 'success',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Inbox zero' })).toBeVisible();
  },
};
