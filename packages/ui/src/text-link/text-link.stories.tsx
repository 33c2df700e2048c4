import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TextLink } from './text-link.tsx';

const meta = {
  title: 'UI/Navigation/TextLink',
  component: TextLink,
  args: { href: '#customer-878427', children: 'Grace Haddad' },
} satisfies Meta<typeof TextLink>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Grace Haddad' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

/** A long unbroken name wraps inside a narrow cell instead of widening it. */
export const LongName: Story = {
  args: { children: 'Maximiliane-Johanna-Christophina-Wolkenstein' },
  decorators: [(Story) => <div style={{ inlineSize: 160 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(160);
  },
};
