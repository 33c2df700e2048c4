import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { StoreDetailsForm } from './store-details-form.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';

const SETTINGS = '*/api/apps/ecommerce/settings';

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
const patient = { timeout: 10_000 };

/** The seeded store details (one fixed record), copied so no story edits the live db's. */
const seeded = structuredClone(getDb().ecommerceSettings.store);

const meta = {
  title: 'Features/Ecommerce/Settings/StoreDetailsForm',
  component: StoreDetailsForm,
  parameters: { layout: 'padded' },
  args: { initial: seeded, onDirtyChange: fn() },
} satisfies Meta<typeof StoreDetailsForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) => {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} field`);
  return input;
};

/** Editing reports unsaved changes to the page; Save stores them in the fake API. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const name = field(canvasElement, 'name');
    await expect(name).toHaveValue(seeded.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Maison Atrium');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true), patient);
    await userEvent.click(within(canvasElement).getByTestId('settings-save'));
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
    await userEvent.click(within(canvasElement).getByTestId('settings-save'));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(getDb().ecommerceSettings.store.name).toBe(seeded.name);
  },
};

/** The save is in flight: Save shows it and Discard waits. */
export const Saving: Story = {
  parameters: withEcommerce(
    http.put(SETTINGS, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const city = field(canvasElement, 'address.city');
    await userEvent.type(city, ' Bay');
    const save = within(canvasElement).getByTestId('settings-save');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'), patient);
  },
};

/** The save fails: the alert says so and the fields keep what was typed. */
export const SaveError: Story = {
  parameters: withEcommerce(
    http.put(SETTINGS, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const city = field(canvasElement, 'address.city');
    await userEvent.clear(city);
    await userEvent.type(city, 'Oakland');
    await userEvent.click(within(canvasElement).getByTestId('settings-save'));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeVisible(), patient);
    await expect(city).toHaveValue('Oakland');
  },
};

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
