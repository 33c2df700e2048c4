import type { CustomerDetails } from '@atrium/mocks/types';

import { paddedMeta } from '../../../test/story-layout.tsx';

/**
 * Grace Haddad as the fake API's seed answers `GET /api/apps/ecommerce/customers/878427`: the
 * props of the customer details parts. Two seeded orders name her (customerId), and her order
 * count and total spent are theirs.
 */
export const seededCustomer: CustomerDetails = {
  id: 12,
  customer: 'Grace Haddad',
  customerId: 878427,
  email: 'grace.haddad@outlook.com',
  country: 'United Kingdom',
  countryFlag: '/mock-assets/flags/gb.svg',
  countryCode: 'gb',
  order: 2,
  totalSpent: 592.41,
  avatar: '/mock-assets/avatars/grace-haddad.svg',
  status: 'Active',
  contact: '+1 (555) 012-8427',
  addresses: [
    {
      label: 'home',
      name: 'Grace Haddad',
      line1: '518 Canal Street',
      line2: '',
      city: 'Manchester',
      state: '',
      postalCode: '22266',
      country: 'United Kingdom',
    },
  ],
  paymentMethods: [{ brand: 'paypal', last4: '3107', expires: '01/29', holder: 'Grace Haddad' }],
  twoStepEnabled: true,
  notificationPreferences: {
    newForYou: { email: true, browser: false, app: false },
    accountActivity: { email: true, browser: true, app: false },
    newBrowser: { email: true, browser: true, app: true },
    newDevice: { email: false, browser: false, app: false },
  },
};

/** Edge case: a long name and email, three addresses and three saved cards. */
export const busyCustomer: CustomerDetails = {
  ...seededCustomer,
  customer: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
  email: 'maximiliane.alexandra.hohenzollern@very-long-company-name.example',
  order: 1284,
  totalSpent: 1_204_377.5,
  addresses: [
    ...seededCustomer.addresses,
    {
      label: 'office',
      name: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
      line1: 'Herengracht 420, Third Floor, Reception Desk of the Very Long Company Name B.V.',
      line2: 'Attention: Accounts Payable, Building C',
      city: 'Amsterdam',
      state: 'North Holland',
      postalCode: '1017 BZ',
      country: 'Netherlands',
    },
    {
      label: 'family',
      name: 'Diego Taylor',
      line1: '17 Canal Street',
      line2: '',
      city: 'Utrecht',
      state: '',
      postalCode: '3511 LX',
      country: 'Netherlands',
    },
  ],
  paymentMethods: [
    ...seededCustomer.paymentMethods,
    { brand: 'visa', last4: '4242', expires: '11/28', holder: 'Diego Taylor' },
    { brand: 'paypal', last4: '0917', expires: '01/29', holder: 'Diego Taylor' },
  ],
};

/**
 * The meta fields but its title of a customer details part's stories: padded (at `maxInlineSize`
 * when given), showing `seededCustomer`.
 */
export const customerPartMeta = <C>(component: C, maxInlineSize?: number) => ({
  ...paddedMeta(component, maxInlineSize),
  args: { customer: seededCustomer },
});
