import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { HorizontalNav, sectionsAsGroups } from './horizontal-nav.tsx';
import type { NavEntry } from './nav-entry.tsx';
import { sampleNav } from './nav-menu.fixtures.ts';

describe('sectionsAsGroups', () => {
  it('folds each section with what follows it, keeps earlier entries and drops empty sections', () => {
    const link = (id: string): NavEntry => ({ type: 'link', id, label: id, href: `/${id}` });
    expect(
      sectionsAsGroups([
        link('home'),
        { type: 'section', id: 'apps', label: 'Apps' },
        link('mail'),
        link('chat'),
        { type: 'section', id: 'empty', label: 'Empty' },
        { type: 'section', id: 'misc', label: 'Misc' },
        link('faq'),
      ]),
    ).toEqual([
      link('home'),
      { type: 'group', id: 'apps', label: 'Apps', children: [link('mail'), link('chat')] },
      { type: 'group', id: 'misc', label: 'Misc', children: [link('faq')] },
    ]);
  });
});

describe('HorizontalNav', () => {
  it('shows what precedes the first section at the top level, and each section as a dropdown', () => {
    renderWithTheme(<HorizontalNav aria-label="Main" entries={sampleNav} activeId="chat" />);
    const top = screen.getAllByRole('button').map((button) => button.textContent);
    expect(top).toEqual(['Dashboards', 'Apps & pages', 'Administration']);
    expect(screen.getByRole('button', { name: 'Apps & pages' })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  it('reaches a link inside a section through its dropdown', async () => {
    const user = userEvent.setup();
    renderWithTheme(<HorizontalNav aria-label="Main" entries={sampleNav} activeId="chat" />);
    await user.click(screen.getByRole('button', { name: 'Apps & pages' }));
    const chat = await screen.findByRole('menuitem', { name: 'Chat' });
    expect(chat).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'eCommerce' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });

  it('opens a group as a menu of links with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <HorizontalNav aria-label="Main" entries={sampleNav} activeId="ecommerce.orderList" />,
    );
    screen.getByRole('button', { name: 'Apps & pages' }).focus();
    await user.keyboard('{Enter}');
    (await screen.findByRole('menuitem', { name: 'eCommerce' })).focus();
    await user.keyboard('{ArrowRight}');
    const orders = await screen.findByRole('menuitem', { name: 'Orders' });
    expect(orders).toHaveAttribute('href', '/apps/ecommerce/order/list');
    expect(orders).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Products' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  });
});
