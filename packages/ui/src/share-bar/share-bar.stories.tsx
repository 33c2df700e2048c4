import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ShareBar } from './share-bar.tsx';

const meta = {
  title: 'UI/Display/ShareBar',
  component: ShareBar,
  args: {
    label: 'Fleet by state: 64% on the way, 20% unloading, 16% loading',
    parts: [
      { id: 'onTheWay', share: 0.64, text: '64%', color: 'primary' },
      { id: 'unloading', share: 0.2, text: '20%', color: 'success' },
      { id: 'loading', share: 0.16, text: '16%', color: 'info' },
      { id: 'waiting', share: 0, text: '0%', color: 'warning' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ShareBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Parts side by side in reading order (right to left in Arabic), an empty share left out. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /Fleet by state/ })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part]')).toHaveLength(3);
  },
};

/** A small share keeps its colour and drops its text. */
export const SmallShare: Story = {
  args: {
    label: 'Tickets: 95% solved, 5% open',
    parts: [
      { id: 'solved', share: 0.95, text: '95%', color: 'success' },
      { id: 'open', share: 0.05, text: '5%', color: 'error' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="open"]')).toHaveTextContent('');
  },
};
