import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes } from '../test/field-states.tsx';
import { formStory } from '../test/story-form.tsx';
import { RadioGroup } from './radio-group.tsx';

const shipping = (
  <>
    <RadioGroup.Item value="standard" label="Standard" description="3–5 business days, free" />
    <RadioGroup.Item value="express" label="Express" description="1–2 business days, $12.00" />
    <RadioGroup.Item value="pickup" label="Store pickup" description="Ready tomorrow" />
  </>
);

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Shipping method',
    defaultValue: 'standard',
    onValueChange: fn(),
    children: shipping,
  },
  argTypes: {
    ...sizeArgTypes,
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Shipping method' });
    await expect(group).toBeVisible();
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await expect(standard).toBeChecked();
    await expect(standard).toHaveAccessibleDescription('3–5 business days, free');
    await userEvent.click(canvas.getByText('Express'));
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'express' });
    // Arrow keys move focus and the choice together (Radix selects while the key is down).
    canvas.getByRole('radio', { name: 'Express' }).focus();
    await userEvent.keyboard('{ArrowDown>}');
    const pickup = canvas.getByRole('radio', { name: 'Store pickup' });
    await waitFor(() => expect(pickup).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(pickup).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Payment status',
    orientation: 'horizontal',
    defaultValue: 'paid',
    children: (
      <>
        <RadioGroup.Item value="paid" label="Paid" />
        <RadioGroup.Item value="pending" label="Pending" />
        <RadioGroup.Item value="refunded" label="Refunded" />
      </>
    ),
  },
};

export const WithDisabledOption: Story = {
  args: {
    children: (
      <>
        <RadioGroup.Item value="standard" label="Standard" />
        <RadioGroup.Item
          value="express"
          label="Express"
          disabled
          description="Not for this address"
        />
        <RadioGroup.Item value="pickup" label="Store pickup" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: 'Standard' }).focus();
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Store pickup' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

const states = fieldStates<Story>(byLabel('radiogroup'));

export const Required: Story = states.required({
  required: true,
  defaultValue: undefined,
  helperText: 'Choose how the parcel travels.',
});

export const WithError: Story = states.invalid({
  required: true,
  defaultValue: undefined,
  error: 'Choose a shipping method.',
});

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Express' }));
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const WithReactHookForm: Story = formStory({
  schema: z.object({ plan: z.enum(['monthly', 'yearly'], 'Choose a billing plan.') }),
  submit: 'Subscribe',
  render: ({ value, onChange, ...field }, error) => (
    <RadioGroup
      {...field}
      label="Billing plan"
      required
      value={value ?? ''}
      onValueChange={({ value: next }) => onChange(next)}
      error={error}
    >
      <RadioGroup.Item value="monthly" label="Monthly" description="$29 per month" />
      <RadioGroup.Item value="yearly" label="Yearly" description="$290 per year" />
    </RadioGroup>
  ),
  field: (canvas) => canvas.getByRole('radiogroup', { name: 'Billing plan' }),
  error: 'Choose a billing plan.',
  fix: (_, canvas) => userEvent.click(canvas.getByRole('radio', { name: 'Yearly' })),
  submitted: [{ plan: 'yearly' }],
});
