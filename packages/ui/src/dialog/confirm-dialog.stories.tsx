import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { modalFrame } from '../test/story-layout.tsx';
import { expectClosed, openOverlay, page } from '../test/story-overlay.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'UI/Overlay/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete 3 products?',
    message: 'The products and their 12 variants are removed from the catalogue.',
    confirmLabel: 'Delete products',
    cancelLabel: 'Keep them',
    destructive: true,
    trigger: (
      <Button variant="outlined" color="error">
        Delete selected
      </Button>
    ),
    onConfirm: fn(),
    onCancel: fn(),
  },
  decorators: [modalFrame],
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const open = { trigger: 'Delete selected', role: 'alertdialog' } as const;

export const Playground: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { overlay: dialog } = await openOverlay(context, { ...open, name: 'Delete 3 products?' });
    await expect(dialog).toHaveAccessibleDescription(/12 variants/);
    // Focus starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Keep them' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectClosed(canvasElement, 'alertdialog');
  },
};

export const Cancel: Story = {
  play: async (context) => {
    const { args } = context;
    await openOverlay(context, open);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NotDestructive: Story = {
  args: {
    defaultOpen: true,
    destructive: false,
    title: 'Publish 8 products?',
    message: 'They become visible in the storefront right away.',
    confirmLabel: 'Publish',
    cancelLabel: 'Not yet',
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    // The spinner's translated "Loading" joins the name, hence the pattern.
    const confirm = within(dialog).getByRole('button', { name: /Delete products/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
  },
};

export const AsyncConfirm: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete products' });
    await userEvent.click(confirm);
    // Stays open and busy while the request runs, then closes by itself.
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expectClosed(canvasElement, 'alertdialog');
  },
};

export const FailedConfirm: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => Promise.reject(new Error('500'))),
    errorMessage: 'The products could not be deleted. Try again.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete products' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The products could not be deleted. Try again.',
    );
    await expect(dialog).toBeInTheDocument();
  },
};
