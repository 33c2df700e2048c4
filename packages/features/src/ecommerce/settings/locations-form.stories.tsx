import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { LocationsForm } from './locations-form.tsx';
import { settingsFormStories } from './test/settings-stories.ts';

const kit = settingsFormStories(LocationsForm, 'locations');

const meta = {
  title: 'Features/Ecommerce/Settings/LocationsForm',
  ...kit.meta,
} satisfies Meta<typeof LocationsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A location that fulfils online orders can become the default; saving stores it. */
export const Default: Story = {
  play: kit.saves(
    (canvasElement) =>
      userEvent.click(within(canvasElement).getByTestId('location-default-loc-paris')),
    () => expect(kit.stored().defaultLocationId).toBe('loc-paris'),
  ),
};

/** A default that does not fulfil online orders is refused. */
export const DefaultMustFulfil: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('location-default-loc-ny'));
    await kit.saveAlerts(canvasElement, 'locations-error');
    await expect(kit.stored().defaultLocationId).toBe('loc-sf');
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
