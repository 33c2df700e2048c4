import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { SettingsPage } from './settings-page.tsx';
import { addEmptyZoneRefused } from './test/settings-stories.ts';
import { patient, withEcommerce } from '../../test/story-handlers.ts';
import { ecommercePaths, href } from '../routes.ts';

const PATTERN = ecommercePaths['ecommerce.settings'];
const SETTINGS = '*/api/apps/ecommerce/settings';

const at = (tab: string) => ({
  router: { initialEntry: href('ecommerce.settings', { tab }), path: PATTERN },
});

const meta = {
  title: 'Features/Ecommerce/Settings/SettingsPage',
  component: SettingsPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: href('ecommerce.settings'), path: PATTERN },
  },
} satisfies Meta<typeof SettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement).findByTestId(`settings-form-${id}`, {}, patient);

/** Store details, the default tab: edit the name and save with the keyboard. */
export const StoreDetails: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'store');
    const name = section.querySelector<HTMLInputElement>('input[name="name"]');
    if (!name) throw new Error('no name field');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maison Atrium{Enter}');
    await waitFor(
      () => expect(getDb().ecommerceSettings.store.name).toBe('Maison Atrium'),
      patient,
    );
  },
};

/** Required and malformed values are refused with messages under the fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'store');
    const name = section.querySelector<HTMLInputElement>('input[name="name"]');
    const email = section.querySelector<HTMLInputElement>('input[name="email"]');
    if (!name || !email) throw new Error('no fields');
    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.type(email, 'nope');
    await userEvent.click(within(section).getByTestId('settings-save'));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The save fails: the alert says so and the fields keep what was typed. */
export const SaveError: Story = {
  parameters: withEcommerce(
    http.put(SETTINGS, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'store');
    const city = section.querySelector<HTMLInputElement>('input[name="address.city"]');
    if (!city) throw new Error('no city field');
    await userEvent.clear(city);
    await userEvent.type(city, 'Oakland');
    await userEvent.click(within(section).getByTestId('settings-save'));
    await waitFor(() => expect(within(section).getByRole('alert')).toBeVisible(), patient);
    await expect(city).toHaveValue('Oakland');
  },
};

/** Switching tabs with unsaved changes asks first. */
export const UnsavedChangesPrompt: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'store');
    const name = section.querySelector<HTMLInputElement>('input[name="name"]');
    if (!name) throw new Error('no name field');
    await userEvent.type(name, ' Outlet');
    await userEvent.click(within(canvasElement).getByTestId('settings-tab-payments'));
    await expect(await screen.findByRole('alertdialog', {}, patient)).toBeVisible();
  },
};

/** Payments: every method off is refused. */
export const Payments: Story = {
  parameters: at('payments'),
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'payments');
    for (const id of ['provider-stripe', 'provider-paypal', 'manual-bankDeposit']) {
      await userEvent.click(within(section).getByTestId(`payments-${id}`));
    }
    await userEvent.click(within(section).getByTestId('settings-save'));
    await expect(await within(section).findByTestId('payments-error', {}, patient)).toBeVisible();
  },
};

/** Checkout: turning tipping on enables the default tip. */
export const Checkout: Story = {
  parameters: at('checkout'),
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'checkout');
    const percent = within(section).getByTestId('checkout-tip-percent');
    await expect(percent).toBeDisabled();
    await userEvent.click(within(section).getByTestId('checkout-tipping'));
    await expect(percent).toBeEnabled();
  },
};

/** Shipping zones with their rates; the add dialog validates its fields. */
export const Shipping: Story = {
  parameters: at('shipping'),
  play: ({ canvasElement }) => addEmptyZoneRefused(canvasElement),
};

/** No zone yet. */
export const ShippingEmpty: Story = {
  parameters: at('shipping'),
  beforeEach: () => {
    getDb().ecommerceSettings.shipping.zones = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('zone-add', {}, patient)).toBeVisible();
  },
};

/** Locations: a default that does not fulfil online orders is refused. */
export const Locations: Story = {
  parameters: at('locations'),
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'locations');
    await userEvent.click(within(section).getByTestId('location-default-loc-ny'));
    await userEvent.click(within(section).getByTestId('settings-save'));
    await expect(await within(section).findByTestId('locations-error', {}, patient)).toBeVisible();
  },
};

/** Notifications: a switch per event and channel, toggled with the keyboard. */
export const Notifications: Story = {
  parameters: at('notifications'),
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'notifications');
    const toggle = within(section).getByTestId('notify-newCustomer-email');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const Loading: Story = {
  parameters: withEcommerce(
    http.get(SETTINGS, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('settings-form-store')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: withEcommerce(
    http.get(SETTINGS, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, patient)).toBeVisible();
  },
};
