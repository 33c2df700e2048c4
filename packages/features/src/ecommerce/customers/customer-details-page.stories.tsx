import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { ecommerceHandlers, getDb } from '@atrium/mocks';
import type { CustomerDetails } from '@atrium/mocks/types';

import { CustomerDetailsPage } from './customer-details-page.tsx';
import { detailsPageStories } from '../../test/details-stories.ts';
import { ecommercePaths, href } from '../routes.ts';

/** Grace Haddad: a seeded customer whom two orders name. */
const customer = () => getDb().customers[11];
const url = (tab?: string) =>
  href('ecommerce.customerDetails', { id: customer()?.customerId ?? 0, tab });

const kit = detailsPageStories(CustomerDetailsPage, {
  path: ecommercePaths['ecommerce.customerDetails'],
  initialEntry: url(),
  domain: 'ecommerce',
  handlers: ecommerceHandlers,
  endpoint: '*/api/apps/ecommerce/customers/:id',
});

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerDetailsPage',
  ...kit.meta,
} satisfies Meta<typeof CustomerDetailsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const h1 = canvasElement.querySelector('h1');
    if (h1?.textContent !== customer()?.customer) throw new Error('Not loaded yet');
    return h1;
  });

/** Overview: stat cards and the orders under this customer's name; tabs are links. */
export const Overview: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    const order = getDb().orders.find((o) => o.customerId === customer()?.customerId);
    await expect(await canvas.findByRole('link', { name: `#${order?.order}` })).toBeVisible();
    const tab = canvas.getByTestId('customer-tab-security');
    await userEvent.click(tab);
    await waitFor(() => expect(tab).toHaveAttribute('aria-current', 'page'));
    await expect(canvas.getByTestId('password-form')).toBeVisible();
  },
};

/** The customer as the fake API has stored it now (after the story's saves). */
const stored = async () =>
  (await (
    await fetch(`/api/apps/ecommerce/customers/${customer()?.customerId ?? 0}`)
  ).json()) as CustomerDetails;

/**
 * Security: a weak password is refused (Enter submits); two-step verification starts as stored
 * (on for this customer) and turning it off is saved.
 */
export const Security: Story = {
  parameters: kit.at(url('security')),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    const form = canvas.getByTestId('password-form');
    const [password] = form.querySelectorAll('input');
    if (!password) throw new Error('No password field');
    await userEvent.type(password, 'weak');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    const toggle = canvas.getByTestId('two-step-switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await waitFor(async () => expect((await stored()).twoStepEnabled).toBe(false));
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
  },
};

export const AddressBilling: Story = {
  parameters: kit.at(url('address-billing')),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect((await canvas.findAllByTestId('customer-address')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByTestId('customer-payment-method').length).toBeGreaterThan(0);
  },
};

/** Notifications: the stored grid; a checkbox toggles with Space; Save stores it. */
export const Notifications: Story = {
  parameters: kit.at(url('notifications')),
  play: async ({ canvas, canvasElement }) => {
    await heading(canvasElement);
    await expect(canvas.getByTestId('notify-newDevice-email')).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const box = canvas.getByTestId('notify-newForYou-app');
    await expect(box).toHaveAttribute('aria-checked', 'false');
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('aria-checked', 'true');
    const save = canvas.getByTestId('notifications-save');
    await userEvent.click(save);
    await waitFor(async () =>
      expect((await stored()).notificationPreferences.newForYou.app).toBe(true),
    );
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
  },
};

export const NotFound: Story = kit.notFound(
  href('ecommerce.customerDetails', { id: 1 }),
  'customer-not-found',
);

export const Loading: Story = kit.loading;

export const ServerError: Story = kit.serverError;
