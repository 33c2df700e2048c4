import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { defaultDataTableState } from '@atrium/ui';

import { ProductFilters } from './product-filters.tsx';
import { withStack } from '../../test/story-layout.tsx';
import { listChecks } from '../../test/list-stories.ts';

const meta = {
  title: 'Features/Ecommerce/Products/ProductFilters',
  component: ProductFilters,
  args: {
    state: defaultDataTableState,
    setSearch: fn(),
    setFilter: fn(),
    filterValue: (_id: string) => '',
  },
  parameters: { layout: 'padded' },
  decorators: [
    // As in the table's toolbar: the fields side by side, wrapping on a narrow screen.
    withStack({ direction: 'row', wrap: true, gap: 4, align: 'end' }),
  ],
} satisfies Meta<typeof ProductFilters>;
export default meta;

type Story = StoryObj<typeof meta>;

const { searchBox } = listChecks;

/** No filter set: typing searches once the text settles; a status choice filters at once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'lamp');
    await waitFor(() => expect(args.setSearch).toHaveBeenCalledWith('lamp'));
    await expect(args.setSearch).toHaveBeenCalledTimes(1);

    await userEvent.click(within(canvasElement).getByTestId('filter-status'));
    const options = await screen.findAllByRole('option');
    // "All", then Published, Scheduled, Inactive.
    await expect(options).toHaveLength(4);
    await userEvent.click(options[2] as HTMLElement);
    await expect(args.setFilter).toHaveBeenCalledWith('status', 'Scheduled');
  },
};

const applied: Record<string, string> = {
  status: 'Inactive',
  category: 'Home Decor',
  stock: 'false',
};

/** A view read from the URL: every field shows its value; "All" clears a filter. */
export const Filtered: Story = {
  args: {
    state: { ...defaultDataTableState, globalFilter: 'desk lamp' },
    filterValue: (id: string) => applied[id] ?? '',
  },
  play: async ({ args, canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue('desk lamp');
    await userEvent.click(within(canvasElement).getByTestId('filter-category'));
    const options = await screen.findAllByRole('option');
    await expect(options[5]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(options[0] as HTMLElement);
    await expect(args.setFilter).toHaveBeenCalledWith('category', '');
  },
};

/** Edge case: a search far longer than the box. */
export const LongSearch: Story = {
  args: {
    state: {
      ...defaultDataTableState,
      globalFilter: 'Ultra-wide curved professional gaming and productivity monitor 49 inches',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement).value).toMatch(/^Ultra-wide/);
  },
};
