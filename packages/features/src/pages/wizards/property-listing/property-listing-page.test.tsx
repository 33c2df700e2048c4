import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../../test/msw-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { back, input, next, step, typeAll } from '../test/wizard-test.ts';
import { PropertyListingPage } from './property-listing-page.tsx';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 10_000 });

async function toPrice(user: UserEvent) {
  await typeAll(user, [
    [/^Owner's full name/, 'Sam Lee'],
    [/^Email/, 'sam@example.com'],
    [/^Phone/, '+33 6 12 34 56 78'],
  ]);
  await next(user);
  await step('Property details');
  await typeAll(user, [
    [/^Bedrooms/, '2'],
    [/^Bathrooms/, '1'],
  ]);
  await next(user);
  await step('Features');
  await user.click(screen.getByRole('checkbox', { name: /^Balcony/ }));
  await next(user);
  await step('Area');
  await typeAll(user, [
    [/^Street address/, '3 Rue Lepic'],
    [/^City/, 'Paris'],
    [/^Area/, '64'],
  ]);
  await next(user);
  await step('Price');
}

describe('PropertyListingPage', { timeout: 60_000 }, () => {
  it('refuses Next with the errors shown and the first wrong field focused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PropertyListingPage />);
    await next(user);
    await waitFor(() => expect(input(/^Owner's full name/)).toHaveFocus());
    expect(screen.getByText('Some fields of this step need your attention.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
  });

  it('keeps what was typed when going Back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PropertyListingPage />);
    await toPrice(user);
    await back(user);
    await step('Area');
    expect(input(/^Area/)).toHaveValue('64');
    await back(user);
    await back(user);
    await back(user);
    await step('Personal details');
    expect(input(/^Email/)).toHaveValue('sam@example.com');
  });

  it('refuses a price that is not a positive number, then stores the listing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PropertyListingPage />);
    await toPrice(user);
    await typeAll(user, [[/^Price(?! per)/, '-3']]);
    await next(user);
    expect(await screen.findByText('Enter a price above 0, up to 100,000,000.')).toBeVisible();
    await typeAll(user, [[/^Price(?! per)/, '512000']]);
    expect(screen.getByTestId('summary-perArea')).toHaveTextContent('$8,000.00');
    await next(user);
    await step('Review');
    await user.click(screen.getByRole('button', { name: 'Publish listing' }));
    // The result screen's heading (a toast says the same).
    expect(await screen.findByRole('heading', { name: 'Listing #1 published' })).toBeVisible();
    expect(getDb().wizardProperties).toMatchObject([
      { ownerName: 'Sam Lee', features: ['balcony'], area: 64, price: 512000, pricePerArea: 8000 },
    ]);
  });
});
