import { expect, userEvent, within } from 'storybook/test';

import type { OrdersByCountry } from '@atrium/mocks/types';

/**
 * What the stories of an orders-by-country card check (the shared view on the e-commerce and
 * logistics dashboards): `ready` and `check` for the card kit's `cardStateStories`, and the
 * bodies and checks of its own edge cases.
 */
export const ordersByCountryChecks = {
  ready: (card: HTMLElement) => within(card).findAllByTestId('orders-by-country-row'),
  check: async (card: HTMLElement, rows: HTMLElement[]) => {
    await expect(rows).toHaveLength(6);
    // Every seeded country has its flag beside its name.
    await expect(card.querySelectorAll('img[src*="/flags/"]')).toHaveLength(6);
    await userEvent.click(within(card).getByTestId('orders-by-country-tab-shipping'));
    await expect(within(card).getByTestId('orders-by-country-tab-shipping')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      (await within(card).findAllByTestId('orders-by-country-row')).length,
    ).toBeGreaterThan(0);
  },
};

/** The shop has no orders. */
export const noOrders: OrdersByCountry = {
  countries: [],
  totalOrders: 0,
  total: 0,
  stages: { new: 0, preparing: 0, shipping: 0 },
};

/** The empty state stands in for the map and the tabs. */
export const showsNoOrders = async (card: HTMLElement) => {
  await expect(await within(card).findByRole('heading', { level: 3 })).toBeVisible();
  await expect(within(card).queryByRole('tablist')).not.toBeInTheDocument();
};

/** A country typed into an edited address, without a code, beside a seeded one. */
export const unknownCountry: OrdersByCountry = {
  countries: [
    {
      code: 'br',
      isoNumeric: '076',
      country: 'Brazil',
      flag: '/mock-assets/flags/br.svg',
      orders: 3,
      total: 1200,
      stages: { new: 1, preparing: 0, shipping: 1 },
    },
    {
      code: null,
      isoNumeric: null,
      country: 'Atlantis',
      flag: null,
      orders: 1,
      total: 90,
      stages: { new: 0, preparing: 0, shipping: 1 },
    },
  ],
  totalOrders: 4,
  total: 1290,
  stages: { new: 1, preparing: 0, shipping: 2 },
};

/** The unknown country is listed by its typed name, a globe for its flag. */
export const listsUnknownCountry = async (card: HTMLElement) => {
  await expect(await within(card).findByText('Atlantis')).toBeVisible();
  await expect(within(card).getAllByTestId('orders-by-country-row')).toHaveLength(2);
};
