import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconClock, IconDeviceFloppy, IconFileText, IconSend } from '@tabler/icons-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { frame } from '../test/story-layout.tsx';
import { expectClosed, page } from '../test/story-overlay.ts';
import { colorNames } from '../theme/tokens.ts';
import { SplitButton } from './split-button.tsx';

const meta = {
  title: 'UI/Buttons/SplitButton',
  component: SplitButton,
  args: {
    label: 'Save product',
    menuLabel: 'More save options',
    startIcon: <IconDeviceFloppy size={18} />,
    variant: 'contained',
    color: 'primary',
    size: 'md',
    options: [
      { value: 'draft', label: 'Save as draft', icon: <IconFileText size={18} /> },
      { value: 'publish', label: 'Save and publish', icon: <IconSend size={18} /> },
      { value: 'schedule', label: 'Schedule…', icon: <IconClock size={18} />, disabled: true },
    ],
    onClick: fn(),
    onSelect: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['contained', 'tonal', 'outlined'] },
    color: { control: 'select', options: colorNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    startIcon: { control: false },
    options: { control: false },
  },
  decorators: [frame({ minBlockSize: 200 })],
} satisfies Meta<typeof SplitButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save product' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab to the arrow, ArrowDown opens the menu on its first option.
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'More save options' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Save as draft' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ value: 'publish' });
    await expectClosed(canvasElement, 'menu');
    await expect(more).toHaveFocus();
  },
};

export const Outlined: Story = { args: { variant: 'outlined' } };
export const Tonal: Story = { args: { variant: 'tonal', color: 'secondary' } };
export const Small: Story = { args: { size: 'sm' } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Save product/ }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More save options' }));
    await expect(page(canvasElement).queryByRole('menu')).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
