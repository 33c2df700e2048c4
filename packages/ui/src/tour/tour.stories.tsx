import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus, IconReceipt, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useRef, useState, type RefObject } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Card } from '../card/card.tsx';
import { SimpleTable } from '../simple-table/simple-table.tsx';
import { kpiProps, type KpiRow } from '../stat-card/stat-card-story-kit.tsx';
import { StatCard } from '../stat-card/stat-card.tsx';
import { Typography } from '../typography/typography.tsx';
import { Tour, type TourStep } from './tour.tsx';

/** The dashboard's figures; the first is the one the tour points at. */
const kpis: KpiRow[] = [
  ['Revenue', '$48,920', '+12.4%', IconReceipt, 'primary'],
  ['Orders', '1,284', '+4.1%', IconShoppingCart, 'info'],
  ['New customers', '312', '-2.3%', IconUsers, 'success'],
];

/** Order, customer, status, total. */
const recentOrders = [
  ['#10482', 'Olivia Martin', 'Paid', '$249.00'],
  ['#10481', 'Noah Weber', 'Shipped', '$89.90'],
] as const;

/** A small store dashboard to tour: the elements carry `data-tour` names. */
function Dashboard({ addRef }: { addRef?: RefObject<HTMLButtonElement | null> }) {
  return (
    <div style={{ display: 'grid', gap: 16, inlineSize: 'min(880px, calc(100vw - 64px))' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" as="h2">
          Store overview
        </Typography>
        <Button ref={addRef} data-tour="add-product" startIcon={<IconPlus size={18} />}>
          Add product
        </Button>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
        {kpis.map((kpi, i) => (
          <StatCard
            key={kpi[0]}
            data-tour={i === 0 ? 'revenue' : undefined}
            headingLevel={3}
            {...kpiProps(kpi, 22)}
          />
        ))}
      </div>
      <Card>
        <SimpleTable caption="Recent orders">
          <thead data-tour="orders-header">
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col" data-align="end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {recentOrders.map(([order, customer, status, total]) => (
              <tr key={order}>
                <th scope="row">{order}</th>
                <td>{customer}</td>
                <td>{status}</td>
                <td data-align="end">{total}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      </Card>
    </div>
  );
}

const steps: TourStep[] = [
  {
    target: '[data-tour="revenue"]',
    title: 'Revenue at a glance',
    content: 'Sales for the last 30 days, compared with the 30 days before.',
  },
  {
    target: '[data-tour="add-product"]',
    title: 'Add your first product',
    content: 'Create a product with photos, price and stock, then publish it to the store.',
    side: 'start',
  },
  {
    target: '[data-tour="orders-header"]',
    title: 'Recent orders',
    content: 'The latest orders land here. Open one to refund, ship or contact the customer.',
    side: 'top',
  },
];

const meta = {
  title: 'UI/Overlay/Tour',
  component: Tour,
  args: {
    steps,
    defaultOpen: true,
    defaultStep: 0,
    spotlightPadding: 8,
    onStepChange: fn(),
    onClose: fn(),
  },
  argTypes: { steps: { control: false } },
  render: (args) => (
    <>
      <Dashboard />
      <Tour {...args} />
    </>
  ),
} satisfies Meta<typeof Tour>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const progress = (element: HTMLElement) => body(element).getByTestId('tour-progress');
const keys = (element: HTMLElement) =>
  element.ownerDocument.documentElement.dir === 'rtl'
    ? { forward: '{ArrowLeft}', backward: '{ArrowRight}' }
    : { forward: '{ArrowRight}', backward: '{ArrowLeft}' };

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const page = body(canvasElement);
    const card = await page.findByRole('dialog', { name: 'Revenue at a glance' });
    await expect(progress(canvasElement)).toHaveTextContent(/1\D+3/);
    // Focus starts on Next, so Enter walks through the tour.
    await waitFor(() => expect(page.getByTestId('tour-next')).toHaveFocus());
    await expect(page.getByTestId('tour-back')).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(page.getByTestId('tour-next'));
    await expect(card).toHaveAccessibleName('Add your first product');
    await expect(args.onStepChange).toHaveBeenLastCalledWith({ step: 1 });
    await userEvent.click(page.getByTestId('tour-back'));
    await expect(card).toHaveAccessibleName('Revenue at a glance');
    // Enter on the card itself (not on one of its buttons) also moves on.
    await userEvent.click(within(card).getByText(/last 30 days/));
    await userEvent.keyboard('{Enter}');
    await expect(card).toHaveAccessibleName('Add your first product');
  },
};

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const card = await body(canvasElement).findByRole('dialog', { name: 'Revenue at a glance' });
    await expect(card).toHaveAccessibleDescription(/last 30 days/);
    await expect(body(canvasElement).getByTestId('tour-spotlight')).toBeInTheDocument();
  },
};

export const MiddleStep: Story = {
  args: { defaultStep: 1 },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Add your first product' });
    await expect(progress(canvasElement)).toHaveTextContent(/2\D+3/);
  },
};

export const LastStep: Story = {
  args: { defaultStep: 2 },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Recent orders' });
    await expect(progress(canvasElement)).toHaveTextContent(/3\D+3/);
  },
};

export const Done: Story = {
  tags: ['no-visual'],
  args: { defaultStep: 2 },
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Recent orders' });
    await userEvent.click(body(canvasElement).getByTestId('tour-next'));
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'done', step: 2 });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Skip: Story = {
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    await userEvent.click(body(canvasElement).getByTestId('tour-skip'));
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'skip', step: 0 });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(body(canvasElement).queryByTestId('tour-spotlight')).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const page = body(canvasElement);
    const card = await page.findByRole('dialog', { name: 'Revenue at a glance' });
    await waitFor(() => expect(page.getByTestId('tour-next')).toHaveFocus());
    const { forward, backward } = keys(canvasElement);
    await userEvent.keyboard(forward);
    await expect(card).toHaveAccessibleName('Add your first product');
    await userEvent.keyboard(forward);
    await expect(card).toHaveAccessibleName('Recent orders');
    await userEvent.keyboard(backward);
    await expect(card).toHaveAccessibleName('Add your first product');
    // Tab stays inside the card: Skip, Back, Next, and round again.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(card).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'escape', step: 1 });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

function ControlledTour(args: Parameters<typeof Tour>[0]) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const addRef = useRef<HTMLButtonElement>(null);
  // One step targets its element by ref instead of a selector.
  const withRef = steps.map((s, i) => (i === 1 ? { ...s, target: addRef } : s));
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button
          variant="tonal"
          onClick={() => {
            setStep(0);
            setOpen(true);
          }}
        >
          Take the tour
        </Button>
        <Typography variant="body2" color="secondary" data-testid="tour-state">
          {open ? `Step ${step + 1}` : 'Closed'}
        </Typography>
      </div>
      <Dashboard addRef={addRef} />
      <Tour
        {...args}
        steps={withRef}
        open={open}
        step={step}
        onStepChange={(details) => {
          setStep(details.step);
          args.onStepChange?.(details);
        }}
        onClose={(details) => {
          setOpen(false);
          args.onClose?.(details);
        }}
      />
    </div>
  );
}

export const Controlled: Story = {
  args: { defaultOpen: false },
  render: (args) => <ControlledTour {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const start = canvas.getByRole('button', { name: 'Take the tour' });
    await userEvent.click(start);
    const card = await body(canvasElement).findByRole('dialog', { name: 'Revenue at a glance' });
    await userEvent.click(body(canvasElement).getByTestId('tour-next'));
    await expect(canvas.getByTestId('tour-state')).toHaveTextContent('Step 2');
    await expect(card).toHaveAccessibleName('Add your first product');
    await userEvent.click(body(canvasElement).getByTestId('tour-next'));
    await userEvent.click(body(canvasElement).getByTestId('tour-next'));
    await expect(args.onClose).toHaveBeenCalledWith({ reason: 'done', step: 2 });
    await expect(canvas.getByTestId('tour-state')).toHaveTextContent('Closed');
    // Focus goes back to what opened the tour.
    await waitFor(() => expect(start).toHaveFocus());
  },
};

export const ScrollsIntoView: Story = {
  // A long page only exists to prove scrolling; its picture would be mostly empty space.
  tags: ['no-visual'],
  args: { defaultStep: 2 },
  render: (args) => (
    <>
      <div style={{ blockSize: 1400 }} />
      <Dashboard />
      <Tour {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const view = doc.defaultView!;
    const target = doc.querySelector<HTMLElement>('[data-tour="orders-header"]')!;
    await body(canvasElement).findByRole('dialog', { name: 'Recent orders' });
    await waitFor(async () => {
      const box = target.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
    });
    // The cut-out follows the target when the page scrolls.
    const ring = body(canvasElement).getByTestId('tour-spotlight').querySelector('rect')!;
    const ringTop = () => Number(ring.getAttribute('y'));
    await waitFor(() => expect(ringTop()).toBeCloseTo(target.getBoundingClientRect().top - 8, 0));
    const before = ringTop();
    view.scrollBy(0, -120);
    await waitFor(() => expect(ringTop()).toBeGreaterThan(before + 40));
    await waitFor(() => expect(ringTop()).toBeCloseTo(target.getBoundingClientRect().top - 8, 0));
  },
};
