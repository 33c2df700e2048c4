import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconMail, IconSearch } from '@tabler/icons-react';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes, sizesRender } from '../test/field-states.tsx';
import { formStory } from '../test/story-form.tsx';
import { frame } from '../test/story-layout.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: {
    label: 'Product name',
    placeholder: 'e.g. Linen shirt',
    helperText: 'Shown on the storefront and on invoices.',
    onChange: fn(),
  },
  argTypes: {
    ...sizeArgTypes,
    type: {
      control: 'select',
      options: ['text', 'email', 'number', 'search', 'password', 'tel', 'url'],
    },
  },
  decorators: [frame({ maxInlineSize: 380 })],
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Product name' });
    await expect(input).toHaveAccessibleDescription('Shown on the storefront and on invoices.');
    await userEvent.click(input);
    await userEvent.keyboard('Linen');
    await expect(input).toHaveValue('Linen');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

const states = fieldStates<Story>(byLabel('textbox'));

export const Required: Story = states.required({ required: true });

export const WithError: Story = states.invalid({
  required: true,
  defaultValue: 'Li',
  error: 'Use at least 3 characters.',
});

export const Disabled: Story = states.disabled({ disabled: true, defaultValue: 'Linen shirt' });

export const ReadOnly: Story = states.readOnlyText({
  readOnly: true,
  defaultValue: 'SKU-2041-BLU',
  label: 'SKU',
  helperText: 'Generated from the category.',
});

export const Sizes: Story = { render: sizesRender(TextField, 16) };

export const PrefixAndSuffix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Price" type="number" prefix="$" suffix="USD" defaultValue="49.90" />
      <TextField label="Weight" type="number" suffix="kg" defaultValue="1.2" />
      <TextField
        label="Customer email"
        type="email"
        prefix={<IconMail size={18} aria-hidden />}
        placeholder="name@example.com"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Price' })).toHaveValue(49.9);
  },
};

export const Clearable: Story = {
  args: {
    label: 'Search orders',
    type: 'search',
    clearable: true,
    defaultValue: '#10482',
    prefix: <IconSearch size={18} aria-hidden />,
    helperText: undefined,
    onClear: fn(),
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.click(canvas.getByRole('button'));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // Typing brings the button back; it is reachable with Tab and works with Enter.
    await userEvent.keyboard('10');
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'hunter22', helperText: undefined },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { pressed: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter22');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithCounter: Story = {
  args: { label: 'SEO title', maxLength: 60, defaultValue: 'Linen shirt', helperText: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SEO title' });
    await expect(canvas.getByText('11/60')).toBeVisible();
    await userEvent.type(input, ' – blue');
    await expect(canvas.getByText('18/60')).toBeVisible();
  },
};

export const Types: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Email" type="email" defaultValue="ana.silva@example.com" />
      <TextField label="Quantity" type="number" min={0} defaultValue="3" />
      <TextField label="Search" type="search" clearable defaultValue="shirt" />
    </div>
  ),
};

export const WithReactHookForm: Story = formStory({
  schema: z.object({
    name: z.string().min(3, 'Use at least 3 characters.'),
    email: z.email('Enter a valid email address.'),
  }),
  defaultValues: { name: 'Li', email: '' },
  submit: 'Save customer',
  render: (field, error) =>
    field.name === 'name' ? (
      <TextField {...field} label="Customer name" required maxLength={40} error={error} />
    ) : (
      <TextField {...field} label="Email" type="email" required clearable error={error} />
    ),
  field: (canvas) => canvas.getByRole('textbox', { name: 'Customer name' }),
  error: 'Use at least 3 characters.',
  fix: async (name, canvas) => {
    // The form's default value reached the field; the counter follows it.
    await expect(canvas.getByText('2/40')).toBeVisible();
    await userEvent.type(name, 'nda Park');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'linda@example.com');
  },
  submitted: [{ name: 'Linda Park', email: 'linda@example.com' }],
});
