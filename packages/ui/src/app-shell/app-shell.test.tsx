import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test/render.tsx';
import { brand, navbar, navigation } from './app-shell.fixtures.tsx';
import { AppShell } from './app-shell.tsx';

const base = {
  brand,
  navigation,
  navbar: navbar(),
  mobileNavTitle: 'Navigation',
  menuButtonLabel: 'Open navigation',
};

describe('AppShell', () => {
  it('frames the page with navigation, a banner, main content and a footer', () => {
    const { container } = renderWithTheme(
      <AppShell {...base} footer="© Atrium">
        <h1>Orders</h1>
      </AppShell>,
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Orders' }),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Atrium');
    // jsdom's window is below the large breakpoint, where the sidebar hides and the drawer takes over.
    expect(container.querySelector('aside')).toContainElement(
      screen.getByRole('navigation', { name: 'Main', hidden: true }),
    );
  });

  it('has no sidebar in the wall (coin360) layout, nor a footer', () => {
    const { container } = renderWithTheme(
      <AppShell {...base} layout="coin360" footer="© Atrium">
        <p>Wall</p>
      </AppShell>,
    );
    expect(container.querySelector('aside')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('opens the drawer from its menu button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <AppShell {...base} onMobileNavOpenChange={onChange}>
        <p>Content</p>
      </AppShell>,
    );
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('opens the mobile drawer and reports closing on Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <AppShell {...base} mobileNavOpen onMobileNavOpenChange={onChange}>
        <p>Content</p>
      </AppShell>,
    );
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('marks the collapsed rail only in the vertical layout', () => {
    const { container, rerender } = renderWithTheme(
      <AppShell {...base} collapsed>
        <p>x</p>
      </AppShell>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-collapsed', 'true');
    rerender(
      <AppShell {...base} collapsed layout="horizontal">
        <p>x</p>
      </AppShell>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-collapsed', 'false');
  });
});
