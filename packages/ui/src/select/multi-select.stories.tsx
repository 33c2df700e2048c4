import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { byLabel, fieldStates, sizeArgTypes } from '../test/field-states.tsx';
import { frame } from '../test/story-layout.tsx';
import { MultiSelect } from './multi-select.tsx';
import type { SelectOptions } from './options.ts';

const channels: SelectOptions = [
  {
    label: 'Online',
    options: [
      { value: 'web', label: 'Web store' },
      { value: 'app', label: 'Mobile app' },
      { value: 'marketplace', label: 'Marketplace', disabled: true },
    ],
  },
  {
    label: 'Offline',
    options: [
      { value: 'paris', label: 'Paris shop' },
      { value: 'berlin', label: 'Berlin shop' },
    ],
  },
];

const meta = {
  title: 'UI/Forms/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Sales channels',
    options: channels,
    placeholder: 'Choose channels',
    defaultValue: ['web'],
    helperText: 'Where the product is sold.',
    onValueChange: fn(),
  },
  argTypes: sizeArgTypes,
  decorators: [frame({ maxInlineSize: 360, minBlockSize: 340 })],
} satisfies Meta<typeof MultiSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sales channels' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox', { name: 'Sales channels' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(listbox).toHaveFocus();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Paris shop' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['web', 'paris'] });
    // Keyboard: the active option follows the arrows (skipping disabled ones); Space toggles.
    await userEvent.keyboard('{Home}{ArrowDown} ');
    await expect(within(listbox).getByRole('option', { name: 'Mobile app' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(listbox).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Paris shop' }).id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByText('Mobile app')).toBeVisible();
  },
};

export const RemoveWithChip: Story = {
  args: { defaultValue: ['web', 'paris', 'berlin'] },
  play: async ({ args, canvas }) => {
    const chipButtons = canvas.getAllByRole('button');
    await expect(chipButtons).toHaveLength(3);
    await userEvent.click(chipButtons[1]!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['web', 'berlin'] });
    await expect(canvas.queryByText('Paris shop')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { defaultValue: [] } };

const states = fieldStates<Story>(byLabel('combobox'));

export const WithError: Story = states.invalid({
  defaultValue: [],
  required: true,
  error: 'Choose at least one channel.',
});

export const Disabled: Story = states.disabled(
  { disabled: true, defaultValue: ['web', 'app'] },
  // No chip offers a remove button.
  (_, canvas) => expect(canvas.queryAllByRole('button')).toHaveLength(0),
);

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: ['web', 'app'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm', defaultValue: ['web', 'berlin'] } };

function Controlled() {
  const [value, setValue] = useState<string[]>(['app']);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <MultiSelect
        label="Sales channels"
        options={channels}
        value={value}
        onValueChange={({ value: next }) => setValue(next)}
      />
      <output data-testid="chosen">{value.join(', ')}</output>
    </div>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Berlin shop' }));
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('app, berlin');
    await userEvent.keyboard('{Escape}');
  },
};
