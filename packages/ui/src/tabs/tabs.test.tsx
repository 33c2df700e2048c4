import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import '../test/dom-shims.ts';

import { renderWithTheme } from '../test/render.tsx';
import { Tabs } from './tabs.tsx';

function OrderTabs(props: { onValueChange?: (v: string) => void; vertical?: boolean }) {
  return (
    <Tabs
      defaultValue="details"
      onValueChange={props.onValueChange}
      orientation={props.vertical ? 'vertical' : 'horizontal'}
    >
      <Tabs.List aria-label="Order sections">
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
        <Tabs.Trigger value="items">Items</Tabs.Trigger>
        <Tabs.Trigger value="shipping">Shipping</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">Placed on 3 March</Tabs.Content>
      <Tabs.Content value="items">Three items</Tabs.Content>
      <Tabs.Content value="shipping">Express</Tabs.Content>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the clicked tab', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithTheme(<OrderTabs onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Order sections' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Placed on 3 March');
    await user.click(screen.getByRole('tab', { name: 'Items' }));
    expect(onValueChange).toHaveBeenCalledWith('items');
    expect(screen.getByRole('tabpanel', { name: 'Items' })).toHaveTextContent('Three items');
  });

  it('moves with ArrowRight in left-to-right and ArrowLeft in right-to-left', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<OrderTabs />);
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveFocus();
    unmount();

    renderWithTheme(<OrderTabs />, { language: 'ar' });
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveFocus();
  });

  it('uses ArrowDown when vertical', async () => {
    const user = userEvent.setup();
    renderWithTheme(<OrderTabs vertical />);
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders link tabs as links and marks the current one', () => {
    renderWithTheme(
      <Tabs value="/orders">
        <Tabs.List aria-label="Pages">
          <Tabs.Link value="/orders">
            <a href="/orders">Orders</a>
          </Tabs.Link>
          <Tabs.Link value="/customers">
            <a href="/customers">Customers</a>
          </Tabs.Link>
        </Tabs.List>
      </Tabs>,
    );
    const orders = screen.getByRole('tab', { name: 'Orders' });
    expect(orders).toHaveAttribute('href', '/orders');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(orders).not.toHaveAttribute('type');
    expect(screen.getByRole('tab', { name: 'Customers' })).not.toHaveAttribute('aria-current');
  });
});
