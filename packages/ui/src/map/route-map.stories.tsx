import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { frame } from '../test/story-layout.tsx';
import type { MapRoute } from './route-geometry.ts';
import { RouteMap } from './route-map.tsx';

const routes: MapRoute[] = [
  {
    id: '1',
    from: [2.35, 48.86],
    to: [4.84, 45.76],
    progress: 62,
    label: 'Truck 1: Paris to Lyon',
  },
  {
    id: '2',
    from: [13.4, 52.52],
    to: [11.58, 48.14],
    progress: 18,
    label: 'Truck 2: Berlin to Munich',
  },
  {
    id: '3',
    from: [-3.7, 40.42],
    to: [2.17, 41.39],
    progress: 91,
    label: 'Truck 3: Madrid to Barcelona',
  },
  {
    id: '4',
    from: [4.9, 52.37],
    to: [12.5, 41.9],
    progress: 45,
    label: 'Truck 4: Amsterdam to Rome',
  },
  {
    id: '5',
    from: [-0.13, 51.51],
    to: [-2.24, 53.48],
    progress: 5,
    label: 'Truck 5: London to Manchester',
  },
];

const transformOf = (root: HTMLElement) =>
  root.querySelector('[data-map-view]')?.getAttribute('transform') ?? '';

const meta = {
  title: 'UI/Data/RouteMap',
  component: RouteMap,
  args: { routes, label: 'Fleet map', onSelect: fn(), height: 360 },
  decorators: [frame({ inlineSize: 640, maxInlineSize: '100%' })],
} satisfies Meta<typeof RouteMap>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const map = canvas.getByRole('group', { name: /^Fleet map\. / });
    // The world's shapes arrive with the map (preloaded in Storybook).
    await waitFor(() =>
      expect(canvasElement.querySelector('path')?.getAttribute('d')).toBeTruthy(),
    );
    const before = transformOf(canvasElement);
    map.focus();
    await userEvent.keyboard('+');
    await expect(transformOf(canvasElement)).not.toBe(before);
    await userEvent.keyboard('-');
    await expect(transformOf(canvasElement)).toBe(before);
    const markers = canvas.getAllByRole('button', { pressed: false });
    await userEvent.click(markers[0]!);
    await expect(args.onSelect).toHaveBeenCalledWith({ id: markers[0]!.dataset.routeId });
  },
};

/** A selected vehicle: its route in the primary colour, the view zoomed and centred on it. */
export const Selected: Story = { args: { selectedId: '4' } };

/** Selection kept by the story, as a screen keeps it: a click highlights the vehicle. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [selectedId, setSelectedId] = useState<string | null>(null);
    return (
      <RouteMap
        {...args}
        selectedId={selectedId}
        onSelect={(details) => {
          args.onSelect?.(details);
          setSelectedId(details.id);
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const marker = canvas.getAllByRole('button', { pressed: false })[1]!;
    const before = transformOf(canvasElement);
    marker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(marker).toHaveAttribute('aria-pressed', 'true');
    await expect(transformOf(canvasElement)).not.toBe(before);
  },
};

/** Routes inside one country: the view still shows the country around them. */
export const ShortRoutes: Story = { args: { routes: routes.slice(0, 1), height: 280 } };
