import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TextField } from '@atrium/ui';

import { SettingsFormCard } from './settings-form-card.tsx';

const meta = {
  title: 'Features/Ecommerce/Settings/SettingsFormCard',
  component: SettingsFormCard,
  parameters: { layout: 'padded' },
  args: {
    id: 'store',
    title: 'Store details',
    subtitle: 'The name, contact and address customers see on receipts and emails.',
    // The story page must not navigate: the submit is only recorded.
    onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()),
    onDiscard: fn(),
    dirty: false,
    saving: false,
    serverError: null,
    children: <TextField label="Store name" name="name" defaultValue="Atrium Store" required />,
  },
} satisfies Meta<typeof SettingsFormCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The Discard button sits just before Save. */
const discardOf = (canvasElement: HTMLElement) => {
  const discard = within(canvasElement).getByTestId('settings-save').previousElementSibling;
  if (!(discard instanceof HTMLElement)) throw new Error('no discard button');
  return discard;
};

/** Nothing changed: Discard is off; Save submits the form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(discardOf(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(canvasElement).getByTestId('settings-save'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Unsaved changes: Discard puts the saved values back. */
export const Dirty: Story = {
  args: { dirty: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(discardOf(canvasElement));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/** A save in flight: Save shows it, Discard waits. */
export const Saving: Story = {
  args: { dirty: true, saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('settings-save')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(discardOf(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A refused save: the message above the fields. */
export const ServerError: Story = {
  args: { dirty: true, serverError: 'The store could not be saved. Try again in a moment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The store could not be saved. Try again in a moment.',
    );
  },
};

/** A long title and subtitle wrap inside the card. */
export const LongTitle: Story = {
  args: {
    title: 'Store details, contact information and the registered business address',
    subtitle:
      'The name, phone number, email and address customers see on receipts, invoices, packing slips and every transactional email the store sends on your behalf.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
