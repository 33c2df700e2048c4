import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';

import { StoryForm } from '../test/story-form.tsx';
import { Switch } from './switch.tsx';

const meta = {
  title: 'UI/Forms/Switch',
  component: Switch,
  args: {
    label: 'Product visible in the store',
    description: 'Hidden products keep their orders and stock.',
    onCheckedChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
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

export const WithError: Story = {
  args: {
    label: 'Enable two-factor authentication',
    description: undefined,
    required: true,
    error: 'Administrators must use two-factor authentication.',
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Enable two-factor authentication' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleErrorMessage(
      'Administrators must use two-factor authentication.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

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
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} size="sm" label="Small" description={undefined} defaultChecked />
      <Switch {...args} size="md" label="Medium" description={undefined} defaultChecked />
    </div>
  ),
};

const schema = z.object({ published: z.boolean(), featured: z.boolean() });
const onSave = fn();

function RhfForm() {
  return (
    <StoryForm
      schema={schema}
      defaultValues={{ published: true, featured: false }}
      names={['published', 'featured']}
      submitLabel="Save product"
      onSubmit={onSave}
      style={{ gap: 12 }}
      render={({ value, onChange, ...field }) => (
        <Switch
          {...field}
          label={field.name === 'published' ? 'Published' : 'Featured on the home page'}
          checked={value}
          onCheckedChange={({ checked }) => onChange(checked)}
        />
      )}
    />
  );
}

export const WithReactHookForm: Story = {
  render: () => <RhfForm />,
  play: async ({ canvas }) => {
    onSave.mockClear();
    await userEvent.click(canvas.getByRole('switch', { name: 'Featured on the home page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ published: true, featured: true }));
  },
};
