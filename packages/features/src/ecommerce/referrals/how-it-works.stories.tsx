import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { HowItWorks } from './how-it-works.tsx';

const meta = {
  title: 'Features/Ecommerce/Referrals/HowItWorks',
  component: HowItWorks,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HowItWorks>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The three steps, as an ordered list with a heading each. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    if (!section) throw new Error('no section');
    const list = within(section).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
