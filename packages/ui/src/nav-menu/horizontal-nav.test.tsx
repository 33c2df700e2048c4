import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { HorizontalNav } from './horizontal-nav.tsx';
import { sampleNav } from './nav-menu.fixtures.ts';

describe('HorizontalNav', () => {
  it('shows links and groups at the top level, without section headings', () => {
    renderWithTheme(<HorizontalNav aria-label="Main" entries={sampleNav} activeId="chat" />);
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'eCommerce' })).toBeInTheDocument();
    expect(screen.queryByText('Apps & pages')).toBeNull();
  });

  it('opens a group as a menu of links with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <HorizontalNav aria-label="Main" entries={sampleNav} activeId="ecommerce.orderList" />,
    );
    screen.getByRole('button', { name: 'eCommerce' }).focus();
    await user.keyboard('{Enter}');
    const orders = await screen.findByRole('menuitem', { name: 'Orders' });
    expect(orders).toHaveAttribute('href', '/apps/ecommerce/order/list');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Products' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });
});
