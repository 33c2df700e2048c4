import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ShippingSection } from './shipping-form.tsx';
import { addEmptyZoneRefused, editZone, settingsFormStories } from './test/settings-stories.ts';
import { patient } from '../../test/story-handlers.ts';

const kit = settingsFormStories(ShippingSection, 'shipping', false);

const meta = {
  title: 'Features/Ecommerce/Settings/ShippingSection',
  ...kit.meta,
} satisfies Meta<typeof ShippingSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Editing a zone opens the dialog with its values; saving stores the new name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, name } = await editZone(canvasElement, 'zone-europe');
    await expect(name).toHaveValue('Europe');
    await userEvent.clear(name);
    await userEvent.type(name, 'European Union');
    await userEvent.click(within(dialog).getByTestId('zone-save'));
    await waitFor(
      () => expect(kit.stored().zones.map((z) => z.name)).toContain('European Union'),
      patient,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patient);
  },
};

/** The add dialog refuses an empty zone. */
export const AddZoneValidation: Story = {
  play: ({ canvasElement }) => addEmptyZoneRefused(canvasElement),
};

/** Delete asks first; confirming removes the zone from the fake API. */
export const DeleteZone: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByTestId('zone-zone-domestic');
    await userEvent.click(within(zone).getAllByRole('button')[1] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', {}, patient);
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(
      () => expect(kit.stored().zones.map((z) => z.id)).toEqual(['zone-europe']),
      patient,
    );
  },
};

/** The save fails: the dialog stays open with what was typed. */
export const SaveError: Story = {
  parameters: kit.failingSave,
  play: async ({ canvasElement }) => {
    const { dialog, name } = await editZone(canvasElement, 'zone-europe');
    await userEvent.type(name, ' and UK');
    await userEvent.click(within(dialog).getByTestId('zone-save'));
    await waitFor(
      () => expect(within(dialog).getByTestId('zone-save')).not.toHaveAttribute('aria-busy'),
      patient,
    );
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(name).toHaveValue('Europe and UK');
  },
};

/** No zone yet: the empty state, with Add zone in the header. */
export const Empty: Story = {
  args: { initial: { zones: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('zone-add')).toBeVisible();
    await expect(within(canvasElement).queryAllByRole('table')).toHaveLength(0);
  },
};

/** A zone with a long name, many countries and rates. */
export const ManyCountries: Story = {
  args: {
    initial: {
      zones: [
        {
          id: 'zone-world',
          name: 'Rest of the world, including overseas territories and remote islands',
          countries: ['FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'IE', 'SE', 'DK', 'FI', 'PL'],
          rates: [
            {
              id: 'rate-economy',
              name: 'Economy (10 to 20 working days)',
              price: 24.5,
              minOrder: null,
            },
            {
              id: 'rate-express',
              name: 'Express courier, tracked and insured',
              price: 79,
              minOrder: null,
            },
            { id: 'rate-free', name: 'Free economy shipping', price: 0, minOrder: 1500 },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByTestId('zone-zone-world')).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};
