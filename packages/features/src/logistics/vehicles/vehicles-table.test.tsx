import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { loadedRows, renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { href } from '../routes.ts';
import { VehiclesTable } from './vehicles-table.tsx';

setupFakeApi();
// Patience limits for a shared, slow machine; no assertion depends on timing.
configure({ asyncUtilTimeout: 15_000 });

const PATH = href('logistics.fleet');
const rows = () => loadedRows('On route vehicles');

describe('VehiclesTable', { timeout: 60_000 }, () => {
  it('shows the first ten seeded vehicles with their route, warning and progress', async () => {
    renderWithUrl(<VehiclesTable />, PATH);
    const shown = await rows();
    expect(shown).toHaveLength(10);
    const first = getDb().vehicles[0]!;
    const cells = within(shown[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(String(first.location));
    expect(cells[1]).toHaveTextContent(`${first.startCity}, ${first.startCountry}`);
    expect(cells[2]).toHaveTextContent(`${first.endCity}, ${first.endCountry}`);
    expect(within(cells[4]!).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      String(first.progress),
    );
    expect(cells[4]).toHaveTextContent(`${first.progress}%`);
  });

  it('sorts by ending route on the server, with the sort in the URL', async () => {
    const user = userEvent.setup();
    renderWithUrl(<VehiclesTable />, PATH);
    await rows();
    await user.click(screen.getByRole('button', { name: /Ending route/ }));
    await waitFor(() => expect(urlSearch()).toContain('sortBy=endRoute&orderBy=asc'));
    const cities = [...getDb().vehicles].map((v) => v.endCity).sort((a, b) => a.localeCompare(b));
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent(cities[0] ?? ''));
  });

  it('pages through the 25 vehicles, the page in the URL', async () => {
    const user = userEvent.setup();
    renderWithUrl(<VehiclesTable />, `${PATH}?page=3`);
    expect(await rows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(urlSearch()).toContain('page=2'));
    await waitFor(async () => expect(await rows()).toHaveLength(10));
  });
});
