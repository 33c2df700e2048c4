import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { fleetStates, withFleet } from '../test/logistics-stories.ts';
import { FleetPage } from './fleet-page.tsx';

const PATH = href('logistics.fleet');
const at = (search = '') => ({ router: { initialEntry: `${PATH}${search}`, path: PATH } });

const meta = {
  title: 'Features/Logistics/Fleet/FleetPage',
  component: FleetPage,
  parameters: { layout: 'padded', ...at() },
} satisfies Meta<typeof FleetPage>;
export default meta;

type Story = StoryObj<typeof meta>;
interface Ctx {
  canvasElement: HTMLElement;
}

const loadedList = ({ canvasElement }: Ctx) =>
  within(canvasElement).findByTestId('fleet-list', {}, patient);
const marker = (canvasElement: HTMLElement, id: number) =>
  canvasElement.querySelector<HTMLButtonElement>(`[data-route-id="${id}"]`);
const itemTrigger = (list: HTMLElement, id: number) =>
  list.querySelector<HTMLButtonElement>(`[data-vehicle-id="${id}"] button[aria-expanded]`);

/** The seeded fleet; choosing a vehicle in the list highlights it on the map. */
export const Default: Story = {
  play: async (context) => {
    const list = await loadedList(context);
    await userEvent.click(itemTrigger(list, 5)!);
    // The URL changes in a transition: the page renders the selection a moment later.
    await waitFor(() => expect(itemTrigger(list, 5)).toHaveAttribute('aria-expanded', 'true'));
    await expect(marker(context.canvasElement, 5)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A vehicle selected by the URL: open in the list, centred on the map. */
export const Selected: Story = {
  parameters: at('?vehicle=9'),
  play: async (context) => {
    const list = await loadedList(context);
    await expect(itemTrigger(list, 9)).toHaveAttribute('aria-expanded', 'true');
    await expect(marker(context.canvasElement, 9)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Choosing a marker on the map opens the vehicle's item in the list. */
export const FromTheMap: Story = {
  play: async (context) => {
    const list = await loadedList(context);
    await userEvent.click(marker(context.canvasElement, 14)!);
    await waitFor(() => expect(itemTrigger(list, 14)).toHaveAttribute('aria-expanded', 'true'));
  },
};

/** No vehicle on the road. */
export const Empty: Story = {
  parameters: fleetStates.empty,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('fleet-empty', {}, patient);
  },
};

/** The call never answers: the map's box and the list's items as placeholders. */
export const Loading: Story = {
  parameters: fleetStates.loading,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

let calls = 0;
/** The first call fails: the error with Retry; the retry loads the fleet. */
export const ServerError: Story = {
  parameters: withFleet(() =>
    calls++ === 0 ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
  ),
  beforeEach: () => {
    calls = 0;
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert', {}, patient);
    await userEvent.click(within(alert).getByRole('button'));
    await loadedList(context);
  },
};
