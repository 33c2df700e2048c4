import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';

import { Button } from '../button/button.tsx';
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
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
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

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Order note' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Add a note for fragile items.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Order note' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleErrorMessage('Add a note for fragile items.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Leave at the front desk.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Order note' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Customer asked for a paper invoice.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Order note' });
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Customer asked for a paper invoice.');
  },
};

export const Small: Story = {
  args: { size: 'sm', minRows: 2 },
};

const schema = z.object({
  reason: z.string().min(10, 'Explain the refund in at least 10 characters.'),
});
type Values = z.infer<typeof schema>;
const onRefund = fn();

function RhfForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  return (
    <form
      noValidate
      onSubmit={(e) =>
        void handleSubmit((values) => {
          onRefund(values);
        })(e)
      }
      style={{ display: 'grid', gap: 16 }}
    >
      <Textarea
        label="Refund reason"
        required
        maxLength={200}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit">Refund order</Button>
    </form>
  );
}

export const WithReactHookForm: Story = {
  render: () => <RhfForm />,
  play: async ({ canvas }) => {
    onRefund.mockClear();
    const box = canvas.getByRole('textbox', { name: 'Refund reason' });
    await userEvent.click(canvas.getByRole('button', { name: 'Refund order' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleErrorMessage('Explain the refund in at least 10 characters.'),
    );
    await userEvent.type(box, 'Arrived damaged');
    await userEvent.click(canvas.getByRole('button', { name: 'Refund order' }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ reason: 'Arrived damaged' }));
  },
};
