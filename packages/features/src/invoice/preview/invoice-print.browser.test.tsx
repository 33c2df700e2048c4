import { render, screen, within } from '@testing-library/react';
import { setupWorker } from 'msw/browser';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
// Types `cdp().send` with Playwright's protocol methods (the provider the browser projects use).
import type {} from '@vitest/browser-playwright';

import { handlers, resetDb } from '@atrium/mocks';
import {
  AppearanceProvider,
  AppShell,
  Button,
  ToastProvider,
  createI18n,
  defaultAppearance,
} from '@atrium/ui';

import { featureNamespaces } from '../../i18n/namespaces.ts';
import { AccessProvider, staticAccess } from '../../shared/access/index.ts';
import { createStore } from '../../store/create-store.ts';
import { href, invoicePaths } from '../routes.ts';
import { InvoicePreviewPage } from './invoice-preview-page.tsx';
import { SEEDED } from './test/invoice-fixtures.ts';

const worker = setupWorker(...handlers);

beforeAll(async () => {
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
});
afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { media: '' });
  resetDb();
});
afterAll(() => worker.stop());

/**
 * The preview inside a shell like the app's (navigation, navbar, footer), in dark mode, for the
 * admin: every action of the page is there, for print to hide.
 */
function renderInShell() {
  const i18n = createI18n({ language: 'en', namespaces: featureNamespaces, syncDocument: false });
  return render(
    <ReduxProvider store={createStore()}>
      <AccessProvider value={staticAccess([{ action: 'manage', subject: 'all' }])}>
        <I18nextProvider i18n={i18n}>
          <AppearanceProvider settings={{ ...defaultAppearance, mode: 'dark' }} persist={false}>
            <ToastProvider>
              <MemoryRouter initialEntries={[href('invoice.preview', { id: SEEDED.first })]}>
                <AppShell
                  brand={<span>Atrium</span>}
                  navigation={
                    <a href="/apps/invoice/list" data-testid="nav-link">
                      Invoices
                    </a>
                  }
                  navbar={<Button>Search</Button>}
                  footer="© Atrium"
                  mobileNavTitle="Navigation"
                  menuButtonLabel="Open navigation"
                >
                  <Routes>
                    <Route
                      path={invoicePaths['invoice.preview']}
                      element={<InvoicePreviewPage />}
                    />
                  </Routes>
                </AppShell>
              </MemoryRouter>
            </ToastProvider>
          </AppearanceProvider>
        </I18nextProvider>
      </AccessProvider>
    </ReduxProvider>,
  );
}

const colorOf = (element: Element, property: 'color' | 'backgroundColor' = 'color') =>
  getComputedStyle(element)[property];

describe('Printing an invoice', () => {
  it('prints the document alone, black on white, with no navigation or buttons', async () => {
    renderInShell();
    const document = await screen.findByTestId('invoice-document', {}, { timeout: 10_000 });
    await within(document).findByTestId('invoice-shop', {}, { timeout: 10_000 });
    const heading = within(document).getByRole('heading', { level: 2 });
    expect(globalThis.document.documentElement.dataset.mode).toBe('dark');
    // On screen, in dark mode: light text on a dark card.
    expect(colorOf(heading)).not.toBe('rgb(0, 0, 0)');

    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    expect(matchMedia('print').matches).toBe(true);

    expect(document.checkVisibility()).toBe(true);
    expect(within(document).getByRole('table').checkVisibility()).toBe(true);
    expect(screen.getByTestId('nav-link').checkVisibility()).toBe(false);
    const sidebar = globalThis.document.querySelector('aside');
    expect(sidebar?.checkVisibility()).toBe(false);
    // The shell's navbar and the page's own header (title, back link).
    const banners = screen.getAllByRole('banner', { hidden: true });
    expect(banners.filter((banner) => banner.checkVisibility())).toEqual([]);
    expect(screen.getByText('© Atrium').checkVisibility()).toBe(false);
    const buttons = screen.getAllByRole('button', { hidden: true });
    expect(buttons.length).toBeGreaterThan(5);
    expect(buttons.filter((button) => button.checkVisibility())).toEqual([]);

    expect(colorOf(heading)).toBe('rgb(0, 0, 0)');
    expect(colorOf(within(document).getByTestId('invoice-total'))).toBe('rgb(0, 0, 0)');
    expect(colorOf(document, 'backgroundColor')).toBe('rgb(255, 255, 255)');
    expect(colorOf(globalThis.document.body, 'backgroundColor')).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(document).boxShadow).toBe('none');
  });
});
