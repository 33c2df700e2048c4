import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconTrash } from '@tabler/icons-react';
import { expect } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

const meta = {
  title: 'UI/Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Order #1042 was refunded' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <p>
      Text before, hidden text after:
      <VisuallyHidden {...args} data-testid="hidden" />
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByTestId('hidden');
    await expect(hidden).toHaveTextContent('Order #1042 was refunded');
    // Present for assistive technology, but takes no room on screen.
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** An icon-only button that still has a spoken name. */
export const IconButtonLabel: Story = {
  render: () => (
    <Button variant="tonal" color="error">
      <IconTrash size={18} aria-hidden />
      <VisuallyHidden>Delete product</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete product' })).toBeVisible();
  },
};
