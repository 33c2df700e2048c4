import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { filterNav } from './nav-entry.tsx';
import { sampleNav } from './nav-menu.fixtures.ts';
import { NavMenu } from './nav-menu.tsx';

describe('NavMenu', () => {
  it('marks the active link and opens the groups around it', () => {
    renderWithTheme(
      <NavMenu aria-label="Main" entries={sampleNav} activeId="ecommerce.productAdd" />,
    );
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'eCommerce' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Dashboards/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("says a badge's spoken label in place of its shown one", () => {
    renderWithTheme(
      <NavMenu
        aria-label="Main"
        entries={[
          {
            type: 'link',
            id: 'chat',
            label: 'Chat',
            href: '/apps/chat',
            badge: { label: '3', spokenLabel: '3 unread' },
          },
          {
            type: 'link',
            id: 'kanban',
            label: 'Kanban',
            href: '/apps/kanban',
            badge: { label: 'New' },
          },
        ]}
      />,
    );
    // jsdom joins the label's and the badge's text without the space a browser puts between them.
    expect(screen.getByRole('link', { name: /^Chat ?3 unread$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Kanban ?New$/ })).toBeInTheDocument();
  });

  it('opens and closes a group with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<NavMenu aria-label="Main" entries={sampleNav} />);
    const group = screen.getByRole('button', { name: /Dashboards/ });
    expect(screen.queryByRole('link', { name: 'Academy' })).toBeNull();
    group.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Academy' })).toHaveAttribute(
      'href',
      '/dashboards/academy',
    );
    await user.keyboard(' ');
    expect(screen.queryByRole('link', { name: 'Academy' })).toBeNull();
  });

  it('renders links through the given renderer', () => {
    renderWithTheme(
      <NavMenu
        aria-label="Main"
        entries={sampleNav}
        renderLink={({ href, children, ...rest }) => (
          <a href={`#${href}`} data-router="yes" {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '#/apps/chat');
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('data-router', 'yes');
  });
});

describe('filterNav', () => {
  it('drops links not allowed, then empty groups and dangling sections', () => {
    const kept = filterNav(sampleNav, (id) => id.startsWith('dashboards.'));
    expect(kept.map((e) => e.id)).toEqual(['dashboards']);
  });

  it('keeps a section that still has items under it', () => {
    const kept = filterNav(sampleNav, (id) => id === 'chat' || id === 'user.list');
    expect(kept.map((e) => e.id)).toEqual(['apps', 'chat', 'admin', 'user.list']);
  });
});
