import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Typography } from '../typography/typography.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

const meta = {
  title: 'UI/Navigation/ScrollToTop',
  component: ScrollToTop,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <Typography variant="h5" as="h2">
        A long page
      </Typography>
      <div style={{ blockSize: 2400 }} />
      <ScrollToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof ScrollToTop>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Scroll down past 200 px and the button appears; press it to go back up. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('button');
    if (!button) throw new Error('no button');
    window.scrollTo({ top: 600 });
    await waitFor(() => expect(button).toHaveAttribute('data-visible', 'true'));
    button.click();
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};
