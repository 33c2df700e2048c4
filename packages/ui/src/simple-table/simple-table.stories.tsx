import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { SimpleTable } from './simple-table.tsx';

const lines = [
  { sku: 'AUR-01', product: 'Aurora wireless headphones', qty: 1, price: 129 },
  { sku: 'HAL-02', product: 'Halo desk lamp', qty: 2, price: 49.5 },
  { sku: 'MUG-03', product: 'Insulated travel mug', qty: 3, price: 18 },
  { sku: 'CBL-04', product: 'USB-C braided cable, 2 m', qty: 4, price: 12.9 },
  { sku: 'STD-05', product: 'Aluminium laptop stand', qty: 1, price: 59 },
  { sku: 'MSE-06', product: 'Silent wireless mouse', qty: 2, price: 24.99 },
];
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const total = lines.reduce((sum, l) => sum + l.qty * l.price, 0);

const body = (
  <>
    <thead>
      <tr>
        <th scope="col">SKU</th>
        <th scope="col">Product</th>
        <th scope="col" data-align="end">
          Qty
        </th>
        <th scope="col" data-align="end">
          Amount
        </th>
      </tr>
    </thead>
    <tbody>
      {lines.map((l) => (
        <tr key={l.sku}>
          <td>{l.sku}</td>
          <th scope="row">{l.product}</th>
          <td data-align="end">{l.qty}</td>
          <td data-align="end">{money.format(l.qty * l.price)}</td>
        </tr>
      ))}
    </tbody>
    <tfoot>
      <tr>
        <th scope="row" colSpan={3}>
          Total
        </th>
        <td data-align="end">{money.format(total)}</td>
      </tr>
    </tfoot>
  </>
);

const meta = {
  title: 'UI/Data/SimpleTable',
  component: SimpleTable,
  args: { caption: 'Order #5089 lines', children: body },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SimpleTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Order #5089 lines' });
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(table).toHaveTextContent('$442.58');
    // The scroll box takes keyboard focus, so it can be scrolled without a mouse.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Order #5089 lines' })).toHaveFocus();
  },
};

export const Striped: Story = { args: { striped: true } };

export const Hover: Story = {
  args: { hover: true },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('rowheader', { name: 'Halo desk lamp' }));
    await expect(canvas.getByRole('table')).toHaveAttribute('data-hover', 'true');
  },
};

export const Dense: Story = {
  args: { dense: true, striped: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('data-dense', 'true');
  },
};

export const StickyHeader: Story = {
  args: { stickyHeader: true, maxHeight: 200 },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Order #5089 lines' });
    region.scrollTop = 120;
    const header = canvas.getByRole('columnheader', { name: 'SKU' });
    await expect(getComputedStyle(header).position).toBe('sticky');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Order #5089 lines' })).toBeInTheDocument();
  },
};
