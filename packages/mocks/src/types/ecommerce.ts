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
}

export type ProductInput = Omit<Product, 'id'>;

export interface ProductsResponse {
  products: Product[];
  total: number;
}

/** Beyond SPEC: the category list screen. */
export interface Category {
  id: number;
  title: string;
  description: string;
  image: string;
  totalProducts: number;
  totalEarning: number;
}

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

/** GET /api/apps/ecommerce/customers/{customerId}. */
export interface CustomerDetails extends Customer {
  status: 'Active';
  contact: string;
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
