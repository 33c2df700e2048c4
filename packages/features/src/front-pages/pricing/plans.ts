import type { UserPlan } from '@atrium/mocks/types';

/** What a plan includes; `null` is unlimited. */
export interface PlanLimits {
  seats: number | null;
  products: number | null;
  storageGb: number;
  invoices: number | null;
  analytics: boolean;
  multiStore: boolean;
  api: boolean;
  prioritySupport: boolean;
  sso: boolean;
}

export interface Plan {
  /** The plan names the users list knows (`currentPlan`). */
  id: UserPlan;
  /** US dollars per month, billed monthly. */
  monthly: number;
  popular?: boolean;
  limits: PlanLimits;
}

export type Billing = 'monthly' | 'annual';
export const BILLINGS: readonly Billing[] = ['monthly', 'annual'];

/** Annual billing charges this many months for twelve. */
export const ANNUAL_MONTHS_CHARGED = 10;

/** The plans, cheapest first: the one place their prices and limits are written. */
export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    monthly: 0,
    limits: {
      seats: 1,
      products: 100,
      storageGb: 1,
      invoices: 20,
      analytics: false,
      multiStore: false,
      api: false,
      prioritySupport: false,
      sso: false,
    },
  },
  {
    id: 'team',
    monthly: 29,
    popular: true,
    limits: {
      seats: 5,
      products: 2000,
      storageGb: 20,
      invoices: null,
      analytics: true,
      multiStore: false,
      api: false,
      prioritySupport: false,
      sso: false,
    },
  },
  {
    id: 'company',
    monthly: 79,
    limits: {
      seats: 25,
      products: null,
      storageGb: 100,
      invoices: null,
      analytics: true,
      multiStore: true,
      api: true,
      prioritySupport: false,
      sso: false,
    },
  },
  {
    id: 'enterprise',
    monthly: 199,
    limits: {
      seats: null,
      products: null,
      storageGb: 1000,
      invoices: null,
      analytics: true,
      multiStore: true,
      api: true,
      prioritySupport: true,
      sso: true,
    },
  },
];

/** The plan of that id, or undefined for anything else (a hand-typed `?plan=`). */
export const findPlan = (id: string | null): Plan | undefined => PLANS.find((p) => p.id === id);

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
