/**
 * Extension: the shop's orders grouped by shipping country, one computation answered to the
 * logistics dashboard (`GET /api/dashboards/logistics/orders-by-country`) and the e-commerce one
 * (`GET /api/apps/ecommerce/dashboard/orders-by-country`). Amounts are US dollars as numbers.
 */

/** Where an open order stands (domains/ecommerce/orders-by-country.ts has the rule). */
export type OrderStage = 'new' | 'preparing' | 'shipping';

export type OrderStageCounts = Record<OrderStage, number>;

export interface CountryOrders {
  /** ISO 3166-1 alpha-2, lower case (`us`); null for a country typed into an edited address. */
  code: string | null;
  /** ISO 3166-1 numeric as three-digit text (`840`): the world map's key; null without a code. */
  isoNumeric: string | null;
  /** The country's English name, as the shipping address has it. */
  country: string;
  /** The flag picture's path; null without a code. */
  flag: string | null;
  orders: number;
  /** What those orders came to (`spent`, every payment state). */
  total: number;
  /** Open orders of the country by stage; delivered, cancelled and failed ones are in none. */
  stages: OrderStageCounts;
}

export interface OrdersByCountry {
  /** Most orders first (then the larger total, then the name). */
  countries: CountryOrders[];
  totalOrders: number;
  total: number;
  stages: OrderStageCounts;
}
