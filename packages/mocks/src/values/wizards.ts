/**
 * The wizard examples' value sets and figures (packages/mocks/README.md "Wizards (extension)"):
 * the screens compute the same checkout totals and price per area the fake API stores.
 */

/** Tax added on top of the discounted goods (the e-commerce order details use 8 % too). */
export const CHECKOUT_TAX_RATE = 0.08;
/** Flat shipping below the free-shipping threshold. */
export const CHECKOUT_SHIPPING_FEE = 4.99;
export const CHECKOUT_FREE_SHIPPING_FROM = 100;
/** Most units of one product a cart line may hold. */
export const CHECKOUT_MAX_QTY = 10;

export interface CheckoutLineAmount {
  price: number;
  qty: number;
}

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * A cart's totals: the coupon's percent comes off the subtotal, shipping is free from the
 * threshold (after the discount), tax is on the discounted goods. Every figure in cents.
 */
export function checkoutTotals(
  lines: readonly CheckoutLineAmount[],
  discountPercent = 0,
): CheckoutTotals {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.price * line.qty, 0));
  const discount = cents((subtotal * discountPercent) / 100);
  const goods = cents(subtotal - discount);
  const shipping = goods === 0 || goods >= CHECKOUT_FREE_SHIPPING_FROM ? 0 : CHECKOUT_SHIPPING_FEE;
  const tax = cents(goods * CHECKOUT_TAX_RATE);
  return { subtotal, discount, shipping, tax, total: cents(goods + shipping + tax) };
}

export const CHECKOUT_PAYMENT_METHODS = ['card', 'paypal'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export const DEAL_TYPES = ['percentage', 'flat', 'bogo', 'freeShipping'] as const;
export type DealType = (typeof DEAL_TYPES)[number];
export const DEAL_REGIONS = ['asia', 'europe', 'africa', 'americas', 'oceania'] as const;
export type DealRegion = (typeof DEAL_REGIONS)[number];
/** A percentage deal takes 1 to 90 % off; a flat one up to this amount. */
export const DEAL_MAX_PERCENT = 90;
export const DEAL_MAX_AMOUNT = 100_000;
export const DEAL_MAX_USES = 100_000;

export const PROPERTY_KINDS = ['house', 'apartment', 'villa', 'studio', 'office'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];
export const PROPERTY_LISTING_KINDS = ['sale', 'rent'] as const;
export type PropertyListingKind = (typeof PROPERTY_LISTING_KINDS)[number];
export const PROPERTY_FEATURES = [
  'parking',
  'garden',
  'pool',
  'elevator',
  'balcony',
  'airConditioning',
  'furnished',
  'petFriendly',
] as const;
export type PropertyFeature = (typeof PROPERTY_FEATURES)[number];
/** Square metres a listing's area may cover. */
export const PROPERTY_AREA_MIN = 10;
export const PROPERTY_AREA_MAX = 100_000;
export const PROPERTY_PRICE_MAX = 100_000_000;
export const PROPERTY_MAX_ROOMS = 50;

/** The price per square metre, in cents; null while either figure is missing or not positive. */
export function pricePerArea(price: number, area: number): number | null {
  if (!(price > 0) || !(area > 0)) return null;
  return cents(price / area);
}
