/**
 * Extension: answers of the e-commerce calls the reviews, referrals and settings screens add
 * (summaries computed from the seeded records, the invite call and the store settings).
 */

/** GET /api/apps/ecommerce/reviews/summary: figures over every stored review. */
export interface ReviewSummary {
  /** Mean rating, 0 when there are no reviews. */
  average: number;
  total: number;
  published: number;
  pending: number;
  /** Count per rating, 5 stars first. */
  histogram: { rating: 1 | 2 | 3 | 4 | 5; count: number }[];
  /** Reviews per week, oldest first: the 12 weeks ending today (`start` is an ISO date). */
  weeks: { start: string; count: number }[];
}

/** GET /api/apps/ecommerce/referrals/summary: figures over every stored referral. */
export interface ReferralSummary {
  /** Sum of every earning, in dollars. */
  totalEarnings: number;
  /** Sum of the earnings not paid yet (status Unpaid). */
  unpaidEarnings: number;
  /** Number of referred sign-ups (every referral record). */
  signups: number;
  /** Paid referrals over all referrals, 0–1. */
  conversionRate: number;
  /** The shop's referral link to share. */
  referralUrl: string;
}

/** POST /api/apps/ecommerce/referrals/invite answer (202): the invitation was queued. */
export interface ReferralInvite {
  email: string;
  /** ISO date-time. */
  sentAt: string;
}

export type StoreCurrency = 'USD' | 'EUR' | 'GBP' | 'AED' | 'JPY';
export type FieldRequirement = 'hidden' | 'optional' | 'required';
export type PaymentProviderId = 'stripe' | 'paypal' | 'adyen' | 'razorpay';
export type ManualPaymentId = 'cashOnDelivery' | 'bankDeposit' | 'moneyOrder';
export type NotificationEventId =
  | 'orderPlaced'
  | 'orderCancelled'
  | 'orderRefunded'
  | 'paymentFailed'
  | 'newReview'
  | 'lowStock'
  | 'newCustomer'
  | 'referralSignup';

export interface StoreDetails {
  name: string;
  phone: string;
  email: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    postcode: string;
    /** ISO 3166 alpha-2, upper case. */
    country: string;
  };
  currency: StoreCurrency;
  /** IANA time zone, e.g. `Europe/Paris`. */
  timezone: string;
  /** Up to 5 letters or digits put before order numbers; may be empty. */
  orderPrefix: string;
}

export interface PaymentSettings {
  providers: Record<PaymentProviderId, boolean>;
  manual: Record<ManualPaymentId, boolean>;
  /** Shown to customers who choose a manual method. */
  manualInstructions: string;
}

export interface CheckoutSettings {
  contactMethod: 'phone' | 'email';
  fullName: 'lastOnly' | 'firstAndLast';
  companyName: FieldRequirement;
  addressLine2: FieldRequirement;
  shippingPhone: FieldRequirement;
  tipping: {
    enabled: boolean;
    /** Pre-selected tip in percent, 0–30. */
    defaultPercent: number;
  };
}

export interface ShippingRate {
  id: string;
  name: string;
  /** Dollars; 0 is free shipping. */
  price: number;
  /** Orders at or above this amount get the rate; null means any order. */
  minOrder: number | null;
}

export interface ShippingZone {
  id: string;
  name: string;
  /** ISO 3166 alpha-2 codes, upper case. */
  countries: string[];
  rates: ShippingRate[];
}

export interface ShippingSettings {
  zones: ShippingZone[];
}

export interface StoreLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  /** Whether online orders may be fulfilled from here. */
  fulfilsOnlineOrders: boolean;
}

export interface LocationSettings {
  locations: StoreLocation[];
  /** Id of a location in `locations`; it must fulfil online orders. */
  defaultLocationId: string;
}

export interface NotificationSettings {
  /** Address the notification emails are sent from. */
  senderEmail: string;
  events: Record<NotificationEventId, { email: boolean; push: boolean }>;
}

/** Extension: GET/PUT /api/apps/ecommerce/settings. */
export interface EcommerceSettings {
  store: StoreDetails;
  payments: PaymentSettings;
  checkout: CheckoutSettings;
  shipping: ShippingSettings;
  locations: LocationSettings;
  notifications: NotificationSettings;
}

/** A PUT body: any sections, each replaced as a whole. */
export type EcommerceSettingsUpdate = Partial<EcommerceSettings>;
