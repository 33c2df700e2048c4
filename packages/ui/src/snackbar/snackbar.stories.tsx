import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { frame } from '../test/story-layout.tsx';
import { ToastProvider, type ToastPosition } from './toast-provider.tsx';
import { useToast, type ToastOptions } from './toast-context.ts';

/** Long enough that no toast closes while a play function or a screenshot runs. */
const steady = 60_000;

const samples: ToastOptions[] = [
  {
    title: 'Order #10245 shipped',
    description: 'Tracking sent to Amelia Chen.',
    severity: 'success',
  },
  { title: 'Stock sync scheduled', description: 'Runs tonight at 02:00.', severity: 'info' },
  { title: 'Low stock: Wireless earbuds', description: '4 units left.', severity: 'warning' },
  { title: 'Payment capture failed', description: 'The card was declined.', severity: 'error' },
];

function Demo({ initial = [] }: { initial?: ToastOptions[] }) {
  const toast = useToast();
  useEffect(() => {
    initial.forEach((options) => toast(options));
  }, [initial, toast]);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {samples.map((s) => (
        <Button
          key={s.severity}
          variant="tonal"
          color={s.severity}
          onClick={() => toast({ ...s, duration: steady })}
        >
          Show {s.severity}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Overlay/Snackbar',
  component: ToastProvider,
  args: { position: 'bottom-end', maxVisible: 3, duration: steady, children: null },
  argTypes: {
    position: {
      control: 'select',
      options: [
        'top-start',
        'top-center',
        'top-end',
        'bottom-start',
        'bottom-center',
        'bottom-end',
      ],
    },
    children: { control: false },
  },
  // The transform makes this frame the containing block of the fixed toast list, so toasts
  // pin to the frame's corners here (and stay inside the visual snapshot) instead of the page's.
  decorators: [frame({ transform: 'translateZ(0)', minInlineSize: 720, minBlockSize: 460 })],
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/**
 * Radix counts a new toast in an effect after its first render; until then the viewport's wrapper
 * has `pointer-events: none`, and a click that early is refused (a CI run hit that window).
 */
const findToast = async (element: HTMLElement, name: RegExp) => {
  const toast = await page(element).findByRole('status', { name });
  await waitFor(() => expect(getComputedStyle(toast).pointerEvents).not.toBe('none'));
  return toast;
};

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const toast = await findToast(canvasElement, /Order #10245 shipped/);
    await expect(toast.closest('[data-severity]')).toHaveAttribute('data-severity', 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    // Errors interrupt: they are alerts.
    await expect(
      await page(canvasElement).findByRole('alert', { name: /Payment capture failed/ }),
    ).toBeInTheDocument();
    await userEvent.click(toast.querySelector('[data-toast-close]') as HTMLElement);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const Severities: Story = {
  render: (args) => (
    <ToastProvider {...args} maxVisible={4}>
      <Demo initial={samples} />
    </ToastProvider>
  ),
};

export const Stacked: Story = {
  args: { maxVisible: 3 },
  play: async ({ canvas, canvasElement }) => {
    for (const severity of ['success', 'info', 'warning', 'error']) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${severity}` }));
    }
    const list = page(canvasElement).getByRole('region').querySelector('ol') as HTMLElement;
    // Only three show; the newest is first and the oldest waits in line.
    await waitFor(() => expect(list.querySelectorAll('[data-severity]')).toHaveLength(3));
    const top = (severity: string) =>
      list.querySelector(`[data-severity="${severity}"]`)?.getBoundingClientRect().top ?? 0;
    await expect(top('error')).toBeLessThan(top('warning'));
    await expect(top('warning')).toBeLessThan(top('info'));
    await expect(list.querySelector('[data-severity="success"]')).toBeNull();
    await userEvent.click(
      list.querySelector('[data-severity="error"] [data-toast-close]') as HTMLElement,
    );
    await waitFor(() => expect(list.querySelector('[data-severity="success"]')).not.toBeNull());
  },
};

function UndoDemo() {
  const toast = useToast();
  const [orders, setOrders] = useState(['#10245', '#10246', '#10247']);
  const archive = (order: string) => {
    setOrders((list) => list.filter((o) => o !== order));
    toast({
      title: `Order ${order} archived`,
      severity: 'info',
      duration: steady,
      action: { label: 'Undo', onClick: () => setOrders((list) => [...list, order].sort()) },
    });
  };
  return (
    <ul style={{ display: 'grid', gap: 8, padding: 0, listStyle: 'none', maxInlineSize: 360 }}>
      {orders.map((order) => (
        <li key={order} style={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>Order {order}</span>
          <Button size="sm" variant="outlined" onClick={() => archive(order)}>
            Archive {order}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export const UndoAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <UndoDemo />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive #10246' }));
    await expect(canvas.queryByText('Order #10246')).toBeNull();
    const toast = await findToast(canvasElement, /#10246 archived/);
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByText('Order #10246')).toBeInTheDocument();
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** One sample toast, shown at another place on the screen. */
const placed = (position: ToastPosition, sample: number): Story => ({
  args: { position },
  render: (args) => (
    <ToastProvider {...args}>
      <Demo initial={[samples[sample] as ToastOptions]} />
    </ToastProvider>
  ),
});

export const TopCenter = placed('top-center', 0);
export const BottomStart = placed('bottom-start', 2);

export const KeyboardDismiss: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toast = await page(canvasElement).findByRole('status', { name: /Stock sync/ });
    // A focused toast closes on Escape.
    toast.closest('li')?.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};
