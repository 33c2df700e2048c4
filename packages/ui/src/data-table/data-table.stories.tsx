import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPencil, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';

import { Button } from '../button/button.tsx';
import { frame } from '../test/story-layout.tsx';
import { DataTable } from './data-table.tsx';
import type { DataTableProps } from './data-table.types.ts';
import {
  createDataTableColumns,
  defaultDataTableState,
  type DataTableState,
  type DataTableStateChange,
} from './table-setup.ts';

type Status = 'Paid' | 'Pending' | 'Shipped' | 'Refunded' | 'Cancelled';

interface Order {
  id: string;
  number: string;
  customer: string;
  email: string;
  date: string;
  status: Status;
  items: number;
  total: number;
}

const firstNames = [
  'Olivia',
  'Liam',
  'Amira',
  'Noah',
  'Chloé',
  'Jonas',
  'Yuki',
  'Mateo',
  'Fatima',
  'Ethan',
];
const lastNames = [
  'Martin',
  'Schmidt',
  'Haddad',
  'Okafor',
  'Dubois',
  'Nguyen',
  'Rossi',
  'Kowalski',
];
const statuses: Status[] = ['Paid', 'Pending', 'Shipped', 'Refunded', 'Cancelled'];

/** Deterministic orders: the same rows on every run, no randomness. */
function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => {
    const first = firstNames[i % firstNames.length] ?? 'Olivia';
    const last = lastNames[(i * 3) % lastNames.length] ?? 'Martin';
    const day = new Date(Date.UTC(2026, 0, 1) + ((i * 7) % 300) * 86_400_000);
    return {
      id: `ord-${5001 + i}`,
      number: `#${5001 + i}`,
      customer: `${first} ${last}`,
      email: `${first
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}.${last.toLowerCase()}@example.com`,
      date: day.toISOString().slice(0, 10),
      status: statuses[(i * 7 + Math.floor(i / 10)) % statuses.length] ?? 'Paid',
      items: 1 + ((i * 5) % 6),
      total: Math.round((19.9 + ((i * 37.3) % 480)) * 100) / 100,
    };
  });
}

const orders = makeOrders(57);
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const StatusText = styled.span<{ $status: Status }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  &::before {
    content: '';
    inline-size: 8px;
    block-size: 8px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme, $status }) =>
      ({
        Paid: theme.color.success.main,
        Pending: theme.color.warning.main,
        Shipped: theme.color.info.main,
        Refunded: theme.color.secondary.main,
        Cancelled: theme.color.error.main,
      })[$status]};
  }
`;

const column = createDataTableColumns<Order>();
const columns = [
  column.accessor('number', { header: 'Order' }),
  column.accessor('customer', { header: 'Customer' }),
  column.accessor('email', { header: 'Email', enableSorting: false }),
  column.accessor('date', { header: 'Date' }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => <StatusText $status={getValue()}>{getValue()}</StatusText>,
  }),
  column.accessor('items', { header: 'Items', meta: { align: 'end' } }),
  column.accessor('total', {
    header: 'Total',
    meta: { align: 'end' },
    cell: ({ getValue }) => money.format(getValue()),
  }),
];

/** Stands in for the server: sorts the whole list and cuts out the requested page. */
function serverPage(all: Order[], state: DataTableState, paged = true) {
  const q = state.globalFilter.toLowerCase();
  const sorted = all.filter(
    (o) => !q || `${o.number} ${o.customer} ${o.email}`.toLowerCase().includes(q),
  );
  const sort = state.sorting[0];
  if (sort) {
    const key = sort.id as keyof Order;
    sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.desc ? -1 : 1));
  }
  const start = state.pageIndex * state.pageSize;
  return {
    rows: paged ? sorted.slice(start, start + state.pageSize) : sorted,
    total: sorted.length,
  };
}

const SearchInput = styled.input`
  inline-size: min(100%, 240px);
  padding: ${({ theme }) => theme.space(1.5, 3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

type DemoProps = Omit<DataTableProps<Order>, 'state' | 'onStateChange' | 'data'> & {
  initialState?: Partial<DataTableState>;
  onStateChange?: (change: DataTableStateChange) => void;
  rows?: Order[];
  /** Demo only: a search field in the toolbar, kept in `globalFilter`. */
  searchable?: boolean;
};

function OrdersTable({
  initialState,
  onStateChange,
  rows = orders,
  searchable = false,
  ...props
}: DemoProps) {
  const [state, setState] = useState<DataTableState>({ ...defaultDataTableState, ...initialState });
  const page = serverPage(rows, state, !props.virtualize);
  return (
    <DataTable<Order>
      {...props}
      toolbar={
        searchable ? (
          <SearchInput
            type="search"
            aria-label="Search orders"
            placeholder="Search orders"
            value={state.globalFilter}
            onChange={(event) =>
              setState({ ...state, globalFilter: event.target.value, pageIndex: 0 })
            }
          />
        ) : undefined
      }
      data={page.rows}
      rowCount={page.total}
      state={state}
      onStateChange={(change) => {
        setState(change.state);
        onStateChange?.(change);
      }}
    />
  );
}

const editButton = (order: Order) => (
  <Button variant="text" size="sm" aria-label={`Edit order ${order.number}`}>
    <IconPencil size={18} aria-hidden />
  </Button>
);

const meta = {
  title: 'UI/Data/DataTable',
  component: OrdersTable,
  args: {
    label: 'Orders',
    columns,
    getRowId: (order: Order) => order.id,
    rowLabel: (order: Order) => `order ${order.number}`,
    onStateChange: fn(),
  },
  render: (args) => <OrdersTable {...args} />,
} satisfies Meta<typeof OrdersTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    enableRowSelection: true,
    rowActions: editButton,
    exportFileName: 'orders',
    bulkActions: () => (
      <Button variant="tonal" size="sm" startIcon={<IconTruckDelivery size={18} />}>
        Mark as shipped
      </Button>
    ),
  },
  play: async ({ args, canvas }) => {
    const totalHeader = canvas.getByRole('columnheader', { name: /Total/ });
    await expect(totalHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(totalHeader).getByRole('button'));
    await expect(totalHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ changed: ['sorting'] }),
    );
    // Keyboard: Enter on the focused sort button flips the order.
    await userEvent.keyboard('{Enter}');
    await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');

    const [selectAll, firstRow] = canvas.getAllByRole('checkbox');
    await userEvent.click(firstRow!);
    await expect(canvas.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(selectAll!);
    await expect(selectAll).toHaveAttribute('aria-checked', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(/\S/);
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No orders match “Refunded in March”.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders match “Refunded in March”.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: 'Orders could not be loaded (server error 503).', onRetry: fn() },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('server error 503');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const markShipped = fn<(args: { ids: string[] }) => void>();

export const SelectionWithBulkActions: Story = {
  args: {
    enableRowSelection: true,
    initialState: { rowSelection: { 'ord-5001': true, 'ord-5002': true, 'ord-5004': true } },
    bulkActions: ({ selectedIds }) => (
      <Button variant="tonal" size="sm" onClick={() => markShipped({ ids: selectedIds })}>
        Mark as shipped
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    markShipped.mockClear();
    await expect(canvas.getByText(/3/, { selector: '[data-count]' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as shipped' }));
    await expect(markShipped).toHaveBeenCalledWith({ ids: ['ord-5001', 'ord-5002', 'ord-5004'] });
    // Space toggles a focused row checkbox.
    const box = canvas.getByRole('checkbox', { name: /order #5003/ });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(/4/, { selector: '[data-count]' })).toBeVisible();
  },
};
export const ManyRowsVirtualized: Story = {
  args: { rows: makeOrders(5000), virtualize: true, maxHeight: 420 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    // Only the rows in view are rendered.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Orders' });
    region.scrollTop = 53 * 2500;
    await waitFor(() => expect(canvas.getByText('#7501')).toBeInTheDocument());
  },
};

export const CompactDensity: Story = {
  args: { initialState: { density: 'compact' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('data-density', 'compact');
    const toggle = canvas.getByRole('button', { pressed: true });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('table')).toHaveAttribute('data-density', 'comfortable');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const HiddenColumns: Story = {
  args: { initialState: { columnVisibility: { email: false, items: false } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Email' })).toBeNull();
    await userEvent.click(canvas.getByTestId('data-table-columns'));
    const menu = within(canvasElement.ownerDocument.body);
    const email = await menu.findByRole('checkbox', { name: 'Email' });
    await expect(email).not.toBeChecked();
    await userEvent.click(email);
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu.queryByRole('checkbox', { name: 'Email' })).toBeNull());
  },
};

export const Paging: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('#5001')).toBeVisible();
    await userEvent.click(canvas.getByTestId('data-table-next'));
    await expect(canvas.getByText('#5011')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox'), '25');
    await expect(canvas.getByText('#5025')).toBeVisible();
  },
};

export const WithSearch: Story = {
  args: { searchable: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'amira');
    const table = canvas.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(11));
    for (const cell of within(table).getAllByRole('cell', { name: /^Amira / })) {
      await expect(cell).toBeVisible();
    }
    await expect(within(table).queryByRole('cell', { name: /^Liam / })).toBeNull();
  },
};

/** At 360 px the table scrolls sideways and the order number stays in view. */
export const NarrowScreen: Story = {
  args: { enableRowSelection: true, stickyFirstColumn: true },
  decorators: [frame({ maxInlineSize: 360 })],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const first = canvas.getByRole('columnheader', { name: /Order/ });
    await expect(first).toHaveAttribute('data-sticky', 'first');
  },
};
