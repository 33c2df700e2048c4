import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes } from '../test/field-states.tsx';
import { formStory } from '../test/story-form.tsx';
import { frame } from '../test/story-layout.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'UI/Forms/Textarea',
  component: Textarea,
  args: {
    label: 'Order note',
    placeholder: 'Visible to the warehouse team only',
    helperText: 'Packing instructions, gift messages…',
    onChange: fn(),
  },
  argTypes: sizeArgTypes,
  decorators: [frame({ maxInlineSize: 420 })],
} satisfies Meta<typeof Textarea>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Order note' });
    await userEvent.type(box, 'Gift wrap');
    await expect(box).toHaveValue('Gift wrap');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const AutoGrow: Story = {
  args: { minRows: 2, maxRows: 5, helperText: 'Grows from 2 to 5 lines, then scrolls.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Order note' });
    const start = box.getBoundingClientRect().height;
    await userEvent.type(box, 'One{Enter}Two{Enter}Three{Enter}Four');
    const grown = box.getBoundingClientRect().height;
    await expect(grown).toBeGreaterThan(start);
    await userEvent.type(box, '{Enter}Five{Enter}Six{Enter}Seven');
    // Capped at maxRows: the height stops growing and the text scrolls.
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(grown * 1.3);
    await expect(box).toHaveAttribute('data-scrolls');
  },
};

export const WithCounter: Story = {
  args: { label: 'Short description', maxLength: 160, defaultValue: 'Soft, breathable linen.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('23/160')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Short description' }), '!');
    await expect(canvas.getByText('24/160')).toBeVisible();
  },
};

const states = fieldStates<Story>(byLabel('textbox'));

export const Required: Story = states.required({ required: true });

export const WithError: Story = states.invalid({
  required: true,
  error: 'Add a note for fragile items.',
});

export const Disabled: Story = states.disabled({
  disabled: true,
  defaultValue: 'Leave at the front desk.',
});

export const ReadOnly: Story = states.readOnlyText({
  readOnly: true,
  defaultValue: 'Customer asked for a paper invoice.',
});

export const Small: Story = {
  args: { size: 'sm', minRows: 2 },
};

export const WithReactHookForm: Story = formStory({
  schema: z.object({
    reason: z.string().min(10, 'Explain the refund in at least 10 characters.'),
  }),
  defaultValues: { reason: '' },
  submit: 'Refund order',
  render: (field, error) => (
    <Textarea {...field} label="Refund reason" required maxLength={200} error={error} />
  ),
  field: (canvas) => canvas.getByRole('textbox', { name: 'Refund reason' }),
  error: 'Explain the refund in at least 10 characters.',
  fix: (box) => userEvent.type(box, 'Arrived damaged'),
  submitted: [{ reason: 'Arrived damaged' }],
});
