import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes } from '../test/field-states.tsx';
import { valueFieldProps } from '../test/story-form-play.ts';
import { formStory } from '../test/story-form.tsx';
import { frame } from '../test/story-layout.tsx';
import type { SelectOption } from '../select/options.ts';
import { Combobox } from './combobox.tsx';

const countries: SelectOption[] = [
  { value: 'AT', label: 'Austria' },
  { value: 'BE', label: 'Belgium' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'IE', label: 'Ireland' },
  { value: 'IT', label: 'Italy' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'PT', label: 'Portugal', disabled: true },
  { value: 'ES', label: 'Spain' },
];

const customers: SelectOption[] = [
  { value: 'c-1001', label: 'Ana Silva' },
  { value: 'c-1002', label: 'Bruno Costa' },
  { value: 'c-1003', label: 'Chloé Martin' },
  { value: 'c-1004', label: 'Daniel Weber' },
  { value: 'c-1005', label: 'Emma Schmidt' },
];

/** A stand-in for a customer search endpoint. */
const searchCustomers = (query: string) =>
  new Promise<SelectOption[]>((resolve) =>
    setTimeout(
      () => resolve(customers.filter((c) => c.label.toLowerCase().includes(query.toLowerCase()))),
      150,
    ),
  );

const meta = {
  title: 'UI/Forms/Combobox',
  component: Combobox,
  args: {
    label: 'Shipping country',
    options: countries,
    placeholder: 'Type to search',
    onValueChange: fn(),
  },
  argTypes: sizeArgTypes,
  decorators: [frame({ maxInlineSize: 360, minBlockSize: 340 })],
} satisfies Meta<typeof Combobox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Shipping country' });
    await userEvent.type(input, 'LAN');
    const listbox = await screen.findByRole('listbox', { name: 'Shipping country' });
    // Case-insensitive "contains": Ireland, Netherlands.
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ireland', 'Netherlands']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Netherlands' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'NL' });
    await expect(input).toHaveValue('Netherlands');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Escape closes the list and restores the chosen label.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Netherlands');
  },
};

export const AsyncOptions: Story = {
  args: {
    label: 'Customer',
    options: undefined,
    loadOptions: searchCustomers,
    debounceMs: 200,
    placeholder: 'Search by name',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Customer' });
    await userEvent.type(input, 'em');
    // Loading while the debounced request runs, then the answer.
    await expect(await screen.findByRole('status')).toHaveTextContent(/\S/);
    const option = await screen.findByRole('option', { name: 'Emma Schmidt' });
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'c-1005' });
    await expect(input).toHaveValue('Emma Schmidt');
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Atlantis');
    await expect(await screen.findByRole('status')).toHaveTextContent(/\S/);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Multiple: Story = {
  args: { label: 'Ships to', multiple: true, defaultValue: ['FR', 'DE'] },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ships to' });
    await userEvent.type(input, 'sp');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['FR', 'DE', 'ES'] });
    await expect(input).toHaveValue('');
    await expect(canvas.getByText('Spain')).toBeVisible();
    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Escape}{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['FR', 'DE'] });
  },
};

export const FreeSolo: Story = {
  args: {
    label: 'Discount code',
    freeSolo: true,
    options: [{ value: 'SPRING10', label: 'SPRING10' }],
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Discount code' }),
      'VIP-2026{Enter}',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'VIP-2026' });
  },
};

export const Creatable: Story = {
  args: {
    label: 'Tags',
    multiple: true,
    creatable: true,
    onCreate: fn(),
    options: [
      { value: 'summer', label: 'summer' },
      { value: 'linen', label: 'linen' },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Tags' }), 'eco');
    const listbox = await screen.findByRole('listbox');
    const add = within(listbox).getByRole('option', { name: /eco/ });
    await userEvent.click(add);
    await expect(args.onCreate).toHaveBeenCalledWith({ label: 'eco' });
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['eco'] });
    await userEvent.keyboard('{Escape}');
  },
};

const states = fieldStates<Story>(byLabel('combobox'));

export const Required: Story = states.required({ required: true });

export const WithError: Story = states.invalid({
  required: true,
  error: 'We do not ship to this country.',
  defaultValue: 'PT',
});

export const Disabled: Story = states.disabled({ disabled: true, defaultValue: 'FR' }, (input) =>
  expect(input).toHaveValue('France'),
);

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'FR' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Small: Story = { args: { size: 'sm', multiple: true, defaultValue: ['IT'] } };

export const WithReactHookForm: Story = formStory({
  schema: z.object({ customer: z.string().min(1, 'Choose a customer.') }),
  defaultValues: { customer: '' },
  submit: 'Assign order',
  render: (field, error) => (
    <Combobox {...valueFieldProps(field, error)} label="Customer" required options={customers} />
  ),
  field: (canvas) => canvas.getByRole('combobox', { name: 'Customer' }),
  error: 'Choose a customer.',
  fix: async (input) => {
    await userEvent.type(input, 'daniel');
    await userEvent.keyboard('{ArrowDown}{Enter}');
  },
  submitted: [{ customer: 'c-1004' }],
});
