import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { toCsv } from './csv.ts';
import { DataTable } from './data-table.tsx';
import type { DataTableProps } from './data-table.types.ts';
import {
  createDataTableColumns,
  defaultDataTableState,
  type DataTableState,
  type DataTableStateChange,
} from './table-setup.ts';

interface Product {
  id: string;
  name: string;
  sku: string;
  price: number;
}

const products: Product[] = [
  { id: 'p1', name: 'Aurora headphones', sku: 'AUR-01', price: 129 },
  { id: 'p2', name: 'Desk lamp, "Halo"', sku: 'HAL-02', price: 49.5 },
  { id: 'p3', name: 'Travel mug', sku: 'MUG-03', price: 18 },
];

const column = createDataTableColumns<Product>();
const columns = [
  column.accessor('name', { header: 'Product' }),
  column.accessor('sku', { header: 'SKU', enableSorting: false }),
  column.accessor('price', {
    header: 'Price',
    meta: { align: 'end', csv: (p: Product) => p.price.toFixed(2) },
  }),
];

type Props = Partial<DataTableProps<Product>> & { initial?: Partial<DataTableState> };

function Harness({ initial, onStateChange, ...props }: Props) {
  const [state, setState] = useState<DataTableState>({ ...defaultDataTableState, ...initial });
  return (
    <DataTable<Product>
      label="Products"
      columns={columns}
      data={products}
      rowCount={42}
      getRowId={(p) => p.id}
      rowLabel={(p) => p.name}
      {...props}
      state={state}
      onStateChange={(change: DataTableStateChange) => {
        setState(change.state);
        onStateChange?.(change);
      }}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('renders the rows under a named table with column headers', () => {
    renderWithTheme(<Harness />);
    const table = screen.getByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'SKU', 'Price']);
    expect(within(table).getByRole('cell', { name: 'Travel mug' })).toBeInTheDocument();
  });

  it('proposes sorting through onStateChange and resets to the first page', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    renderWithTheme(<Harness onStateChange={onStateChange} initial={{ pageIndex: 3 }} />);
    const header = screen.getByRole('columnheader', { name: /Price/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    const [change] = onStateChange.mock.lastCall as [DataTableStateChange];
    expect(change.changed).toEqual(['sorting', 'pageIndex']);
    expect(change.state).toMatchObject({ sorting: [{ id: 'price', desc: false }], pageIndex: 0 });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // A column that cannot sort is plain text, not a button.
    expect(
      within(screen.getByRole('columnheader', { name: 'SKU' })).queryByRole('button'),
    ).toBeNull();
  });

  it('selects rows, shows the bulk bar and makes the header checkbox indeterminate', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    renderWithTheme(
      <Harness
        enableRowSelection
        onStateChange={onStateChange}
        bulkActions={({ selectedIds }) => (
          <button type="button">Archive {selectedIds.length}</button>
        )}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Travel mug' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ changed: ['rowSelection'] }),
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive 1' })).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');

    await user.click(all);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(all).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  it('pages through the server rows', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    renderWithTheme(<Harness onStateChange={onStateChange} />);
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ changed: ['pageIndex'] }),
    );
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(screen.getByText('1–25 of 42')).toBeInTheDocument();
  });

  it('toggles density and column visibility', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const compact = screen.getByRole('button', { name: 'Compact rows' });
    await user.click(compact);
    expect(compact).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table')).toHaveAttribute('data-density', 'compact');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'SKU' }));
    expect(screen.queryByRole('columnheader', { name: 'SKU' })).toBeNull();
  });

  it('shows loading, empty and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderWithTheme(<Harness loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');

    rerender(<Harness data={[]} />);
    expect(screen.getByText('No results')).toBeInTheDocument();

    rerender(<Harness error="Products could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Products could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names its controls in the current language', () => {
    renderWithTheme(<Harness enableRowSelection />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Alle Zeilen dieser Seite auswählen' }),
    ).toBeInTheDocument();
  });

  it('exports the visible columns of the current view as CSV', async () => {
    const user = userEvent.setup();
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:orders';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderWithTheme(
      <Harness
        exportFileName="products"
        enableRowSelection
        initial={{ columnVisibility: { sku: false } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    // Blob.text() decodes UTF-8 and drops the BOM, so check its three bytes separately.
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob!.text()).toBe(
      'Product,Price\r\nAurora headphones,129.00\r\n"Desk lamp, ""Halo""",49.50\r\nTravel mug,18.00\r\n',
    );
  });
});

describe('DataTable rows', () => {
  /** Counts each render of a row's name cell, by product id. */
  function counting() {
    const renders = new Map<string, number>();
    const counted = [
      column.accessor('name', {
        header: 'Product',
        cell: function NameCell({ row }) {
          renders.set(row.original.id, (renders.get(row.original.id) ?? 0) + 1);
          return row.original.name;
        },
      }),
      ...columns.slice(1),
    ];
    return { renders, counted };
  }

  function Page({ counted, data = products }: { counted: typeof columns; data?: Product[] }) {
    // Page state that the rows do not show: a re-render of the page must not reach them.
    const [clicks, setClicks] = useState(0);
    const [state, setState] = useState<DataTableState>(defaultDataTableState);
    return (
      <>
        <button onClick={() => setClicks(clicks + 1)}>Page re-render {clicks}</button>
        <DataTable<Product>
          label="Products"
          columns={counted}
          data={data}
          getRowId={getId}
          rowLabel={nameOf}
          enableRowSelection
          state={state}
          onStateChange={(change) => setState(change.state)}
        />
      </>
    );
  }
  const getId = (p: Product) => p.id;
  const nameOf = (p: Product) => p.name;

  it('renders a row again only when its item, selection or columns change', async () => {
    const user = userEvent.setup();
    const { renders, counted } = counting();
    const { rerender } = renderWithTheme(<Page counted={counted} />);
    const first = new Map(renders);

    await user.click(screen.getByRole('button', { name: /Page re-render/ }));
    expect(renders).toEqual(first);

    await user.click(screen.getByRole('checkbox', { name: /Desk lamp/ }));
    expect(renders.get('p2')).toBe((first.get('p2') ?? 0) + 1);
    expect(renders.get('p1')).toBe(first.get('p1'));

    const changed = products.map((p) => (p.id === 'p3' ? { ...p, name: 'Travel mug XL' } : p));
    rerender(<Page counted={counted} data={changed} />);
    expect(screen.getByRole('cell', { name: 'Travel mug XL' })).toBeInTheDocument();
    expect(renders.get('p1')).toBe(first.get('p1'));

    const recounted = [...counted];
    rerender(<Page counted={recounted} data={changed} />);
    expect(renders.get('p1')).toBe((first.get('p1') ?? 0) + 1);
  });

  it('renders the rows again when the row actions change', () => {
    const { counted } = counting();
    const actions = (label: string) => (p: Product) => (
      <button type="button">{`${label} ${p.name}`}</button>
    );
    const table = (label: string) => (
      <DataTable<Product>
        label="Products"
        columns={counted}
        data={products}
        state={defaultDataTableState}
        onStateChange={() => undefined}
        getRowId={getId}
        rowActions={actions(label)}
      />
    );
    const { rerender } = renderWithTheme(table('Edit'));
    rerender(table('Open'));
    expect(screen.getByRole('button', { name: 'Open Travel mug' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Travel mug' })).not.toBeInTheDocument();
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and starts with a BOM for Excel', () => {
    const csv = toCsv({
      columns: [
        { label: 'Customer', value: (r: { name: string; note: string | null }) => r.name },
        { label: 'Note, internal', value: (r) => r.note },
      ],
      rows: [
        { name: 'Amira Haddad', note: 'Leave at "back door"' },
        { name: 'Noah Okafor', note: 'Line one\nLine two' },
        { name: 'Yuki Rossi', note: null },
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Customer,"Note, internal"',
      'Amira Haddad,"Leave at ""back door"""',
      'Noah Okafor,"Line one\nLine two"',
      'Yuki Rossi,',
      '',
    ]);
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    const csv = toCsv({
      columns: [{ label: 'Name', value: (r: { v: string | number }) => r.v }],
      rows: [{ v: '=HYPERLINK("http://evil.test")' }, { v: -12 }],
    });
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csv).toContain('\r\n-12\r\n');
  });
});
