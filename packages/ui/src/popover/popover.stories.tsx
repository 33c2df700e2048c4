import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconInfoCircle } from '@tabler/icons-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { Popover } from './popover.tsx';

const meta = {
  title: 'UI/Overlay/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="outlined">Shipping details</Button>,
    title: 'Express delivery',
    side: 'bottom',
    align: 'center',
    closable: true,
    onOpenChange: fn(),
    children: (
      <>
        <p style={{ margin: '0 0 12px' }}>
          Arrives in 1–2 business days. Orders placed before 14:00 ship today.
        </p>
        <Button size="sm" variant="tonal">
          Change method
        </Button>
      </>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '24px 220px 220px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Shipping details' });
    await userEvent.click(trigger);
    const popover = await page(canvasElement).findByRole('dialog', { name: 'Express delivery' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the popover; Tab reaches its controls.
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Shipping details' }));
    const popover = await page(canvasElement).findByRole('dialog');
    const buttons = within(popover).getAllByRole('button');
    // The close button comes last; its name is translated.
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Top: Story = {
  args: { defaultOpen: true, side: 'top' },
  decorators: [
    (Story) => (
      <div style={{ paddingBlockStart: 200 }}>
        <Story />
      </div>
    ),
  ],
};

export const End: Story = { args: { defaultOpen: true, side: 'right', align: 'start' } };

export const Plain: Story = {
  args: {
    defaultOpen: true,
    title: undefined,
    closable: false,
    arrow: false,
    'aria-label': 'Stock by warehouse',
    trigger: (
      <IconButton label="Stock by warehouse" variant="tonal">
        <IconInfoCircle size={20} />
      </IconButton>
    ),
    children: 'Leeds 42 · Manchester 18 · Bristol 7',
  },
};
