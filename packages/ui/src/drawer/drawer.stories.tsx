import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { frame } from '../test/story-layout.tsx';
import { expectClosed, openOverlay, page, playOverlay } from '../test/story-overlay.ts';
import { Drawer } from './drawer.tsx';

const filters = ['Paid', 'Pending', 'Refunded', 'Cancelled'];

const meta = {
  title: 'UI/Overlay/Drawer',
  component: Drawer,
  args: {
    title: 'Filter orders',
    description: 'Narrow the list by status and date.',
    side: 'end',
    size: 'md',
    onOpenChange: fn(),
    trigger: <Button variant="outlined">Filters</Button>,
    footer: (
      <>
        <Button variant="tonal" color="secondary">
          Reset
        </Button>
        <Button>Apply filters</Button>
      </>
    ),
    children: (
      <fieldset style={{ border: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend>Status</legend>
        {filters.map((f) => (
          <label key={f} style={{ display: 'flex', gap: 8 }}>
            <input type="checkbox" defaultChecked={f === 'Paid'} /> {f}
          </label>
        ))}
      </fieldset>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['start', 'end'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  // The drawer is fixed to the screen edge; a frame as wide as the test viewport (1024 px with
  // the canvas padding) keeps it inside the visual snapshot.
  decorators: [frame({ minInlineSize: 992, minBlockSize: 736 })],
} satisfies Meta<typeof Drawer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: playOverlay({
    trigger: 'Filters',
    role: 'dialog',
    name: 'Filter orders',
    description: 'Narrow the list by status and date.',
    reportsOpen: true,
  }),
};

export const OverlayClickCloses: Story = {
  play: async (context) => {
    await openOverlay(context, { trigger: 'Filters', role: 'dialog' });
    // The backdrop's middle lies outside the panel, which hugs the screen edge.
    await userEvent.click(page(context.canvasElement).getByTestId('drawer-overlay'));
    await expectClosed(context.canvasElement, 'dialog');
  },
};

export const End: Story = { args: { defaultOpen: true, side: 'end' } };

export const Start: Story = {
  args: { defaultOpen: true, side: 'start' },
  play: async ({ canvasElement }) => {
    const drawer = await page(canvasElement).findByRole('dialog');
    const box = drawer.getBoundingClientRect();
    const root = canvasElement.ownerDocument.documentElement;
    // Start is the left edge of the screen in LTR and the right edge in RTL.
    if (root.dir === 'rtl') await expect(Math.round(box.right)).toBe(root.clientWidth);
    else await expect(Math.round(box.left)).toBe(0);
  },
};

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };
export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

export const WithoutFooter: Story = {
  args: {
    defaultOpen: true,
    title: 'Order #10245',
    description: undefined,
    footer: undefined,
    children: <p>Placed by Amelia Chen · 3 items · $248.00</p>,
  },
};
