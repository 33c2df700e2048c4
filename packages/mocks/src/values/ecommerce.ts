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
 * it may import nothing but types. Each is a tuple (so zod's `z.enum` takes it as it is),
 * checked against its record type.
 */
export const setOf =
  <T>() =>
  <const V extends readonly T[]>(values: V): V =>
    values;

/** The last step first (the dashboard's order); a parcel goes through them in reverse. */
export const ORDER_STATUSES = setOf<OrderStatus>()([
  'Delivered',
  'Ready to Pickup',
  'Out for Delivery',
  'Dispatched',
]);

export const ORDER_PAYMENT_CODES = setOf<OrderPaymentCode>()([1, 2, 3, 4]);

/** What the payment codes mean on screen. */
export const orderPaymentLabels: Readonly<
  Record<OrderPaymentCode, 'Paid' | 'Pending' | 'Cancelled' | 'Failed'>
> = {
  1: 'Paid',
  2: 'Pending',
  3: 'Cancelled',
  4: 'Failed',
};

export const PAYMENT_METHODS = setOf<PaymentMethod>()(['paypalLogo', 'mastercard']);

export const PRODUCT_CATEGORIES = setOf<ProductCategory>()([
  'Electronics',
  'Accessories',
  'Shoes',
  'Office',
  'Home Decor',
  'Games',
]);

export const PRODUCT_STATUSES = setOf<ProductStatus>()(['Published', 'Scheduled', 'Inactive']);

export const PRODUCT_SHIPPING = setOf<ProductShipping>()(['seller', 'company']);
export const PRODUCT_DELIVERY = setOf<ProductDelivery>()(['worldwide', 'selected', 'local']);
export const PRODUCT_ATTRIBUTES = setOf<ProductAttribute>()(['fragile', 'biodegradable', 'frozen']);

export const CATEGORY_STATUSES = setOf<CategoryStatus>()(['Published', 'Inactive']);

export const REVIEW_STATUSES = setOf<ReviewStatus>()(['Published', 'Pending']);

export const STORE_CURRENCIES = setOf<StoreCurrency>()(['USD', 'EUR', 'GBP', 'AED', 'JPY']);

export const PAYMENT_PROVIDERS = setOf<PaymentProviderId>()([
  'stripe',
  'paypal',
  'adyen',
  'razorpay',
]);

export const MANUAL_PAYMENTS = setOf<ManualPaymentId>()([
  'cashOnDelivery',
  'bankDeposit',
  'moneyOrder',
]);

export const NOTIFICATION_EVENTS = setOf<NotificationEventId>()([
  'orderPlaced',
  'orderCancelled',
  'orderRefunded',
  'paymentFailed',
  'newReview',
  'lowStock',
  'newCustomer',
  'referralSignup',
]);
