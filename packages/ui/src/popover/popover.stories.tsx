import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconInfoCircle } from '@tabler/icons-react';
import { expect, fn, waitFor } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { frame } from '../test/story-layout.tsx';
import { placementArgTypes, playCloseButton, playOverlay } from '../test/story-overlay.ts';
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
    ...placementArgTypes,
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [frame({ padding: '24px 220px 220px' })],
} satisfies Meta<typeof Popover>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: playOverlay({
    trigger: 'Shipping details',
    role: 'dialog',
    name: 'Express delivery',
    reportsOpen: true,
    whileOpen: async (popover, { trigger }) => {
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // Focus moves into the popover; Tab reaches its controls.
      await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    },
  }),
};

export const CloseButton: Story = {
  play: playCloseButton({ trigger: 'Shipping details', role: 'dialog' }),
};

export const Open: Story = { args: { defaultOpen: true } };

export const Top: Story = {
  args: { defaultOpen: true, side: 'top' },
  decorators: [frame({ paddingBlockStart: 200 })],
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
