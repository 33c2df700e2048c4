/**
 * `@atrium/mocks/values`: the fake API's value sets as plain data, the one entry of this package
 * that features and the app may import at runtime (no MSW, no db).
 */
export * from './academy.ts';
export * from './ecommerce.ts';
export * from './front.ts';
export * from './invoice.ts';
export * from './password.ts';
export * from './register.ts';
export * from './two-steps.ts';
export * from './card.ts';
export * from './access.ts';
export * from './users.ts';
export * from './plans.ts';
export * from './signed-in-account.ts';
export * from './wizards.ts';
export * from './email.ts';
export * from './realtime.ts';
export * from './logistics.ts';
export * from './vehicle-states.ts';
