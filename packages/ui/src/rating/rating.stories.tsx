import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes, sizesRender } from '../test/field-states.tsx';
import { valueFieldProps } from '../test/story-form-play.ts';
import { formStory } from '../test/story-form.tsx';
import { Rating } from './rating.tsx';

const meta = {
  title: 'UI/Forms/Rating',
  component: Rating,
  args: { label: 'Product quality', defaultValue: 3, onValueChange: fn() },
  argTypes: sizeArgTypes,
} satisfies Meta<typeof Rating>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Product quality' })).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(radios[2]).toBeChecked();
    await userEvent.click(radios[3]!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 4 });
    await expect(canvasElement.querySelectorAll('[data-fill="full"]')).toHaveLength(4);
    // Arrow keys move between values like any radio group (Down is "next" in both directions).
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[4]).toBeChecked();
    await expect(radios[4]).toHaveFocus();
  },
};

export const HalfSteps: Story = {
  args: { allowHalf: true, defaultValue: 3.5 },
  play: async ({ args, canvas, canvasElement }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(10);
    await expect(radios[6]).toBeChecked();
    await expect(canvasElement.querySelectorAll('[data-fill="half"]')).toHaveLength(1);
    await userEvent.click(radios[4]!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 2.5 });
  },
};

export const ReadOnly: Story = {
  args: { label: 'Average rating', readOnly: true, allowHalf: true, defaultValue: 4.5, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/4.5/);
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

const states = fieldStates<Story>(byLabel('radiogroup'));

export const Required: Story = states.required({ required: true, defaultValue: 0 }, 'aria');

export const WithError: Story = states.invalid({
  required: true,
  defaultValue: 0,
  error: 'Rate the product before sending.',
});

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Sizes: Story = { render: sizesRender(Rating, 12) };

export const WithReactHookForm: Story = formStory({
  schema: z.object({ score: z.number().min(1, 'Give at least one star.') }),
  defaultValues: { score: 0 },
  submit: 'Send review',
  style: { justifyItems: 'start' },
  render: (field, error) => (
    <Rating {...valueFieldProps(field, error)} label="Delivery experience" required />
  ),
  field: (canvas) => canvas.getByRole('radiogroup', { name: 'Delivery experience' }),
  error: 'Give at least one star.',
  fix: (_, canvas) => userEvent.click(canvas.getAllByRole('radio')[4]!),
  submitted: [{ score: 5 }],
});
