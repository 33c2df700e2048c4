import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { Pagination } from './pagination.tsx';
import { paginationRange } from './pagination-range.ts';

describe('paginationRange', () => {
  it('shows every page when there are few', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(2, 2)).toEqual([1, 2]);
    expect(paginationRange(1, 1)).toEqual([1]);
  });

  it('puts ellipses in long gaps and keeps a constant length', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(paginationRange(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });
});

describe('Pagination', () => {
  it('labels pages, marks the current one and asks for another', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={2} pageSize={10} total={100} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('button', { name: 'Go to page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 3 });
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 3 });
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 10 });
    expect(screen.getByText('Showing 11–20 of 100')).toBeInTheDocument();
  });

  it('disables previous and first on the first page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={1} pageSize={10} total={30} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('changes the page size through a labelled select', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    renderWithTheme(
      <Pagination
        page={1}
        pageSize={10}
        total={240}
        onPageChange={vi.fn()}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith({ pageSize: 50 });
  });

  it('translates labels and formats numbers for the language', () => {
    renderWithTheme(<Pagination page={1} pageSize={1000} total={12500} onPageChange={vi.fn()} />, {
      language: 'de',
    });
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
    expect(screen.getByText('1–1.000 von 12.500')).toBeInTheDocument();
  });
});
