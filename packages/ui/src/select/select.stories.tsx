import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes } from '../test/field-states.tsx';
import { valueFieldProps } from '../test/story-form-play.ts';
import { formStory } from '../test/story-form.tsx';
import { frame } from '../test/story-layout.tsx';
import type { SelectOptions } from './options.ts';
import { Select } from './select.tsx';

const statuses: SelectOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'refunded', label: 'Refunded', disabled: true },
];

const categories: SelectOptions = [
  {
    label: 'Apparel',
    options: [
      { value: 'shirts', label: 'Shirts' },
      { value: 'trousers', label: 'Trousers' },
    ],
  },
  {
    label: 'Home',
    options: [
      { value: 'bedding', label: 'Bedding' },
      { value: 'kitchen', label: 'Kitchen' },
    ],
  },
];

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: {
    label: 'Order status',
    options: statuses,
    placeholder: 'Choose a status',
    helperText: 'The customer is emailed when it changes.',
    onValueChange: fn(),
  },
  argTypes: sizeArgTypes,
  decorators: [frame({ maxInlineSize: 320, minBlockSize: 300 })],
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Order status' });
    await expect(trigger).toHaveAccessibleDescription('The customer is emailed when it changes.');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Shipped' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'shipped' });
    await expect(trigger).toHaveTextContent('Shipped');
    // Keyboard: Enter opens, arrows move, Enter picks; Escape closes without a change.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Delivered');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const WithGroups: Story = {
  args: {
    label: 'Category',
    options: categories,
    placeholder: 'Choose a category',
    helperText: undefined,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await expect(await screen.findByRole('group', { name: 'Home' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Bedding' }));
    await expect(canvas.getByRole('combobox')).toHaveTextContent('Bedding');
  },
};

export const DisabledOption: Story = {
  args: { defaultValue: 'delivered' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await screen.findByRole('option', { name: 'Refunded' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

const states = fieldStates<Story>(byLabel('combobox'));

export const Required: Story = states.required({ required: true }, 'aria');

export const WithError: Story = states.invalid({
  required: true,
  error: 'Choose a status before saving.',
});

export const Disabled: Story = states.disabled({ disabled: true, defaultValue: 'paid' });

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'paid' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('s');
    await expect(trigger).toHaveTextContent('Paid');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm', defaultValue: 'pending' } };

export const WithReactHookForm: Story = formStory({
  schema: z.object({ status: z.string().min(1, 'Choose a status.') }),
  defaultValues: { status: '' },
  submit: 'Update order',
  render: (field, error) => (
    <Select
      {...valueFieldProps(field, error)}
      label="Order status"
      required
      options={statuses}
      placeholder="Choose a status"
    />
  ),
  field: (canvas) => canvas.getByRole('combobox', { name: 'Order status' }),
  error: 'Choose a status.',
  fix: async (trigger) => {
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
  },
  submitted: [{ status: 'paid' }],
});
