import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { DatePicker } from '../date-picker/date-picker.tsx';
import { FileInput } from '../file-input/file-input.tsx';
import { checkedFieldProps, filesFieldProps, valueFieldProps } from '../test/story-form-play.ts';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';
import {
  staffSchema,
  type StaffInput as Input,
  type StaffOutput as Output,
} from './staff-schema.ts';

/** The form's text inputs, in order; each is registered under its `name`. */
const textFields = [
  { name: 'name', label: 'Full name', required: true, maxLength: 40 },
  { name: 'email', label: 'Email', type: 'email', required: true },
  {
    name: 'username',
    label: 'Username',
    required: true,
    helperText: 'Checked against existing accounts.',
  },
  { name: 'discount', label: 'Staff discount', type: 'number', suffix: '%' },
  { name: 'password', label: 'Password', type: 'password', required: true },
  { name: 'confirm', label: 'Confirm password', type: 'password', required: true },
] satisfies (Omit<TextFieldProps, 'name'> & { name: keyof Input })[];

function StaffForm({ onSubmit }: { onSubmit: (values: Output) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(staffSchema),
    // Messages appear on submit; after that, each field is checked again when it loses focus.
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    defaultValues: {
      name: '',
      email: '',
      username: '',
      discount: '',
      password: '',
      confirm: '',
      startOn: '',
      contract: [],
      terms: false as never,
    },
  });
  return (
    <form
      noValidate
      aria-label="New staff account"
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      style={{ display: 'grid', gap: 16, maxInlineSize: 480 }}
    >
      {textFields.map(({ name, ...props }) => (
        <TextField key={name} {...props} error={errors[name]?.message} {...register(name)} />
      ))}
      <Controller
        name="startOn"
        control={control}
        render={({ field }) => (
          <DatePicker
            {...valueFieldProps(field, errors.startOn?.message)}
            label="Start date"
            required
            defaultMonth="2026-03-18"
          />
        )}
      />
      <Controller
        name="contract"
        control={control}
        render={({ field }) => (
          <FileInput
            {...filesFieldProps(field, errors.contract?.message)}
            label="Signed contract"
            required
            helperText="PDF only."
          />
        )}
      />
      <Controller
        name="terms"
        control={control}
        render={({ field }) => (
          <Checkbox
            {...checkedFieldProps(field, errors.terms?.message)}
            label="I have read the staff policy"
            required
          />
        )}
      />
      <Button type="submit" loading={isSubmitting}>
        Create account
      </Button>
    </form>
  );
}

const meta = {
  title: 'UI/Forms/Form validation',
  component: StaffForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof StaffForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EveryRule: Story = {
  play: async ({ args, canvas }) => {
    const field = (name: string) => canvas.getByRole('textbox', { name });
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field('Full name')).toHaveAccessibleErrorMessage('Enter a name.'));
    await expect(field('Email')).toHaveAccessibleErrorMessage('Enter a valid email address.');
    await expect(field('Username')).toHaveAccessibleErrorMessage(
      'Use 3 to 20 lowercase letters, digits or dots.',
    );
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleErrorMessage(
      'Accept the staff policy.',
    );

    // After the first submit, a field is checked again when it loses focus.
    await userEvent.type(field('Username'), 'admin');
    await userEvent.tab();
    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleErrorMessage('This username is taken.'),
    );
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Staff discount' }), '45');
    await userEvent.tab();
    await waitFor(() =>
      expect(
        canvas.getByRole('spinbutton', { name: 'Staff discount' }),
      ).toHaveAccessibleErrorMessage('Use 30 or less.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
