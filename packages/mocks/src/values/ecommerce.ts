import type {
  CategoryStatus,
  OrderPaymentCode,
  OrderStatus,
  PaymentMethod,
  ProductAttribute,
  ProductCategory,
  ProductDelivery,
  ProductShipping,
  ProductStatus,
  ReviewStatus,
} from '../types/ecommerce.ts';
import type {
  ManualPaymentId,
  NotificationEventId,
  PaymentProviderId,
  StoreCurrency,
} from '../types/ecommerce-extras.ts';

/*
 * The e-commerce value sets the fake API accepts (packages/mocks/README.md), in the order screens
 * list them. Plain data: the features import this entry at runtime (`@atrium/mocks/values`), so
 * it may import nothing but types. Tuples (`as const`) so zod's `z.enum` takes them as they are.
 */

/** The last step first (the dashboard's order); a parcel goes through them in reverse. */
export const ORDER_STATUSES = [
  'Delivered',
  'Ready to Pickup',
  'Out for Delivery',
  'Dispatched',
] as const satisfies readonly OrderStatus[];

export const ORDER_PAYMENT_CODES = [1, 2, 3, 4] as const satisfies readonly OrderPaymentCode[];

/** What the payment codes mean on screen. */
export const orderPaymentLabels: Readonly<
  Record<OrderPaymentCode, 'Paid' | 'Pending' | 'Cancelled' | 'Failed'>
> = {
  1: 'Paid',
  2: 'Pending',
  3: 'Cancelled',
  4: 'Failed',
};

export const PAYMENT_METHODS = [
  'paypalLogo',
  'mastercard',
] as const satisfies readonly PaymentMethod[];

export const PRODUCT_CATEGORIES = [
  'Electronics',
  'Accessories',
  'Shoes',
  'Office',
  'Home Decor',
  'Games',
] as const satisfies readonly ProductCategory[];

export const PRODUCT_STATUSES = [
  'Published',
  'Scheduled',
  'Inactive',
] as const satisfies readonly ProductStatus[];

export const PRODUCT_SHIPPING = ['seller', 'company'] as const satisfies readonly ProductShipping[];
export const PRODUCT_DELIVERY = [
  'worldwide',
  'selected',
  'local',
] as const satisfies readonly ProductDelivery[];
export const PRODUCT_ATTRIBUTES = [
  'fragile',
  'biodegradable',
  'frozen',
] as const satisfies readonly ProductAttribute[];

export const CATEGORY_STATUSES = [
  'Published',
  'Inactive',
] as const satisfies readonly CategoryStatus[];

export const REVIEW_STATUSES = ['Published', 'Pending'] as const satisfies readonly ReviewStatus[];

export const STORE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'AED',
  'JPY',
] as const satisfies readonly StoreCurrency[];

export const PAYMENT_PROVIDERS = [
  'stripe',
  'paypal',
  'adyen',
  'razorpay',
] as const satisfies readonly PaymentProviderId[];

export const MANUAL_PAYMENTS = [
  'cashOnDelivery',
  'bankDeposit',
  'moneyOrder',
] as const satisfies readonly ManualPaymentId[];

export const NOTIFICATION_EVENTS = [
  'orderPlaced',
  'orderCancelled',
  'orderRefunded',
  'paymentFailed',
  'newReview',
  'lowStock',
  'newCustomer',
  'referralSignup',
] as const satisfies readonly NotificationEventId[];
