export type ProductCategory =
  'Electronics' | 'Accessories' | 'Shoes' | 'Office' | 'Home Decor' | 'Games';
export type ProductStatus = 'Inactive' | 'Published' | 'Scheduled';

export interface Product {
  id: number;
  productName: string;
  category: ProductCategory;
  stock: boolean;
  sku: number;
  /** Text with a $ prefix, e.g. `$999.00`. */
  price: string;
  qty: number;
  status: ProductStatus;
  image: string;
  /** Short description line shown under the name. */
  productBrand: string;
  // Beyond the list row of README "Records and value sets": the add/edit product form's fields.
  // Optional, absent on seeded products, and
  // never part of a list answer (the list call keeps the contract's fields only).
  /** Sanitized rich-text HTML. */
  description?: string;
  barcode?: string;
  /** Pictures as `data:image/...` URLs or asset paths; `image` is the first one. */
  images?: string[];
  variants?: ProductVariant[];
  tags?: string[];
  vendor?: string;
  collection?: string;
  /** Text with a $ prefix, below `price`. */
  discountedPrice?: string;
  taxCharged?: boolean;
  /** Who ships: the seller or the store company. */
  shipping?: ProductShipping;
  delivery?: ProductDelivery;
  /** ISO 3166 alpha-2 codes when `delivery` is `selected`. */
  deliveryCountries?: string[];
  attributes?: ProductAttribute[];
  /** ISO date, for perishable goods. */
  expiryDate?: string;
}

/** Extension: one option of a product (`{ option: 'Size', value: 'XL' }`). */
export interface ProductVariant {
  option: string;
  value: string;
}
export type ProductShipping = 'seller' | 'company';
export type ProductDelivery = 'worldwide' | 'selected' | 'local';
export type ProductAttribute = 'fragile' | 'biodegradable' | 'frozen';

/** A product's list-row fields (README "Records and value sets"): what the list call answers. */
export type ProductSummary = Pick<
  Product,
  | 'id'
  | 'productName'
  | 'category'
  | 'stock'
  | 'sku'
  | 'price'
  | 'qty'
  | 'status'
  | 'image'
  | 'productBrand'
>;

export type ProductInput = Omit<Product, 'id'>;

export interface ProductsResponse {
  products: Product[];
  total: number;
}

/** Extension: the category list screen. */
export interface Category {
  id: number;
  title: string;
  description: string;
  image: string;
  totalProducts: number;
  totalEarning: number;
  // Beyond the seed: set by the category form. Optional, absent on seeded categories.
  slug?: string;
  /** Id of the parent category; null or absent for a top-level one. */
  parentId?: number | null;
  status?: CategoryStatus;
}

export type CategoryStatus = 'Published' | 'Inactive';

export type CategoryInput = Omit<Category, 'id'>;

export interface CategoriesResponse {
  categories: Category[];
  total: number;
}

export type OrderStatus = 'Delivered' | 'Ready to Pickup' | 'Out for Delivery' | 'Dispatched';
/** 1 Paid, 2 Pending, 3 Cancelled, 4 Failed (see `orderPaymentLabels`). */
export type OrderPaymentCode = 1 | 2 | 3 | 4;
export type PaymentMethod = 'paypalLogo' | 'mastercard';

export interface Order {
  id: number;
  order: number;
  /** Extension: the buyer's `Customer.customerId`; `customer`, `email`, `avatar` are theirs. */
  customerId: number;
  customer: string;
  email: string;
  avatar: string;
  payment: OrderPaymentCode;
  status: OrderStatus;
  spent: number;
  method: PaymentMethod;
  /** ISO date `2026-03-01`. */
  date: string;
  /** `9:30 AM` */
  time: string;
  /** Last four digits of the card or account. */
  methodNumber: number;
  /** Extension: set once an address is edited; the details call derives one otherwise. */
  shippingAddress?: OrderAddress;
  billingAddress?: OrderAddress;
  /** Extension: the lines of an order placed by the checkout wizard; seeded orders derive theirs. */
  items?: OrderItem[];
}

/** Extension: a postal address of an order (shipping or billing). */
export interface OrderAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** Extension: one line of an order, drawn from the seeded products. */
export interface OrderItem {
  productId: number;
  productName: string;
  productBrand: string;
  image: string;
  /** Unit price. */
  price: number;
  qty: number;
  total: number;
}

/** Extension: one step of the shipping timeline, dated from the order date. */
export interface OrderActivity {
  kind: 'placed' | 'confirmed' | 'dispatched' | 'outForDelivery' | 'readyToPickup' | 'delivered';
  /** ISO date-time. */
  at: string;
}

/**
 * Extension: GET /api/apps/ecommerce/orders/{id}. Deterministic from the seed: the items,
 * subtotal, shipping and tax add up to `spent`.
 */
export interface OrderDetails extends Order {
  items: OrderItem[];
  subtotal: number;
  shipping: number;
  tax: number;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  activity: OrderActivity[];
}

/** Extension: GET /api/apps/ecommerce/orders/summary, the list's widgets. */
export interface OrdersSummary {
  /** Payment code 2. */
  pendingPayment: number;
  /** Status Delivered and payment code 1. */
  completed: number;
  /** Payment code 3 (Cancelled: the money went back). */
  refunded: number;
  /** Payment code 4. */
  failed: number;
  total: number;
}

export interface OrdersResponse {
  orders: Order[];
  total: number;
}

export interface Customer {
  id: number;
  customer: string;
  customerId: number;
  email: string;
  country: string;
  /** Local SVG path of the country's flag. */
  countryFlag: string;
  /** ISO 3166 alpha-2, lower case. */
  countryCode: string;
  /** Number of orders. */
  order: number;
  totalSpent: number;
  avatar: string;
}

export type CustomerInput = Omit<Customer, 'id' | 'customerId' | 'countryFlag'>;

/**
 * GET /api/apps/ecommerce/customers/{customerId}. Extension it also answers the customer's
 * stored account settings (`twoStepEnabled`, `notificationPreferences`).
 */
export interface CustomerDetails extends Customer, Omit<CustomerSettings, 'customerId'> {
  status: 'Active';
  contact: string;
  /** Extension: the address book, derived from the customerId (the first is the default). */
  addresses: CustomerAddress[];
  /** Extension: saved cards, derived from the customerId (the first is the primary one). */
  paymentMethods: CustomerPaymentMethod[];
}

/** Extension: what the shop can tell a customer about (the rows of the notifications tab). */
export type CustomerNotificationType = 'newForYou' | 'accountActivity' | 'newBrowser' | 'newDevice';
/** Extension: how the shop tells it (the columns of the notifications tab). */
export type CustomerNotificationChannel = 'email' | 'browser' | 'app';
/** Every type with every channel, on or off. */
export type CustomerNotificationPreferences = Record<
  CustomerNotificationType,
  Record<CustomerNotificationChannel, boolean>
>;

/**
 * Extension: a customer's account settings, stored apart from the customer record
 * (`db.customerSettings`) so the list call keeps answering the contract's fields only. No password is
 * kept: the password call validates and forgets.
 */
export interface CustomerSettings {
  customerId: number;
  /** A one-time code is asked for at sign-in (PUT /customers/{customerId}/two-step). */
  twoStepEnabled: boolean;
  /** PUT /customers/{customerId}/notifications. */
  notificationPreferences: CustomerNotificationPreferences;
}

/** Extension: body and answer of PUT /customers/{customerId}/notifications (the whole grid). */
export interface CustomerNotificationsUpdate {
  preferences: CustomerNotificationPreferences;
}

/** Extension: body and answer of PUT /customers/{customerId}/two-step. */
export interface CustomerTwoStepUpdate {
  enabled: boolean;
}

/** Extension: body of POST /customers/{customerId}/password; answered 204, never echoed. */
export interface CustomerPasswordChange {
  password: string;
  confirm: string;
}

export interface CustomerAddress extends OrderAddress {
  /** `home`, `office`, ... */
  label: 'home' | 'office' | 'family';
}

export interface CustomerPaymentMethod {
  brand: 'mastercard' | 'visa' | 'paypal';
  last4: string;
  /** `MM/YY` */
  expires: string;
  holder: string;
}

export interface CustomersResponse {
  customers: Customer[];
  total: number;
}

export type ReviewStatus = 'Published' | 'Pending';

export interface Review {
  id: number;
  product: string;
  companyName: string;
  productImage: string;
  reviewer: string;
  email: string;
  avatar: string;
  /** Month/day/year text, e.g. `3/18/2026`. */
  date: string;
  status: ReviewStatus;
  /** Rating 1 to 5. */
  review: number;
  head: string;
  para: string;
}

export interface ReviewsResponse {
  reviews: Review[];
  total: number;
}

export type ReferralStatus = 'Paid' | 'Unpaid' | 'Rejected';

export interface Referral {
  id: number;
  user: string;
  email: string;
  avatar: string;
  referredId: number;
  status: ReferralStatus;
  /** Text with $. */
  value: string;
  /** Text with $. */
  earning: string;
}

export interface ReferralsResponse {
  referrals: Referral[];
  total: number;
}
