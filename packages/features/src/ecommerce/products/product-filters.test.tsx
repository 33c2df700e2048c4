import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { defaultDataTableState } from '@atrium/ui';

import { renderWithProviders } from '../../test/render.tsx';
import { ProductFilters } from './product-filters.tsx';

function filters(globalFilter: string, setSearch: (text: string) => void) {
  return (
    <ProductFilters
      state={{ ...defaultDataTableState, globalFilter }}
      setSearch={setSearch}
      setFilter={vi.fn()}
      filterValue={() => ''}
    />
  );
}

describe('ProductFilters search box', () => {
  it('keeps keys typed while its own text arrives in the URL', async () => {
    const user = userEvent.setup();
    const setSearch = vi.fn();
    const { rerender } = renderWithProviders(filters('', setSearch));
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'abc');
    await waitFor(() => expect(setSearch).toHaveBeenCalledWith('abc'));
    await user.type(box, 'd');
    rerender(filters('abc', setSearch));
    expect(box).toHaveValue('abcd');
  });

  it('takes a text that comes from elsewhere (back, clear filters)', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(filters('', vi.fn()));
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'abc');
    rerender(filters('lamp', vi.fn()));
    expect(box).toHaveValue('lamp');
  });
});
