import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ListSearch } from '../../shared/index.ts';
import { patient } from '../../test/story-handlers.ts';

const meta = {
  title: 'Features/Ecommerce/Reviews/ReviewSearch',
  component: ListSearch,
  parameters: { layout: 'padded' },
  // The reviews' set-up of the shared box: trimmed, clearable, at most 280 px wide.
  args: {
    value: '',
    label: 'Search reviews',
    onSearch: fn(),
    trim: true,
    clearable: true,
    width: 'fixed',
  },
} satisfies Meta<typeof ListSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Typing shows at once; the search is asked for once, when typing pauses, trimmed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.type(box, '  Hawkins ');
    await expect(box).toHaveValue('  Hawkins ');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Hawkins'), patient);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** A search already in the URL is shown in the box. */
export const WithValue: Story = {
  args: { value: 'Wireless earbuds' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('Wireless earbuds');
  },
};

/** A long search scrolls inside the box, which keeps its width. */
export const LongValue: Story = {
  args: {
    value:
      'Ultra-wide curved gaming monitor with adjustable stand and built-in speakers, 2026 edition',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};
