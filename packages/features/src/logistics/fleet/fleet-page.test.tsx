import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';
import type { FleetResponse } from '@atrium/mocks/types';

import { renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { href } from '../routes.ts';
import { FLEET } from '../test/logistics-stories.ts';
import { FleetPage } from './fleet-page.tsx';

const server = setupFakeApi();
// Patience limits for a shared, slow machine; no assertion depends on timing.
configure({ asyncUtilTimeout: 15_000 });

const PATH = href('logistics.fleet');

const marker = (id: number) => {
  const found = document.querySelector<HTMLButtonElement>(`[data-route-id="${id}"]`);
  if (!found) throw new Error(`No marker for vehicle ${id}`);
  return found;
};
const listItem = (id: number) =>
  within(screen.getByTestId('fleet-list')).getByRole('button', {
    name: new RegExp(`^Vehicle ${id} `),
  });

describe('FleetPage', { timeout: 60_000 }, () => {
  it('lists every vehicle with its route, and marks each on the map', async () => {
    renderWithUrl(<FleetPage />, PATH);
    const list = await screen.findByTestId('fleet-list');
    const vehicles = getDb().vehicles;
    expect(within(list).getAllByRole('button')).toHaveLength(vehicles.length);
    const first = vehicles[0]!;
    // Each city name isolated (U+2068 … U+2069), so Arabic keeps the sentence's order.
    expect(listItem(first.id)).toHaveTextContent(
      `\u2068${first.startCity}\u2069 → \u2068${first.endCity}\u2069`,
    );
    expect(marker(first.id)).toHaveAccessibleName(
      `Vehicle ${first.id}: ${first.startCity} to ${first.endCity}, ${first.progress}% of the way`,
    );
  });

  it('selecting in the list highlights the vehicle on the map and puts it in the URL', async () => {
    const user = userEvent.setup();
    renderWithUrl(<FleetPage />, PATH);
    await screen.findByTestId('fleet-list');
    await user.click(listItem(7));
    expect(listItem(7)).toHaveAttribute('aria-expanded', 'true');
    expect(urlSearch()).toBe('?vehicle=7');
    expect(marker(7)).toHaveAttribute('aria-pressed', 'true');
    expect(marker(3)).toHaveAttribute('aria-pressed', 'false');
    // Centred: the 800 px wide drawing (jsdom measures nothing) has it in its middle.
    expect(marker(7).style.transform).toMatch(/^translate\(400\.0px, /);
  });

  it('choosing a vehicle on the map opens its item in the list', async () => {
    const user = userEvent.setup();
    renderWithUrl(<FleetPage />, PATH);
    await screen.findByTestId('fleet-list');
    await user.click(marker(12));
    expect(urlSearch()).toBe('?vehicle=12');
    expect(listItem(12)).toHaveAttribute('aria-expanded', 'true');
    // The driver the fake API seeded for vehicle 12, in its open item.
    const fleet = (await (await fetch('/api/apps/logistics/fleet')).json()) as FleetResponse;
    const item = screen.getByTestId('fleet-list').querySelector('[data-vehicle-id="12"]');
    expect(item).toHaveTextContent(fleet.vehicles.find((v) => v.id === 12)?.driver ?? '?');
  });

  it('keeps the selection of the URL on a reload', async () => {
    renderWithUrl(<FleetPage />, `${PATH}?vehicle=4`);
    await screen.findByTestId('fleet-list');
    expect(listItem(4)).toHaveAttribute('aria-expanded', 'true');
    expect(marker(4)).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the fleet is empty, and offers Retry when the call fails', async () => {
    server.use(
      http.get(FLEET, () => HttpResponse.json({ vehicles: [], total: 0 }), { once: true }),
    );
    const { unmount } = renderWithUrl(<FleetPage />, PATH);
    expect(await screen.findByRole('heading', { name: 'No vehicle on the road' })).toBeVisible();
    unmount();
    server.use(
      http.get(FLEET, () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderWithUrl(<FleetPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('fleet-list')).toBeInTheDocument());
  });
});
