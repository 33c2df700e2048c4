import type { EcommerceSettings } from '../../types/ecommerce-extras.ts';

/** Extension: the store settings the settings screen edits (one shop, so one fixed record). */
export function seedEcommerceSettings(): EcommerceSettings {
  return {
    store: {
      name: 'Atrium Store',
      phone: '+1 (415) 555-0142',
      email: 'hello@atrium.example',
      address: {
        line1: '350 Market Street',
        line2: 'Suite 1200',
        city: 'San Francisco',
        postcode: '94105',
        country: 'US',
      },
      currency: 'USD',
      timezone: 'America/Los_Angeles',
      orderPrefix: 'AT',
    },
    payments: {
      providers: { stripe: true, paypal: true, adyen: false, razorpay: false },
      manual: { cashOnDelivery: false, bankDeposit: true, moneyOrder: false },
      manualInstructions: 'Use your order number as the payment reference.',
    },
    checkout: {
      contactMethod: 'email',
      fullName: 'firstAndLast',
      companyName: 'optional',
      addressLine2: 'optional',
      shippingPhone: 'required',
      tipping: { enabled: false, defaultPercent: 10 },
    },
    shipping: {
      zones: [
        {
          id: 'zone-domestic',
          name: 'Domestic',
          countries: ['US'],
          rates: [
            { id: 'rate-standard', name: 'Standard', price: 4.99, minOrder: null },
            { id: 'rate-free', name: 'Free shipping', price: 0, minOrder: 75 },
          ],
        },
        {
          id: 'zone-europe',
          name: 'Europe',
          countries: ['FR', 'DE', 'ES', 'IT', 'NL'],
          rates: [
            { id: 'rate-eu-standard', name: 'International standard', price: 19, minOrder: null },
          ],
        },
      ],
    },
    locations: {
      locations: [
        {
          id: 'loc-sf',
          name: 'San Francisco warehouse',
          address: '350 Market Street',
          city: 'San Francisco',
          country: 'US',
          fulfilsOnlineOrders: true,
        },
        {
          id: 'loc-ny',
          name: 'New York shop',
          address: '88 Greene Street',
          city: 'New York',
          country: 'US',
          fulfilsOnlineOrders: false,
        },
        {
          id: 'loc-paris',
          name: 'Paris pop-up',
          address: '12 rue de Rivoli',
          city: 'Paris',
          country: 'FR',
          fulfilsOnlineOrders: true,
        },
      ],
      defaultLocationId: 'loc-sf',
    },
    notifications: {
      senderEmail: 'orders@atrium.example',
      events: {
        orderPlaced: { email: true, push: true },
        orderCancelled: { email: true, push: false },
        orderRefunded: { email: true, push: false },
        paymentFailed: { email: true, push: true },
        newReview: { email: false, push: true },
        lowStock: { email: true, push: true },
        newCustomer: { email: false, push: false },
        referralSignup: { email: false, push: true },
      },
    },
  };
}
