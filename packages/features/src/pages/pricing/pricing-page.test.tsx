import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { signedInStore } from '../account-settings/test/signed-in-store.ts';
import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { pagesPaths } from '../routes.ts';
import { PricingPage } from './pricing-page.tsx';

const server = setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const cardOf = (name: string) => screen.getByRole('article', { name });

/** The big figure of a plan card: its price per month in the billing shown. */
const priceOf = (name: string) =>
  within(cardOf(name))
    .getAllByText(/\$/)
    .map((node) => node.textContent)
    .join(' ');

describe('PricingPage', { timeout: 40_000 }, () => {
  it('lowers the paid prices per month with annual billing and shows the saving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PricingPage />, { initialEntry: pagesPaths.pricing });
    const monthly = priceOf('Company');
    expect(monthly).toContain('$79');
    expect(within(cardOf('Company')).queryByText(/You save/)).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Annual' }));
    expect(priceOf('Company')).not.toBe(monthly);
    // Ten months charged for twelve: $790 a year, $158 less than twelve monthly payments.
    expect(within(cardOf('Company')).getByText('$790 billed every year')).toBeVisible();
    expect(within(cardOf('Company')).getByText('You save $158 a year')).toBeVisible();
    // The free plan stays free.
    expect(within(cardOf('Basic')).getByText('Free')).toBeVisible();
  });

  it("marks the signed-in account's plan and offers every other one", async () => {
    server.use(
      http.get('*/api/pages/pricing/current-plan', () => HttpResponse.json({ plan: 'company' })),
    );
    renderWithProviders(<PricingPage />, {
      initialEntry: pagesPaths.pricing,
      store: signedInStore(1),
    });
    await waitFor(() => expect(within(cardOf('Company')).getByText('Current plan')).toBeVisible());
    expect(within(cardOf('Company')).queryByRole('link')).toBeNull();
    for (const other of ['Basic', 'Team', 'Enterprise'])
      expect(within(cardOf(other)).getByRole('link', { name: `Choose ${other}` })).toBeVisible();
  });
});
