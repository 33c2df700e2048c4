import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { DataTable } from './data-table.tsx';
import { createDataTableColumns, defaultDataTableState } from './table-setup.ts';

interface Sale {
  id: string;
  product: string;
  note: string;
}

const sales: Sale[] = Array.from({ length: 60 }, (_, i) => ({
  id: `s${i}`,
  product: `Product ${i}`,
  note: `Paid in full ${i}`,
}));

function Harness({ virtualize = false }: { virtualize?: boolean }) {
  const [state, setState] = useState(defaultDataTableState);
  const [open, setOpen] = useState<string[]>([]);
  const toggle = (id: string) =>
    setOpen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const column = createDataTableColumns<Sale>();
  const columns = [
    column.display({
      id: 'expand',
      header: 'Details',
      cell: ({ row }) => (
        <button type="button" aria-expanded={open.includes(row.id)} onClick={() => toggle(row.id)}>
          {`Details of ${row.original.product}`}
        </button>
      ),
    }),
    column.accessor('product', { header: 'Product' }),
  ];
  return (
    <DataTable<Sale>
      label="Sales"
      columns={columns}
      data={virtualize ? sales : sales.slice(0, 10)}
      virtualize={virtualize}
      getRowId={(s) => s.id}
      state={state}
      onStateChange={({ state: next }) => setState(next)}
      expandedIds={open}
      renderExpanded={(sale) => <p>{sale.note}</p>}
    />
  );
}

describe('DataTable row details', () => {
  // jsdom lays nothing out, so the virtual rows are left to the stories (browser).
  it('draws the details under an expanded row, and closes them', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    expect(screen.queryByText('Paid in full 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of Product 1' }));
    const details = screen.getByText('Paid in full 1');
    const detailsRow = details.closest('tr');
    const owner = screen.getByRole('button', { name: 'Details of Product 1' }).closest('tr');
    expect(owner?.nextElementSibling).toBe(detailsRow);
    expect(within(detailsRow!).getByRole('cell')).toHaveAttribute('colspan', '2');
    await user.click(screen.getByRole('button', { name: 'Details of Product 1' }));
    expect(screen.queryByText('Paid in full 1')).not.toBeInTheDocument();
  });
});
