import type { OrderAddress } from './ecommerce.ts';
import type {
  CheckoutTotals,
  DealRegion,
  DealType,
  PropertyFeature,
  PropertyKind,
  PropertyListingKind,
} from '../values/wizards.ts';

/** One line of the checkout wizard's cart: a seeded product and how many of it. */
export interface CheckoutCartLine {
  productId: number;
  productName: string;
  productBrand: string;
  image: string;
  /** Unit price. */
  price: number;
  qty: number;
}

/** A saved delivery address the checkout offers. */
export interface CheckoutSavedAddress extends OrderAddress {
  id: string;
  /** `home` or `office`, shown as the address's tag. */
  label: 'home' | 'office';
}

/** GET /api/pages/wizards/checkout/cart. */
export interface CheckoutCart {
  lines: CheckoutCartLine[];
  addresses: CheckoutSavedAddress[];
}

/** POST /api/pages/wizards/checkout/coupon, when the code exists. */
export interface CheckoutCoupon {
  code: string;
  percent: number;
}

export type CheckoutPayment =
  | { method: 'card'; cardNumber: string; cardName: string; expiry: string; cvc: string }
  | { method: 'paypal'; paypalEmail: string };

/** POST /api/pages/wizards/checkout. */
export interface CheckoutOrderInput {
  lines: { productId: number; qty: number }[];
  coupon?: string;
  address: OrderAddress;
  payment: CheckoutPayment;
}

/** POST /api/pages/wizards/checkout answers 201 with the created order's ids and totals. */
export interface CheckoutOrderResult {
  order: { id: number; order: number; totals: CheckoutTotals };
}

/** A deal stored by the create-deal wizard. */
export interface WizardDeal {
  id: number;
  type: DealType;
  title: string;
  code: string;
  /** Percent off for `percentage`, money off for `flat`, 0 otherwise. */
  discount: number;
  client: string;
  /** ISO dates. */
  startDate: string;
  endDate: string;
  regions: DealRegion[];
  maxUses: number;
  usesPerCustomer: number;
  minimumSpend: number;
  notify: boolean;
  createdAt: string;
}

export type WizardDealInput = Omit<WizardDeal, 'id' | 'createdAt'>;

/** A listing stored by the property-listing wizard. */
export interface WizardProperty {
  id: number;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string;
  kind: PropertyKind;
  listing: PropertyListingKind;
  bedrooms: number;
  bathrooms: number;
  features: PropertyFeature[];
  address: string;
  city: string;
  /** Square metres. */
  area: number;
  price: number;
  /** Computed by the fake API: price / area, in cents. */
  pricePerArea: number;
  createdAt: string;
}

export type WizardPropertyInput = Omit<WizardProperty, 'id' | 'createdAt' | 'pricePerArea'>;
