import { seedPart } from '../seed-part.ts';
import { seedCategories } from '../seed/categories.ts';
import { seedCustomerSettings, seedCustomers } from '../seed/customers.ts';
import { seedEcommerceSettings } from '../seed/ecommerce-settings.ts';
import { seedOrders, withOrderTotals } from '../seed/orders.ts';
import { seedProducts } from '../seed/products.ts';
import { seedReferrals } from '../seed/referrals.ts';
import { seedReviews } from '../seed/reviews.ts';
import { SEED_SIZES } from '../seed-sizes.ts';

/** The catalogue, its orders and the customers who placed them: each derived from the others. */
export const shopSeed = seedPart(
  ['products', 'categories', 'orders', 'customers', 'customerSettings', 'reviews'],
  ({ now, scale }) => {
    const products = seedProducts(SEED_SIZES.products * scale);
    const people = seedCustomers(SEED_SIZES.customers * scale);
    const orders = seedOrders(now, people, SEED_SIZES.orders * scale);
    const customers = withOrderTotals(people, orders);
    return {
      products,
      categories: seedCategories(products),
      orders,
      customers,
      customerSettings: seedCustomerSettings(customers),
      reviews: seedReviews(now, products, SEED_SIZES.reviews * scale),
    };
  },
);

export const referralsSeed = seedPart(['referrals'], () => ({ referrals: seedReferrals() }));

export const storeSettingsSeed = seedPart(['ecommerceSettings'], () => ({
  ecommerceSettings: seedEcommerceSettings(),
}));
