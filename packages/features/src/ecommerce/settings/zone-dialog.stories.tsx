import type { ShippingZone } from '@atrium/mocks/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { zoneDialog } from './test/settings-stories.ts';
import { ZoneDialog } from './zone-dialog.tsx';
import { inputNamed } from '../../test/form-stories.ts';
import { patient } from '../../test/story-handlers.ts';

/** The seeded "Domestic" zone (one fixed record), copied so no story edits the live db's. */
const domestic = structuredClone(getDb().ecommerceSettings.shipping.zones[0]) as ShippingZone;

const meta = {
  title: 'Features/Ecommerce/Settings/ZoneDialog',
  component: ZoneDialog,
  parameters: { layout: 'padded' },
  args: {
    zone: null,
    open: true,
    onOpenChange: fn(),
    onSave: fn(() => Promise.resolve(true)),
  },
} satisfies Meta<typeof ZoneDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Adding a zone: an empty form is refused field by field, and nothing is saved. */
export const AddZone: Story = {
  play: async ({ args }) => {
    const dialog = await zoneDialog();
    await userEvent.click(within(dialog).getByTestId('zone-save'));
    await waitFor(
      () => expect(dialog.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(1),
      patient,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing a zone: its values are in the form; a new rate is added and the zone saved. */
export const EditZone: Story = {
  args: { zone: domestic },
  play: async ({ args }) => {
    const dialog = await zoneDialog();
    const named = (name: string) => inputNamed(dialog, name);
    await expect(named('name')).toHaveValue(domestic.name);
    await expect(named('rates.1.price')).toHaveValue('0');
    // The add-rate button comes just before the actions, which end with Cancel and Save.
    const form = within(dialog).getByTestId('zone-form');
    const buttons = within(form).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 3] as HTMLElement);
    await userEvent.type(named('rates.2.name'), 'Overnight');
    await userEvent.type(named('rates.2.price'), '24.99');
    await userEvent.click(within(dialog).getByTestId('zone-save'));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1), patient);
    await expect(args.onSave).toHaveBeenCalledWith({
      ...domestic,
      rates: [...domestic.rates, { id: 'rate-3', name: 'Overnight', price: 24.99, minOrder: null }],
    });
  },
};

/** A malformed price and minimum order are refused under their fields. */
export const InvalidAmounts: Story = {
  args: { zone: domestic },
  play: async ({ args }) => {
    const dialog = await zoneDialog();
    const price = inputNamed(dialog, 'rates.0.price');
    const min = inputNamed(dialog, 'rates.0.minOrder');
    await userEvent.clear(price);
    await userEvent.type(price, 'free');
    await userEvent.type(min, '-5');
    await userEvent.click(within(dialog).getByTestId('zone-save'));
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Cancel closes without saving. */
export const Cancel: Story = {
  args: { zone: domestic },
  play: async ({ args }) => {
    const dialog = await zoneDialog();
    const buttons = within(within(dialog).getByTestId('zone-form')).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 2] as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
