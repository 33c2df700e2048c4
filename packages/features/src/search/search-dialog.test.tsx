import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../test/render.tsx';
import type { SearchLink } from './api.ts';
import { setupFakeApi } from '../test/msw-server.ts';
import { NavbarSearch } from './navbar-search.tsx';
import { SearchDialog } from './search-dialog.tsx';

const server = setupFakeApi();

const activeOption = () => {
  const id = screen.getByRole('combobox', { name: 'Search' }).getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

function renderDialog(onNavigate = vi.fn(), onOpenChange = vi.fn()) {
  renderWithProviders(
    <SearchDialog open onOpenChange={onOpenChange} onNavigate={onNavigate} debounceMs={10} />,
  );
  return { onNavigate, onOpenChange, user: userEvent.setup() };
}

describe('SearchDialog', () => {
  it('offers suggestions before anything is typed', () => {
    renderDialog();
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /eCommerce dashboard/ })).toBeInTheDocument();
  });

  it('groups the answer by translated category, with arrows and Enter navigating', async () => {
    const { onNavigate, onOpenChange, user } = renderDialog();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'dash');
    const dashboards = await screen.findByRole('group', { name: 'Dashboards' });
    expect(within(dashboards).getAllByRole('option').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Apps & pages' })).toBeInTheDocument();
    const first = activeOption();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).not.toBe(first);
    const chosen = activeOption()?.textContent ?? '';
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    const [link] = onNavigate.mock.calls[0] as [SearchLink];
    expect(link.route?.id).toMatch(/dashboard/);
    expect(chosen).toMatch(/Dashboard/);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers only the screens the user may open, suggestions and answers alike', async () => {
    const onlyInvoices = (link: SearchLink) => link.route?.id.startsWith('invoice') ?? true;
    renderWithProviders(
      <SearchDialog
        open
        onOpenChange={vi.fn()}
        onNavigate={vi.fn()}
        debounceMs={10}
        canOpen={onlyInvoices}
      />,
    );
    // The popular section holds no invoice screen: it is left out whole.
    expect(screen.queryByRole('group', { name: 'Popular searches' })).toBeNull();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Invoice list',
    ]);
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Search' }), 'dash');
    expect(await screen.findByTestId('search-empty')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByRole('combobox'), 'zzzqqq');
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('No results for “zzzqqq”');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows an error with a retry when the search fails', async () => {
    server.use(http.get('*/api/app-bar/search', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderDialog();
    await user.type(screen.getByRole('combobox'), 'crm');
    // Three refused searches, one a key: on a loaded CI machine that takes over the default second.
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('search-error')).toHaveTextContent('Search is not available');
  });
});

describe('NavbarSearch', () => {
  it('opens with the "Search" button and with Ctrl+K, and closes with Escape', async () => {
    renderWithProviders(<NavbarSearch onNavigate={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });
});
