import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';

import { ColorSwatches } from './color-swatches.tsx';

const presets = [
  { value: '#7367F0', label: 'Purple' },
  { value: '#0D9394', label: 'Teal' },
  { value: '#FFB400', label: 'Amber' },
  { value: '#FF4C51', label: 'Red' },
  { value: '#16B1FF', label: 'Sky blue' },
];

const meta = {
  title: 'UI/Forms/ColorSwatches',
  component: ColorSwatches,
  args: {
    label: 'Primary colour',
    options: presets,
    defaultValue: '#7367F0',
    customLabel: 'Custom colour',
    onValueChange: fn(),
  },
} satisfies Meta<typeof ColorSwatches>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Primary colour' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Red' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '#FF4C51' });
    // Arrow keys move along the row and choose, as in any radio group; "next" is the arrow
    // pointing along the writing direction.
    const next = getComputedStyle(canvasElement).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    await userEvent.keyboard(`{${next}>}`);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Sky blue' })).toBeChecked());
    await userEvent.keyboard(`{/${next}}`);
  },
};

export const CustomColour: Story = {
  args: { defaultValue: '#2E7D32' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    const input = canvas.getByLabelText('Custom colour');
    await expect(input.closest('label')).toHaveAttribute('data-selected');
    await fireEvent.input(input, { target: { value: '#C2185B' } });
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: '#C2185B' });
  },
};

export const PresetsOnly: Story = {
  args: { customLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Custom colour')).not.toBeInTheDocument();
  },
};
