import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { loadedTable, renderWithUrl } from '../../test/render-list-page.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { CategoryListPage } from './category-list-page.tsx';
import { href } from '../routes.ts';

const server = setupFakeApi();

const renderPage = (initialEntry = href('ecommerce.categoryList')) =>
  renderWithUrl(<CategoryListPage />, initialEntry);

/** The titles of the rows on screen, in order. */
async function titles() {
  return within(await loadedTable('Categories'))
    .queryAllByTestId('category-title')
    .map((title) => title.textContent);
}

// Typing into a drawer form in jsdom is slow on a shared machine; these wait on behaviour, not time.
describe('CategoryListPage', { timeout: 60_000 }, () => {
  it('shows the first page with counts and earnings formatted by locale', async () => {
    renderPage();
    expect((await titles()).slice(0, 3)).toEqual(['Electronics', 'Accessories', 'Shoes']);
    const electronics = getDb().categories[0];
    const row = screen.getByRole('row', { name: /Electronics/ });
    expect(row).toHaveTextContent(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(
        electronics?.totalEarning ?? 0,
      ),
    );
    expect(await titles()).toHaveLength(10);
  });

  it('searches on the server and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await titles();
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'garden');
    await waitFor(async () => expect(await titles()).toEqual(['Garden']));
    expect(screen.getByTestId('search')).toHaveTextContent('garden');
  });

  it('sorts by earnings, highest first on the second click', async () => {
    const user = userEvent.setup();
    renderPage();
    await titles();
    const header = screen.getByRole('columnheader', { name: /Earnings/ });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    const best = [...getDb().categories].sort((a, b) => b.totalEarning - a.totalEarning)[0];
    await waitFor(async () => expect((await titles())[0]).toBe(best?.title));
    expect(screen.getByTestId('search')).toHaveTextContent('totalEarning');
  });

  it('validates the drawer form, then adds the category to the table', async () => {
    const user = userEvent.setup();
    renderPage(`${href('ecommerce.categoryList')}?q=lamps`);
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add category' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Slug' }), 'Not A Slug');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter a title')).toBeInTheDocument();
    expect(within(drawer).getByText(/lower-case letters/)).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /^Title/ })).toHaveFocus();

    await user.type(within(drawer).getByRole('textbox', { name: /^Title/ }), 'Lamps');
    await user.clear(within(drawer).getByRole('textbox', { name: 'Slug' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lamps added')).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).toEqual(['Lamps']));
    expect(getDb().categories.find((c) => c.title === 'Lamps')).toMatchObject({
      slug: 'lamps',
      parentId: null,
      status: 'Published',
    });
  });

  it('shows the server error for a title already used and keeps the input', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add category' });
    await user.type(within(drawer).getByRole('textbox', { name: /^Title/ }), 'shoes');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('A category with this title already exists'),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /^Title/ })).toHaveValue('shoes');
  });

  it('edits a category in the drawer with its values loaded', async () => {
    const user = userEvent.setup();
    renderPage();
    await titles();
    await user.click(screen.getByRole('button', { name: 'Edit Office' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit category' });
    const title = within(drawer).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Office');
    expect(within(drawer).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Chairs, desks, keyboards and stationery',
    );
    await user.clear(title);
    await user.type(title, 'Workspace');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workspace saved')).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).toContain('Workspace'));
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await titles();
    await user.click(screen.getByRole('button', { name: 'Delete Games' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Games?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Games deleted')).toBeInTheDocument();
    await waitFor(async () => expect(await titles()).not.toContain('Games'));
  });

  it('offers a retry when the list fails', async () => {
    server.use(
      http.get('*/api/apps/ecommerce/categories', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('The categories could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    // Right after the click the table may still show the error, not yet busy: wait for rows.
    await waitFor(
      () => expect(screen.getAllByTestId('category-title')[0]).toHaveTextContent('Electronics'),
      { timeout: 10_000 },
    );
  });

  it('says so when nothing matches and clears the search', async () => {
    const user = userEvent.setup();
    renderPage(`${href('ecommerce.categoryList')}?q=zzz`);
    expect(await screen.findByText('No category matches this search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await titles()).toHaveLength(10));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });
});
