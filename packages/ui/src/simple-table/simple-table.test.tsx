import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { SimpleTable } from './simple-table.tsx';

const rows = (
  <tbody>
    <tr>
      <th scope="row">Halo desk lamp</th>
      <td data-align="end">$49.50</td>
    </tr>
  </tbody>
);

describe('SimpleTable', () => {
  it('is a table named by its caption, inside a focusable scroll region', () => {
    renderWithTheme(<SimpleTable caption="Price list">{rows}</SimpleTable>);
    expect(screen.getByRole('table', { name: 'Price list' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price list' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('rowheader', { name: 'Halo desk lamp' })).toBeInTheDocument();
  });

  it('exposes variants as data attributes and passes props to the table', () => {
    renderWithTheme(
      <SimpleTable caption="Price list" striped dense stickyHeader data-testid="t">
        {rows}
      </SimpleTable>,
    );
    const table = screen.getByTestId('t');
    expect(table.tagName).toBe('TABLE');
    expect(table).toHaveAttribute('data-striped', 'true');
    expect(table).toHaveAttribute('data-dense', 'true');
    expect(table).toHaveAttribute('data-sticky-header', 'true');
    expect(table).not.toHaveAttribute('data-hover');
  });

  it('keeps a hidden caption as the accessible name', () => {
    renderWithTheme(
      <SimpleTable caption="Order lines" hideCaption>
        {rows}
      </SimpleTable>,
    );
    expect(screen.getByRole('table', { name: 'Order lines' })).toBeInTheDocument();
  });
});
