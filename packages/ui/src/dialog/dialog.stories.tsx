import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { modalFrame } from '../test/story-layout.tsx';
import { page, playCloseButton, playOverlay } from '../test/story-overlay.ts';
import { Dialog } from './dialog.tsx';

const meta = {
  title: 'UI/Overlay/Dialog',
  component: Dialog,
  args: {
    size: 'md',
    onOpenChange: fn(),
    trigger: <Button>Edit shipping address</Button>,
    children: null,
  },
  decorators: [modalFrame],
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    trigger: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <Dialog {...args}>
      <Dialog.Title>Shipping address</Dialog.Title>
      <Dialog.Description>Order #10245 ships to this address.</Dialog.Description>
      <Dialog.Body>
        <label style={{ display: 'grid', gap: 4 }}>
          Street
          <input defaultValue="12 Market Street" />
        </label>
      </Dialog.Body>
      <Dialog.Actions>
        <Dialog.Close asChild>
          <Button variant="tonal" color="secondary">
            Cancel
          </Button>
        </Dialog.Close>
        <Dialog.Close asChild>
          <Button>Save address</Button>
        </Dialog.Close>
      </Dialog.Actions>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: playOverlay({
    trigger: 'Edit shipping address',
    role: 'dialog',
    name: 'Shipping address',
    description: 'Order #10245 ships to this address.',
    reportsOpen: true,
    whileOpen: async (dialog) => {
      // Focus moves into the dialog and Tab stays trapped inside it.
      await expect(within(dialog).getByRole('textbox')).toHaveFocus();
      for (let i = 0; i < 4; i += 1) await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    },
  }),
};

export const CloseButton: Story = {
  play: playCloseButton({ trigger: 'Edit shipping address', role: 'dialog' }),
};

export const Small: Story = { args: { size: 'sm', defaultOpen: true } };
export const Medium: Story = { args: { size: 'md', defaultOpen: true } };
export const Large: Story = { args: { size: 'lg', defaultOpen: true } };
export const ExtraLarge: Story = { args: { size: 'xl', defaultOpen: true } };

const terms = Array.from(
  { length: 14 },
  (_, i) =>
    `Clause ${i + 1}. Returns are accepted within 30 days of delivery when items are unused and in their original packaging. Refunds go back to the original payment method within five business days.`,
);

export const ScrollableBody: Story = {
  args: { defaultOpen: true, size: 'md' },
  render: (args) => (
    <Dialog {...args}>
      <Dialog.Title>Return policy</Dialog.Title>
      <Dialog.Body>
        {terms.map((clause) => (
          <p key={clause}>{clause}</p>
        ))}
      </Dialog.Body>
      <Dialog.Actions>
        <Dialog.Close asChild>
          <Button>I understand</Button>
        </Dialog.Close>
      </Dialog.Actions>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Return policy' });
    await waitFor(() => expect(dialog.querySelector('[data-scrollable]')).not.toBeNull());
    // A scrolling body with only text is reachable by keyboard, so it can be scrolled.
    await expect(dialog.querySelector('[data-scrollable]')).toHaveAttribute('tabindex', '0');
    await expect(within(dialog).getByRole('button', { name: 'I understand' })).toBeVisible();
  },
};

export const FullScreenOnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, hideCloseButton: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
  },
};
