import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes, sizesRender } from '../test/field-states.tsx';
import { checkedFieldProps } from '../test/story-form-play.ts';
import { formStory } from '../test/story-form.tsx';
import { Checkbox, type CheckedState } from './checkbox.tsx';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Notify the customer by email', onCheckedChange: fn() },
  argTypes: sizeArgTypes,
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Notify the customer by email' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    // Clicking the label toggles too; Space toggles from the keyboard.
    await userEvent.click(canvas.getByText('Notify the customer by email'));
    await expect(box).not.toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: 'Track inventory',
    description: 'Stop selling when the stock reaches zero.',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Track inventory' }),
    ).toHaveAccessibleDescription('Stop selling when the stock reaches zero.');
  },
};

const variants = ['Small', 'Medium', 'Large'];

function SelectAll() {
  const [picked, setPicked] = useState<string[]>(['Medium']);
  const all: CheckedState =
    picked.length === variants.length ? true : picked.length === 0 ? false : 'indeterminate';
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        label="All sizes"
        checked={all}
        onCheckedChange={({ checked }) => setPicked(checked === true ? variants : [])}
      />
      <div style={{ display: 'grid', gap: 8, paddingInlineStart: 28 }}>
        {variants.map((v) => (
          <Checkbox
            key={v}
            label={v}
            checked={picked.includes(v)}
            onCheckedChange={({ checked }) =>
              setPicked((p) => (checked === true ? [...p, v] : p.filter((x) => x !== v)))
            }
          />
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All sizes' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Small' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Large' }));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

const states = fieldStates<Story>(byLabel('checkbox'));

export const Required: Story = states.required({
  label: 'I accept the terms of sale',
  required: true,
});

export const WithError: Story = states.invalid({
  label: 'I accept the terms of sale',
  required: true,
  error: 'Accept the terms to place the order.',
});

export const WithHelperText: Story = {
  args: { helperText: 'Sent from orders@atrium.shop.' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Notify the customer by email' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Notify the customer by email' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = { render: sizesRender(Checkbox, 12, { defaultChecked: true }) };

export const WithReactHookForm: Story = formStory({
  schema: z.object({
    terms: z.boolean().refine((v) => v, 'Accept the terms to continue.'),
    newsletter: z.boolean(),
  }),
  defaultValues: { terms: false, newsletter: true },
  submit: 'Create account',
  style: { gap: 12 },
  render: (field, error) => (
    <Checkbox
      {...checkedFieldProps(field, error)}
      label={field.name === 'terms' ? 'I accept the terms of sale' : 'Send me the newsletter'}
      required={field.name === 'terms'}
    />
  ),
  field: (canvas) => canvas.getByRole('checkbox', { name: 'I accept the terms of sale' }),
  error: 'Accept the terms to continue.',
  fix: (terms) => userEvent.click(terms),
  submitted: [{ terms: true, newsletter: true }],
});
