import type { CustomerDetails } from '@atrium/mocks/types';

/**
 * Diego Taylor as the fake API's seed answers `GET /api/apps/ecommerce/customers/606887`: the
 * props of the customer details parts. One seeded order is under his name.
 */
export const seededCustomer: CustomerDetails = {
  id: 12,
  customer: 'Diego Taylor',
  customerId: 606887,
  email: 'diego.taylor@yahoo.com',
  country: 'Netherlands',
  countryFlag: '/mock-assets/flags/nl.svg',
  countryCode: 'nl',
  order: 22,
  totalSpent: 6676.64,
  avatar: '/mock-assets/avatars/diego-taylor.svg',
  status: 'Active',
  contact: '+1 (555) 012-6887',
  addresses: [
    {
      label: 'home',
      name: 'Diego Taylor',
      line1: '2 Harbour Road',
      line2: '',
      city: 'Amsterdam',
      state: '',
      postalCode: '45661',
      country: 'Netherlands',
    },
  ],
  paymentMethods: [
    { brand: 'mastercard', last4: '2051', expires: '08/30', holder: 'Diego Taylor' },
  ],
  twoStepEnabled: true,
  notificationPreferences: {
    newForYou: { email: true, browser: false, app: false },
    accountActivity: { email: true, browser: true, app: true },
    newBrowser: { email: true, browser: true, app: false },
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
