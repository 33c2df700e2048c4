import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { ListSearch } from '../../shared/index.ts';
import { listChecks } from '../../test/list-stories.ts';

/** The shared list search box as the orders and customers lists set it up. */
const meta = {
  title: 'Features/Ecommerce/Orders/ListSearchField',
  component: ListSearch,
  parameters: { layout: 'padded' },
  args: {
    value: '',
    onSearch: fn(),
    onType: fn(),
    label: 'Search orders',
    placeholder: 'Customer, email or order number',
    width: 'grow',
  },
} satisfies Meta<typeof ListSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

const { searchBox } = listChecks;

/** Each keystroke is heard at once (the list asks the server); the URL gets it once, at the pause. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = searchBox(canvasElement);
    await userEvent.type(input, 'Yara');
    await expect(input).toHaveValue('Yara');
    await expect(args.onType).toHaveBeenCalledTimes(4);
    await expect(args.onType).toHaveBeenLastCalledWith('Yara');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Yara'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** The URL already holds a search (reload, back): the box shows it and sends nothing. */
export const WithValue: Story = {
  args: { value: 'yara.stewart@gmail.com' },
  play: async ({ args, canvasElement }) => {
    const input = searchBox(canvasElement);
    await expect(input).toHaveValue('yara.stewart@gmail.com');
    await userEvent.clear(input);
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(''));
  },
};

/** Edge case: a long search (an email and more) stays in the box, which scrolls. */
export const LongSearch: Story = {
  args: { value: 'maximiliane.alexandra.hohenzollern@very-long-company-name.example' },
  play: async ({ args, canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveValue(args.value);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
