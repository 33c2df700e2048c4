import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { OtpInput, type OtpInputProps } from './otp-input.tsx';

/** Holds the value as a page does, so typing shows; `onChange` still reports each value. */
function StatefulOtp(props: OtpInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OtpInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Forms/OtpInput',
  component: OtpInput,
  render: (args) => <StatefulOtp {...args} />,
  args: { label: 'Verification code', value: '', onChange: fn() },
} satisfies Meta<typeof OtpInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The boxes in the code's order, whatever the page's direction. */
const boxesOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLInputElement>('[role="group"] input'));

/** Typing moves from box to box; letters are ignored. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0] as HTMLInputElement);
    await userEvent.keyboard('4x2');
    await expect(boxes.map((b) => b.value).join('')).toBe('42');
    await expect(boxes[2]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('42');
  },
};

/** Backspace in an empty box goes back and clears the digit before it. */
export const Backspace: Story = {
  args: { value: '5821' },
  play: async ({ args, canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[4] as HTMLInputElement);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('582');
    await waitFor(() => expect(boxes[3]).toHaveFocus());
  },
};

/** A pasted code fills every box, digits only, whichever box had the focus. */
export const Paste: Story = {
  play: async ({ args, canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0] as HTMLInputElement);
    await userEvent.paste('Code: 316 094');
    await expect(args.onChange).toHaveBeenLastCalledWith('316094');
    await expect(boxes.map((b) => b.value)).toEqual(['3', '1', '6', '0', '9', '4']);
  },
};

export const WithError: Story = {
  args: { value: '123456', error: 'This code is not right. Check it and try again.' },
  play: async ({ canvasElement }) => {
    for (const box of boxesOf(canvasElement)) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(
        'This code is not right. Check it and try again.',
      );
    }
  },
};

export const Disabled: Story = {
  args: { value: '123', disabled: true },
  play: async ({ canvasElement }) => {
    for (const box of boxesOf(canvasElement)) await expect(box).toBeDisabled();
  },
};

/** Arabic: the page reads right to left, the code still left to right. */
export const RightToLeft: Story = {
  args: { value: '1234' },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    const [first, second] = boxes.map((b) => b.getBoundingClientRect().left);
    await expect(first).toBeLessThan(second ?? 0);
  },
};
