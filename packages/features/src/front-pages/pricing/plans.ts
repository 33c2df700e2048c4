import { findPlan, PLANS, type Plan, type PlanLimits } from '@atrium/mocks/values';

// The plan table is the fake API's (`@atrium/mocks/values`), so the prices here are the ones the
// account's plan block charges; this module adds what only the screens compute: billing periods.
export { findPlan, PLANS, type Plan, type PlanLimits };

export type Billing = 'monthly' | 'annual';
export const BILLINGS: readonly Billing[] = ['monthly', 'annual'];

/** Annual billing charges this many months for twelve. */
export const ANNUAL_MONTHS_CHARGED = 10;

/** `?billing=` as a billing period; monthly unless it says annual. */
export const billingOf = (value: string | null): Billing =>
  value === 'annual' ? 'annual' : 'monthly';

/** What one billing period charges: a month's price, or the year's. */
export const periodTotal = (plan: Plan, billing: Billing): number =>
  billing === 'annual' ? plan.monthly * ANNUAL_MONTHS_CHARGED : plan.monthly;

/** The price per month shown on the card: annual billing spreads the year's total. */
export const monthlyPrice = (plan: Plan, billing: Billing): number =>
  billing === 'annual' ? periodTotal(plan, 'annual') / 12 : plan.monthly;

/** What annual billing saves over twelve monthly payments, in dollars. */
export const annualSaving = (plan: Plan): number => plan.monthly * 12 - periodTotal(plan, 'annual');

/** The share annual billing takes off (the same for every paid plan). */
export const ANNUAL_SAVING_RATIO = 1 - ANNUAL_MONTHS_CHARGED / 12;

/** The comparison table's rows, in order: each a limit of `PlanLimits`. */
export const COMPARISON_ROWS = [
  'seats',
  'products',
  'storageGb',
  'invoices',
  'analytics',
  'multiStore',
  'api',
  'prioritySupport',
  'sso',
] as const satisfies readonly (keyof PlanLimits)[];
