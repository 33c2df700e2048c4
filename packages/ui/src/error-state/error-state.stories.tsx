import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCloudOff } from '@tabler/icons-react';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { ErrorState } from './error-state.tsx';

const meta = {
  title: 'UI/Display/ErrorState',
  component: ErrorState,
  args: {
    title: "We couldn't load the orders",
    message: 'Check your connection and try again. Your filters are kept.',
    retryLabel: 'Retry',
    onRetry: fn(),
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof ErrorState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load the orders");
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** No title or retry text given: both come from the translations. */
export const Defaults: Story = {
  args: { title: undefined, retryLabel: undefined, message: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/\S/);
    await expect(canvas.getByRole('button')).toHaveAccessibleName(/\S/);
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: /Retry/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithDetails: Story = {
  args: {
    details: 'GET /api/orders?page=2 → 503 Service Unavailable\nRequest id: 7f3c2a91',
  },
  play: async ({ canvas, canvasElement }) => {
    const details = canvasElement.querySelector('details');
    await expect(details).not.toHaveAttribute('open');
    const summary = canvasElement.querySelector('summary');
    if (!summary) throw new Error('no summary');
    // The disclosure is a native <details>: the summary takes focus and opens on activation.
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(details).toHaveAttribute('open');
    await expect(canvas.getByText(/Request id: 7f3c2a91/)).toBeVisible();
  },
};

export const WithoutRetry: Story = {
  args: {
    onRetry: undefined,
    title: 'This report is unavailable',
    message: 'Reports older than two years are archived.',
    icon: <IconCloudOff size={32} />,
    action: (
      <Button variant="outlined" color="secondary">
        Contact support
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Contact support' })).toBeInTheDocument();
  },
};
