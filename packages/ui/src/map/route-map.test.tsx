import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { fitRoutes, drawRoutes, type MapRoute } from './route-geometry.ts';
import { RouteMap } from './route-map.tsx';
import { loadWorldShapes } from './world-shapes.ts';

const routes: MapRoute[] = [
  { id: 'a', from: [2.35, 48.86], to: [4.84, 45.76], progress: 50, label: 'Paris to Lyon' },
  { id: 'b', from: [13.4, 52.52], to: [11.58, 48.14], progress: 0, label: 'Berlin to Munich' },
];

const view = () => document.querySelector('[data-map-view]')?.getAttribute('transform');

describe('route geometry', () => {
  it('fits every route end inside the drawing and puts the vehicle along its curve', () => {
    const projection = fitRoutes(routes, 800, 400);
    const drawn = drawRoutes(routes, projection);
    for (const route of drawn) {
      for (const [x, y] of [route.start, route.end, route.vehicle]) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(800);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(400);
      }
    }
    // At 0 % the vehicle stands at the start; half way it has left the chord (the curve bows).
    expect(drawn[1]!.vehicle).toEqual(drawn[1]!.start);
    const [a] = drawn;
    const chordMiddle = [(a!.start[0] + a!.end[0]) / 2, (a!.start[1] + a!.end[1]) / 2];
    expect(a!.vehicle[1]).toBeLessThan(chordMiddle[1]!);
  });
});

describe('RouteMap', () => {
  it('zooms with + and − and pans with the arrows, from the focused map', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RouteMap routes={routes} label="Fleet map" />);
    const map = screen.getByRole('group', { name: /^Fleet map\. Use plus and minus/ });
    const home = view();
    expect(home).toBe('translate(0.0 0.0) scale(1.000)');
    map.focus();
    await user.keyboard('+');
    expect(view()).toMatch(/scale\(1\.500\)$/);
    await user.keyboard('{ArrowLeft}');
    const [, x] = /translate\((-?[\d.]+)/.exec(view() ?? '') ?? [];
    expect(Number(x)).toBe(-200 + 64);
    await user.keyboard('-');
    expect(view()).toMatch(/scale\(1\.000\)$/);
    await user.click(screen.getByRole('button', { name: 'Show every route' }));
    expect(view()).toBe(home);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('calls back with the vehicle chosen by click or Enter, and centres on the selected one', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = renderWithTheme(
      <RouteMap routes={routes} label="Fleet map" onSelect={onSelect} />,
    );
    await user.click(screen.getByRole('button', { name: 'Paris to Lyon, 50% of the way' }));
    expect(onSelect).toHaveBeenLastCalledWith({ id: 'a' });
    screen.getByRole('button', { name: 'Berlin to Munich, 0% of the way' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 'b' });

    rerender(<RouteMap routes={routes} label="Fleet map" onSelect={onSelect} selectedId="b" />);
    const marker = screen.getByRole('button', { name: 'Berlin to Munich, 0% of the way' });
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    // Centred: the marker stands in the middle of the 800 × 420 drawing, zoomed in.
    expect(marker.style.transform).toBe('translate(400.0px, 210.0px)');
    expect(view()).toMatch(/scale\(2\.000\)$/);
  });

  it('draws the countries once the world shapes have loaded', async () => {
    renderWithTheme(<RouteMap routes={routes} label="Fleet map" />);
    await act(() => loadWorldShapes());
    const land = document.querySelector('[data-map-view] > path');
    expect(land?.getAttribute('d')?.length).toBeGreaterThan(1000);
  });
});
