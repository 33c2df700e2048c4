import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Field } from './field.tsx';
import { fieldAria, type FieldIds } from './use-field-ids.ts';

const ids = (base: string): FieldIds => ({
  inputId: base,
  labelId: `${base}-label`,
  helperId: `${base}-helper`,
  errorId: `${base}-error`,
});

/** A bare native input, to show the wiring a custom control gets from `fieldAria`. */
function NativeInput({
  ids: fieldIds,
  helperText,
  error,
  required,
}: {
  ids: FieldIds;
  helperText?: string;
  error?: string;
  required?: boolean;
}) {
  return (
    <input
      id={fieldIds.inputId}
      required={required}
      style={{ blockSize: 'var(--field-height)', paddingInline: 'var(--field-padding)' }}
      {...fieldAria({ ids: fieldIds, helperText, error, required })}
    />
  );
}

const meta = {
  title: 'UI/Forms/Field',
  component: Field,
  args: {
    ids: ids('sku'),
    label: 'SKU',
    helperText: 'Letters, digits and dashes, as printed on the label.',
    children: null,
  },
  render: ({ children: _children, ...args }) => (
    <Field {...args} style={{ maxInlineSize: 360 }}>
      <NativeInput
        ids={args.ids}
        helperText={typeof args.helperText === 'string' ? args.helperText : undefined}
        error={typeof args.error === 'string' ? args.error : undefined}
        required={args.required}
      />
    </Field>
  ),
} satisfies Meta<typeof Field>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SKU' });
    await expect(input).toHaveAccessibleDescription(
      'Letters, digits and dashes, as printed on the label.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SKU' });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: { error: 'This SKU is already used by “Linen shirt”.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SKU' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleErrorMessage('This SKU is already used by “Linen shirt”.');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
};
