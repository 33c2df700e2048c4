import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import type { AbilityRule } from '../shared/access/index.ts';
import { setupFakeApi } from '../test/msw-server.ts';
import { loadedRows } from '../test/render-list-page.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { InvoiceListPage } from './list/invoice-list-page.tsx';
import { InvoicePreviewPage } from './preview/invoice-preview-page.tsx';
import { href, invoicePaths } from './routes.ts';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

/** A user whose role may open the invoices and nothing more (the route needs only `read`). */
const reader: AbilityRule[] = [{ action: 'read', subject: 'Invoice' }];

describe('invoices for a user who may only read them', { timeout: 30_000 }, () => {
  it('lists them without create, selection, bulk actions, edit, duplicate or delete', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InvoiceListPage />, { initialEntry: href('invoice.list'), rules: reader });
    const [first] = await loadedRows('Invoice list');
    expect(screen.queryByRole('link', { name: 'Create invoice' })).toBeNull();
    expect(within(first as HTMLElement).queryByRole('checkbox')).toBeNull();
    await user.click(
      within(first as HTMLElement).getByRole('button', { name: /^Actions for invoice #/ }),
    );
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Preview', 'Download']);
  });

  it('previews one with download and print only: no send, payment, edit or duplicate', async () => {
    const id = getDb().invoices[0]?.id ?? 0;
    renderWithProviders(
      <Routes>
        <Route path={invoicePaths['invoice.preview']} element={<InvoicePreviewPage />} />
      </Routes>,
      { initialEntry: href('invoice.preview', { id }), rules: reader },
    );
    await screen.findByRole('heading', { level: 1, name: `Invoice #${id}` });
    const toolbar = await screen.findByRole('toolbar', { name: /./ });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download', 'Print']);
    expect(screen.queryByRole('button', { name: 'Send invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add payment' })).toBeNull();
  });
});
