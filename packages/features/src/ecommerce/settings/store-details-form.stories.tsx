import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { StoreDetailsForm } from './store-details-form.tsx';
import { settingsFormStories } from './test/settings-stories.ts';
import { patient } from '../../test/story-handlers.ts';

const kit = settingsFormStories(StoreDetailsForm, 'store');
const { field, initial: seeded } = kit;

const meta = {
  title: 'Features/Ecommerce/Settings/StoreDetailsForm',
  ...kit.meta,
} satisfies Meta<typeof StoreDetailsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Editing reports unsaved changes to the page; Save stores them in the fake API. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const name = field(canvasElement, 'name');
    await expect(name).toHaveValue(seeded.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Maison Atrium');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true), patient);
    await kit.save(canvasElement);
    await waitFor(
      () => expect(getDb().ecommerceSettings.store.name).toBe('Maison Atrium'),
      patient,
    );
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false), patient);
  },
};

/** Required and malformed values are refused with messages under the fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const name = field(canvasElement, 'name');
    const email = field(canvasElement, 'email');
    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.type(email, 'nope');
    await kit.save(canvasElement);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(getDb().ecommerceSettings.store.name).toBe(seeded.name);
  },
};

/** The save is in flight: Save shows it and Discard waits. */
export const Saving: Story = kit.saving((canvasElement) =>
  userEvent.type(field(canvasElement, 'address.city'), ' Bay'),
);

/** The save fails: the alert says so and the fields keep what was typed. */
export const SaveError: Story = kit.saveError(async (canvasElement) => {
  const city = field(canvasElement, 'address.city');
  await userEvent.clear(city);
  await userEvent.type(city, 'Oakland');
  return () => expect(city).toHaveValue('Oakland');
});

/** Long values: the two-column grid keeps them inside their fields. */
export const LongValues: Story = {
  args: {
    initial: {
      ...seeded,
      name: 'Atrium Interiors, Lighting and Home Furnishings Outlet of Greater San Francisco',
      email: 'customer-service-and-wholesale-enquiries@atrium-interiors.example',
      address: {
        ...seeded.address,
        line1: '1 Embarcadero Center, North Tower, Lobby Level, Retail Arcade Unit 14B',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'name')).toBeVisible();
    await expect(
      within(canvasElement).getByTestId('settings-form-store').scrollWidth,
    ).toBeLessThanOrEqual(canvasElement.scrollWidth + 1);
  },
};
