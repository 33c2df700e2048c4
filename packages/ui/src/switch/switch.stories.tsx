import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes, sizesRender } from '../test/field-states.tsx';
import { frame } from '../test/story-layout.tsx';
import { checkedFieldProps } from '../test/story-form-play.ts';
import { formStory } from '../test/story-form.tsx';
import { Switch } from './switch.tsx';

const meta = {
  title: 'UI/Forms/Switch',
  component: Switch,
  args: {
    label: 'Product visible in the store',
    description: 'Hidden products keep their orders and stock.',
    onCheckedChange: fn(),
  },
  argTypes: sizeArgTypes,
  decorators: [frame({ maxInlineSize: 420 })],
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Product visible in the store' });
    await expect(control).toHaveAccessibleDescription(
      'Hidden products keep their orders and stock.',
    );
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const ControlAtEnd: Story = {
  args: { controlEnd: true, defaultChecked: true },
};

export const SettingsList: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch
        controlEnd
        label="Order confirmation"
        description="When an order is placed."
        defaultChecked
      />
      <Switch controlEnd label="Shipping update" description="When the carrier scans the parcel." />
      <Switch
        controlEnd
        label="Abandoned cart reminder"
        description="24 hours after the last visit."
        disabled
      />
    </div>
  ),
};

export const Required: Story = {
  args: { label: 'Enable two-factor authentication', description: undefined, required: true },
};

const states = fieldStates<Story>(byLabel('switch'));

export const WithError: Story = states.invalid({
  label: 'Enable two-factor authentication',
  description: undefined,
  required: true,
  error: 'Administrators must use two-factor authentication.',
});

export const Disabled: Story = states.disabled({ disabled: true, defaultChecked: true });

export const ReadOnly: Story = {
  args: { readOnly: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch');
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: sizesRender(Switch, 12, { description: undefined, defaultChecked: true }),
};

export const WithReactHookForm: Story = formStory({
  schema: z.object({ published: z.boolean(), featured: z.boolean() }),
  defaultValues: { published: true, featured: false },
  submit: 'Save product',
  style: { gap: 12 },
  render: (field) => (
    <Switch
      {...checkedFieldProps(field, undefined)}
      label={field.name === 'published' ? 'Published' : 'Featured on the home page'}
    />
  ),
  field: (canvas) => canvas.getByRole('switch', { name: 'Featured on the home page' }),
  fix: (featured) => userEvent.click(featured),
  submitted: [{ published: true, featured: true }],
});
