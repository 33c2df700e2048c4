import type { CustomerNotificationPreferences } from './ecommerce.ts';
import type { UserPlan } from './users.ts';

/**
 * Extension: the user view's per-user data beyond the user record (packages/mocks/README.md,
 * "User view (extension)"). Stored apart from `db.users` (`db.userViews`, by userId), so the list
 * and details calls keep answering the contract's fields only.
 */

/** What kind of work a project is (the client names it in its language). */
export type UserProjectKind = 'web' | 'mobile' | 'design' | 'marketing' | 'data';

export interface UserProject {
  id: number;
  name: string;
  kind: UserProjectKind;
  /** The project lead's full name. */
  lead: string;
  teamSize: number;
  /** Percent done, 0 to 100. */
  progress: number;
  /** Hours logged on the project. */
  hours: number;
}

/** What an activity entry says happened; `subject` names what it happened to. */
export type UserActivityKind = 'invoicePaid' | 'meeting' | 'projectCreated' | 'fileShared';

export interface UserActivity {
  id: number;
  kind: UserActivityKind;
  subject: string;
  /** ISO date-time, newest first. */
  at: string;
}

export interface UserDevice {
  id: number;
  browser: 'Chrome' | 'Firefox' | 'Safari' | 'Edge';
  os: 'Windows' | 'macOS' | 'iOS' | 'Android' | 'Linux';
  location: string;
  /** ISO date-time of the last sign-in from it, newest first. */
  lastSeen: string;
}

export type UserConnectionService = 'google' | 'slack' | 'github' | 'mailchimp' | 'asana';

export interface UserConnection {
  service: UserConnectionService;
  connected: boolean;
}

export type UserCardBrand = 'visa' | 'mastercard' | 'amex' | 'card';

export interface UserPaymentMethod {
  id: number;
  brand: UserCardBrand;
  holder: string;
  last4: string;
  /** `MM/YY` */
  expiry: string;
  primary: boolean;
}

export interface UserBillingAddress {
  companyName: string;
  billingEmail: string;
  taxId: string;
  vatNumber: string;
  mobile: string;
  country: string;
  address: string;
  state: string;
  zipCode: string;
}

/** What is stored per user (`db.userViews`). */
export interface UserViewRecord {
  userId: number;
  /** ISO date the current billing period started. */
  periodStart: string;
  /** True once the subscription was cancelled: it ends with the current period. */
  cancelled: boolean;
  twoStepEnabled: boolean;
  notificationPreferences: CustomerNotificationPreferences;
  projects: UserProject[];
  activity: UserActivity[];
  devices: UserDevice[];
  connections: UserConnection[];
  paymentMethods: UserPaymentMethod[];
  billingAddress: UserBillingAddress;
}

/**
 * The plan block: the user's `currentPlan` with its price and terms (`PLANS` of
 * `@atrium/mocks/values`) and how much of the period is used.
 */
export interface UserPlanUsage {
  name: UserPlan;
  /** Price per month in US dollars. */
  price: number;
  currency: 'USD';
  /** How many users the plan allows, `null` unlimited (the card lists it with the storage). */
  seats: number | null;
  storageGb: number;
  periodStart: string;
  periodEnd: string;
  daysTotal: number;
  daysUsed: number;
  /** The subscription ends at `periodEnd` and is not renewed. */
  cancelled: boolean;
}

/** GET /api/apps/users/{id}/view. */
export interface UserView extends Omit<UserViewRecord, 'userId' | 'periodStart' | 'cancelled'> {
  plan: UserPlanUsage;
}

/** Body of POST /api/apps/users/{id}/payment-methods. */
export interface UserPaymentMethodInput {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  primary?: boolean;
}

/** Body of PUT /api/apps/users/{id}/payment-methods/{methodId}: the number never changes. */
export interface UserPaymentMethodUpdate {
  holder?: string;
  expiry?: string;
  primary?: boolean;
}
