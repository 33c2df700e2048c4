import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes } from '../test/field-states.tsx';
import { valueFieldProps } from '../test/story-form-play.ts';
import { formStory } from '../test/story-form.tsx';
import { frame } from '../test/story-layout.tsx';
import { Slider } from './slider.tsx';

const usd = (v: number) => `$${v}`;

const meta = {
  title: 'UI/Forms/Slider',
  component: Slider,
  args: {
    label: 'Discount',
    defaultValue: [20],
    min: 0,
    max: 50,
    step: 5,
    formatValue: (v: number) => `${v}%`,
    onValueChange: fn(),
  },
  argTypes: {
    ...sizeArgTypes,
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  decorators: [frame({ maxInlineSize: 360 })],
} satisfies Meta<typeof Slider>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Discount' });
    await expect(thumb).toHaveAttribute('aria-valuetext', '20%');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    // Right is "more" in left-to-right and "less" in right-to-left, as the track is drawn.
    const expected = document.documentElement.dir === 'rtl' ? 15 : 25;
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: [expected] });
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '50');
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
  },
};

export const WithMarksAndLabels: Story = {
  args: {
    showValueLabels: true,
    marks: [0, 10, 20, 30, 40, 50].map((v) => ({ value: v, label: `${v}%` })),
  },
};

export const Range: Story = {
  args: {
    label: 'Price',
    min: 0,
    max: 500,
    step: 10,
    defaultValue: [40, 260],
    formatValue: usd,
    showValueLabels: true,
    marks: [
      { value: 0, label: '$0' },
      { value: 250, label: '$250' },
      { value: 500, label: '$500' },
    ],
  },
  play: async ({ args, canvas }) => {
    const [low, high] = canvas.getAllByRole('slider');
    await expect(low).toHaveAccessibleName(/^Price: /);
    await expect(high).toHaveAttribute('aria-valuetext', '$260');
    high!.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: [40, 360] });
  },
};

export const Vertical: Story = {
  args: {
    label: 'Stock alert threshold',
    orientation: 'vertical',
    defaultValue: [30],
    max: 100,
    step: 10,
    formatValue: String,
    showValueLabels: true,
    marks: [
      { value: 0, label: '0' },
      { value: 50, label: '50' },
      { value: 100, label: '100' },
    ],
  },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Stock alert threshold' });
    await expect(thumb).toHaveAttribute('aria-orientation', 'vertical');
    thumb.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '40');
  },
};

const states = fieldStates<Story>(byLabel('slider'));

export const WithError: Story = states.invalid({
  error: 'Discounts above 30% need approval.',
  defaultValue: [40],
  required: true,
});

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('data-disabled');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, helperText: 'Set by the pricing rule “Spring sale”.' },
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '20');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const WithReactHookForm: Story = formStory({
  schema: z.object({
    price: z
      .array(z.number())
      .refine(([lo = 0, hi = 0]) => hi - lo >= 50, 'Keep at least $50 between the two prices.'),
  }),
  defaultValues: { price: [100, 120] },
  submit: 'Apply filter',
  render: (field, error) => (
    <Slider
      {...valueFieldProps(field, error)}
      label="Price range"
      min={0}
      max={500}
      step={10}
      formatValue={usd}
      showValueLabels
    />
  ),
  field: (canvas) => canvas.getAllByRole('slider')[1]!,
  error: 'Keep at least $50 between the two prices.',
  fix: async (high) => {
    high.focus();
    await userEvent.keyboard('{PageUp}');
  },
  submitted: [{ price: [100, 220] }],
});
