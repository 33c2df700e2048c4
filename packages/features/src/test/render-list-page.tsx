import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';

import { renderWithProviders } from './render.tsx';

/** The router's query string, shown so a test can read what the page put in the URL. */
function UrlSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/**
 * Renders a list page (a jsdom test) at `initialEntry`, mounted at the route pattern `path` when
 * the page reads its parameters, with the URL's query string beside it: `urlSearch()` reads it.
 */
export function renderWithUrl(page: ReactElement, initialEntry: string, path?: string) {
  return renderWithProviders(
    <>
      {page}
      <UrlSearch />
    </>,
    { initialEntry, path },
  );
}

/** The query string the page last put in the URL (`?q=…&page=2`), empty when it has none. */
export const urlSearch = () => screen.getByTestId('search').textContent ?? '';

/** The table named `name` once its rows have loaded (DataTable drops `aria-busy` then). */
export async function loadedTable(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

/** The data rows of the table named `name` once loaded, the header row left out. */
export async function loadedRows(name: string) {
  return within(await loadedTable(name))
    .getAllByRole('row')
    .slice(1);
}

/**
 * Catches the CSV a table's Export downloads (jsdom has no downloads): call it before the click,
 * then `await csv()` gives the file's lines once the blob is made.
 */
export function catchCsvDownload(): () => Promise<string[]> {
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((made: Blob) => {
    blob = made;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => {
    await waitFor(() => expect(blob).toBeDefined());
    return (await blob!.text()).trimEnd().split('\r\n');
  };
}
