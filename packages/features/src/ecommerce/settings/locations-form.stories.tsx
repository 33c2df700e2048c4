import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { LocationsForm } from './locations-form.tsx';

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
const patient = { timeout: 10_000 };

/** The seeded locations (one fixed record), copied so no story edits the live db's. */
const seeded = structuredClone(getDb().ecommerceSettings.locations);

const meta = {
  title: 'Features/Ecommerce/Settings/LocationsForm',
  component: LocationsForm,
  parameters: { layout: 'padded' },
  args: { initial: seeded, onDirtyChange: fn() },
} satisfies Meta<typeof LocationsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A location that fulfils online orders can become the default; saving stores it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByTestId('location-default-loc-paris'));
    await userEvent.click(form.getByTestId('settings-save'));
    await waitFor(
      () => expect(getDb().ecommerceSettings.locations.defaultLocationId).toBe('loc-paris'),
      patient,
    );
  },
};

/** A default that does not fulfil online orders is refused. */
export const DefaultMustFulfil: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByTestId('location-default-loc-ny'));
    await userEvent.click(form.getByTestId('settings-save'));
    await expect(await form.findByTestId('locations-error', {}, patient)).toBeVisible();
    await expect(getDb().ecommerceSettings.locations.defaultLocationId).toBe('loc-sf');
  },
};

/** Turning fulfilment on at the New York shop, with the keyboard. */
export const ToggleFulfilment: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByTestId('location-fulfils-loc-ny');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

/** One location with a long name and address. */
export const LongNames: Story = {
  args: {
    initial: {
      locations: [
        {
          id: 'loc-long',
          name: 'Atrium Interiors Flagship Showroom and Click-and-Collect Warehouse',
          address: '1 Embarcadero Center, North Tower, Lobby Level, Retail Arcade Unit 14B',
          city: 'San Francisco',
          country: 'US',
          fulfilsOnlineOrders: true,
        },
      ],
      defaultLocationId: 'loc-long',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('location-default-loc-long')).toBeChecked();
  },
};
