import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Brand } from './brand.tsx';

const meta = {
  title: 'UI/Foundations/Brand',
  component: Brand,
  args: { name: 'Atrium' },
} satisfies Meta<typeof Brand>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Inside a collapsed sidebar (an icon rail) only the mark shows; hover or focus shows the name. */
export const InIconRail: Story = {
  render: (args) => (
    <div data-nav-rail="true" style={{ inlineSize: 72, paddingInline: 20 }}>
      <a href="#top" style={{ textDecoration: 'none' }}>
        <Brand {...args} />
      </a>
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByText('Atrium');
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('link', { name: 'Atrium' })).toBeInTheDocument();
  },
};
