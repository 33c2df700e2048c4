export * from './categories.ts';
export * from './customer-settings.ts';
export * from './customers.ts';
export * from './order-details.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './referrals.ts';
export * from './reviews.ts';
