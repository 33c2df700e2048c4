import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconFileInvoice,
  IconMessage,
  IconPackage,
  IconTruckDelivery,
  IconUser,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Tabs } from './tabs.tsx';

const meta = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  args: {
    defaultValue: 'details',
    variant: 'underline',
    orientation: 'horizontal',
    onValueChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['underline', 'pills'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <Tabs {...args} style={{ maxInlineSize: 640 }}>
      <Tabs.List aria-label="Order sections">
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
        <Tabs.Trigger value="items">Items</Tabs.Trigger>
        <Tabs.Trigger value="shipping">Shipping</Tabs.Trigger>
        <Tabs.Trigger value="notes" disabled>
          Notes
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">
        Order #10245 was placed by Amelia Chen on 3 March.
      </Tabs.Content>
      <Tabs.Content value="items">3 items: headphones, USB-C cable, travel case.</Tabs.Content>
      <Tabs.Content value="shipping">Express delivery to 12 Market Street, Leeds.</Tabs.Content>
      <Tabs.Content value="notes">No notes.</Tabs.Content>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** ArrowRight moves to the next tab in LTR; in RTL the next tab is on the left. */
const nextKey = (element: HTMLElement) =>
  element.ownerDocument.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Items' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('items');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/headphones/);
    // Arrow keys move and activate; the disabled tab is skipped and focus wraps.
    await userEvent.keyboard(nextKey(canvasElement));
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard(nextKey(canvasElement));
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveFocus();
    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Pills: Story = { args: { variant: 'pills' } };

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Items' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const VerticalPills: Story = { args: { orientation: 'vertical', variant: 'pills' } };

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Order sections">
        <Tabs.Trigger value="details" icon={<IconFileInvoice size={18} />}>
          Details
        </Tabs.Trigger>
        <Tabs.Trigger value="items" icon={<IconPackage size={18} />}>
          Items
        </Tabs.Trigger>
        <Tabs.Trigger value="shipping" icon={<IconTruckDelivery size={18} />}>
          Shipping
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">Order #10245 was placed by Amelia Chen.</Tabs.Content>
      <Tabs.Content value="items">3 items.</Tabs.Content>
      <Tabs.Content value="shipping">Express delivery.</Tabs.Content>
    </Tabs>
  ),
};

const sections = [
  'Overview',
  'Orders',
  'Products',
  'Customers',
  'Invoices',
  'Returns',
  'Discounts',
  'Shipping zones',
  'Taxes',
  'Payouts',
  'Reviews',
  'Settings',
];

export const Scrollable: Story = {
  args: { defaultValue: 'Overview' },
  render: (args) => (
    <Tabs {...args} style={{ inlineSize: 360 }}>
      <Tabs.List aria-label="Store sections">
        {sections.map((s) => (
          <Tabs.Trigger key={s} value={s}>
            {s}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sections.map((s) => (
        <Tabs.Content key={s} value={s}>
          {s} of the store.
        </Tabs.Content>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, canvasElement }) => {
    const end = canvasElement.querySelector<HTMLElement>('[data-scroll-button="end"]');
    await expect(end).not.toBeNull();
    await expect(end).toBeVisible();
    // Keyboard users reach hidden tabs with the arrow keys; the focused tab scrolls into view.
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
  },
};

function RoutedTabs(props: Omit<Parameters<typeof Tabs>[0], 'value'>) {
  const { pathname } = useLocation();
  const base = '/orders/10245';
  const links = [
    { to: base, label: 'Summary', icon: <IconFileInvoice size={18} /> },
    { to: `${base}/customer`, label: 'Customer', icon: <IconUser size={18} /> },
    { to: `${base}/messages`, label: 'Messages', icon: <IconMessage size={18} /> },
  ];
  return (
    <Tabs {...props} value={pathname} activationMode="manual">
      <Tabs.List aria-label="Order pages">
        {links.map((link) => (
          <Tabs.Link key={link.to} value={link.to}>
            <Link to={link.to}>
              <span aria-hidden style={{ display: 'inline-flex' }}>
                {link.icon}
              </span>
              {link.label}
            </Link>
          </Tabs.Link>
        ))}
      </Tabs.List>
      {links.map((link) => (
        <Tabs.Content key={link.to} value={link.to}>
          Route {link.to}
        </Tabs.Content>
      ))}
    </Tabs>
  );
}

export const AsLinks: Story = {
  parameters: { router: { initialEntry: '/orders/10245' } },
  render: (args) => <RoutedTabs variant={args.variant} />,
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('tab', { name: 'Summary' });
    await expect(summary.tagName).toBe('A');
    await expect(summary).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('tab', { name: 'Customer' }));
    const customer = canvas.getByRole('tab', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveAttribute('aria-current', 'page'));
    await expect(customer).toHaveAttribute('aria-selected', 'true');
    await expect(summary).not.toHaveAttribute('aria-current');
    await expect(within(canvas.getByRole('tabpanel')).getByText(/customer/)).toBeInTheDocument();
    // Enter on a focused link tab follows it.
    summary.focus();
    await userEvent.keyboard('{Enter}');
    // The router may commit the navigation in a transition, a tick later.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};
