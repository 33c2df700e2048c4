import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';

import { byLabel, fieldStates, sizeArgTypes } from '../test/field-states.tsx';
import { valueFieldProps } from '../test/story-form-play.ts';
import { formStory } from '../test/story-form.tsx';
import { frame } from '../test/story-layout.tsx';
import { DatePicker } from './date-picker.tsx';
import { DateRangePicker } from './date-range-picker.tsx';
import { DateTimePicker } from './date-time-picker.tsx';
import { weekday } from './date-utils.ts';
import { TimePicker } from './time-picker.tsx';

const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;
const rtl = () => document.documentElement.dir === 'rtl';

const meta = {
  title: 'UI/Forms/DatePicker',
  component: DatePicker,
  args: {
    label: 'Delivery date',
    defaultValue: '2026-03-18',
    helperText: 'The carrier picks up before noon.',
    onValueChange: fn(),
  },
  argTypes: sizeArgTypes,
  decorators: [frame({ maxInlineSize: 360, minBlockSize: 420 })],
} satisfies Meta<typeof DatePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button');
    await userEvent.click(toggle);
    const grid = await screen.findByRole('grid');
    // Focus lands on the chosen date; arrows follow the reading direction.
    const selected = within(grid).getByRole('gridcell', { selected: true });
    await waitFor(() => expect(selected).toHaveFocus());
    await expect(selected).toHaveAttribute('data-date', '2026-03-18');
    await userEvent.keyboard(rtl() ? '{ArrowLeft}' : '{ArrowRight}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAttribute('data-date', '2026-03-26');
    await userEvent.keyboard('{PageDown}');
    await expect(document.activeElement).toHaveAttribute('data-date', '2026-04-26');
    await userEvent.keyboard('{PageUp}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '2026-03-26' });
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    // Escape closes without a change and gives focus back to the button.
    await userEvent.click(toggle);
    await screen.findByRole('grid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const TypedDate: Story = {
  args: { defaultValue: '' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery date' });
    // ISO is understood in every language, as is the language's own numeric order.
    await userEvent.type(input, '2026-03-25{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '2026-03-25' });
    await userEvent.clear(input);
    await userEvent.type(input, 'next week');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const MinMaxAndDisabledDates: Story = {
  args: {
    label: 'Pickup date',
    min: '2026-03-16',
    max: '2026-04-10',
    isDateDisabled: isWeekend,
    helperText: 'Weekdays only, within the next three weeks.',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const grid = await screen.findByRole('grid');
    const saturday = grid.querySelector('[data-date="2026-03-21"]');
    await expect(saturday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saturday!);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(grid.querySelector('[data-date="2026-03-13"]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

const states = fieldStates<Story>(byLabel('textbox'));

export const Required: Story = states.required({ required: true, defaultValue: '' });

export const WithError: Story = states.invalid({ error: 'The warehouse is closed on that day.' });

export const Disabled: Story = states.disabled({ disabled: true }, (_, canvas) =>
  expect(canvas.getByRole('button')).toBeDisabled(),
);

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Small: Story = { args: { size: 'sm' } };

const onRangeChange = fn();

export const Range: Story = {
  render: () => (
    <DateRangePicker
      label="Promotion period"
      defaultValue={{ start: '2026-03-20', end: '2026-03-24' }}
      onValueChange={onRangeChange}
      helperText="The sale price applies on both days."
    />
  ),
  play: async ({ canvas }) => {
    onRangeChange.mockClear();
    await expect(canvas.getByRole('group', { name: 'Promotion period' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    const grid = await screen.findByRole('grid');
    await expect(grid.querySelector('[data-date="2026-03-22"]')).toHaveAttribute('data-in-range');
    await userEvent.click(grid.querySelector('[data-date="2026-03-25"]')!);
    await expect(onRangeChange).toHaveBeenLastCalledWith({
      value: { start: '2026-03-25', end: '' },
    });
    await userEvent.click(grid.querySelector('[data-date="2026-03-31"]')!);
    await expect(onRangeChange).toHaveBeenLastCalledWith({
      value: { start: '2026-03-25', end: '2026-03-31' },
    });
  },
};

export const Time: Story = {
  render: () => <TimePicker label="Pickup time" defaultValue="09:30" minuteStep={15} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="time"]')).toHaveValue('09:30');
  },
};

const onDateTimeChange = fn();

export const DateAndTime: Story = {
  render: () => (
    <DateTimePicker
      label="Publish on"
      defaultValue="2026-03-20T08:00"
      onValueChange={onDateTimeChange}
    />
  ),
  play: async ({ canvas }) => {
    onDateTimeChange.mockClear();
    const date = canvas.getByRole('textbox', { name: 'Publish on' });
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-21{Enter}');
    await expect(onDateTimeChange).toHaveBeenLastCalledWith({ value: '2026-03-21T08:00' });
  },
};

export const WithReactHookForm: Story = formStory({
  schema: z.object({
    shipOn: z.iso
      .date('Choose a shipping date.')
      .refine((d) => d >= '2026-03-18', 'Choose today or later.'),
  }),
  defaultValues: { shipOn: '2026-03-10' },
  submit: 'Schedule shipment',
  render: (field, error) => (
    <DatePicker {...valueFieldProps(field, error)} label="Ship on" required />
  ),
  field: (canvas) => canvas.getByRole('textbox', { name: 'Ship on' }),
  error: 'Choose today or later.',
  fix: async (input) => {
    await userEvent.clear(input);
    await userEvent.type(input, '2026-03-19{Enter}');
  },
  submitted: [{ shipOn: '2026-03-19' }],
});
