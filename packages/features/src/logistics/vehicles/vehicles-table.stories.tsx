import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { listPageStories, patient } from '../../test/list-stories.ts';
import { vehicleList, vehiclesTable } from '../test/logistics-stories.ts';
import { VehiclesTable } from './vehicles-table.tsx';

const kit = listPageStories(VehiclesTable, vehicleList);

const meta = {
  title: 'Features/Logistics/Dashboard/VehiclesTable',
  ...kit.meta,
} satisfies Meta<typeof VehiclesTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded fleet; the Progress header sorts by progress, the least advanced first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await vehiclesTable.loaded(canvasElement);
    // Columns: location, starting route, ending route, warnings, progress.
    const header = within(table).getAllByRole('columnheader')[4] as HTMLElement;
    await userEvent.click(within(header).getByRole('button'));
    const least = [...getDb().vehicles].sort((a, b) => a.progress - b.progress)[0];
    await waitFor(
      () => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(String(least?.location)),
      patient,
    );
  },
};

/** The third and last page holds the last five of 25 vehicles. */
export const Paging: Story = {
  parameters: kit.at('?page=3'),
  play: async ({ canvasElement }) => {
    const table = await vehiclesTable.loaded(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), patient);
  },
};

/** No vehicle on route: the empty state. */
export const Empty: Story = kit.states.empty;

/** The call never answers: skeleton rows. */
export const Loading: Story = kit.states.loading;

/** The call fails: the error row with Retry; the retry loads the vehicles. */
export const ServerError: Story = kit.retry();
