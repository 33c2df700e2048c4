import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBolt, IconBuildingStore, IconGift, IconPackage, IconTruck } from '@tabler/icons-react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { frame } from '../test/story-layout.tsx';
import { ChoiceCards } from './choice-card.tsx';

const shipping = [
  {
    value: 'standard',
    title: 'Standard',
    description: '3–5 business days',
    price: 'Free',
    icon: <IconTruck size={20} />,
  },
  {
    value: 'express',
    title: 'Express',
    description: 'Next business day',
    price: '$12.00',
    icon: <IconBolt size={20} />,
  },
  {
    value: 'pickup',
    title: 'Store pickup',
    description: 'Paris, Rue Oberkampf',
    price: 'Free',
    icon: <IconBuildingStore size={20} />,
    disabled: true,
  },
];

const meta = {
  title: 'UI/Forms/ChoiceCards',
  component: ChoiceCards,
  args: {
    label: 'Shipping method',
    options: shipping,
    defaultValue: ['standard'],
    onValueChange: fn(),
  },
  decorators: [frame({ maxInlineSize: 720 })],
} satisfies Meta<typeof ChoiceCards>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Shipping method' })).toBeVisible();
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await expect(standard).toBeChecked();
    await expect(standard).toHaveAccessibleDescription('3–5 business days');
    await userEvent.click(canvas.getByRole('radio', { name: 'Express' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['express'] });
    await expect(canvas.getByRole('radio', { name: 'Store pickup' })).toBeDisabled();
    // Arrows move the choice like a radio group (held, as Radix selects on focus).
    canvas.getByRole('radio', { name: 'Express' }).focus();
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(standard).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
  },
};

export const Multiple: Story = {
  args: {
    label: 'Add-ons',
    multiple: true,
    defaultValue: ['gift'],
    options: [
      {
        value: 'gift',
        title: 'Gift wrap',
        description: 'Recycled paper and ribbon',
        price: '$4.00',
        icon: <IconGift size={20} />,
      },
      {
        value: 'insurance',
        title: 'Parcel insurance',
        description: 'Up to $500',
        price: '$2.50',
        icon: <IconPackage size={20} />,
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Add-ons' })).toBeVisible();
    const insurance = canvas.getByRole('checkbox', { name: 'Parcel insurance' });
    insurance.focus();
    await userEvent.keyboard(' ');
    await expect(insurance).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['gift', 'insurance'] });
  },
};

export const WithError: Story = {
  args: { defaultValue: [], required: true, error: 'Choose a shipping method.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleErrorMessage(
      'Choose a shipping method.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
