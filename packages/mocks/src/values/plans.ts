import type { UserPlan } from '../types/users.ts';
import { USER_PLANS } from './users.ts';

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

/**
 * Each plan's price and limits, the one place they are written: the pricing page, the upgrade
 * dialogs and the fake API's plan blocks (account settings, user view) all read them, so a price
 * shown on one screen is the one charged on the next.
 */
const PLAN_TERMS: Record<UserPlan, Omit<Plan, 'id'>> = {
  basic: {
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
  team: {
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
  company: {
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
  enterprise: {
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
};

/** The plans, cheapest first (the users list's order of plans). */
export const PLANS: readonly Plan[] = USER_PLANS.map((id) => ({ id, ...PLAN_TERMS[id] }));

/** The plan of that id, or undefined for anything else (a hand-typed `?plan=`). */
export const findPlan = (id: string | null): Plan | undefined => PLANS.find((p) => p.id === id);

/** The plan of a known id (every `UserPlan` has one). */
export const planOf = (id: UserPlan): Plan => ({ id, ...PLAN_TERMS[id] });
