import type { CustomerNotificationPreferences } from './ecommerce.ts';
import type { Invoice } from './invoice.ts';
import type { UserPlan } from './users.ts';
import type {
  ACCOUNT_CURRENCIES,
  ACCOUNT_LANGUAGES,
  API_KEY_PERMISSIONS,
  NOTIFICATION_TIMINGS,
  SOCIAL_SERVICES,
  TWO_STEP_METHODS,
} from '../values/signed-in-account.ts';
import type {
  UserBillingAddress,
  UserConnectionService,
  UserDevice,
  UserPaymentMethod,
  UserPlanUsage,
} from './user-view.ts';

/**
 * Extension: the signed-in user's own settings (packages/mocks/README.md, "Signed-in account
 * settings"), stored by userId beside the `loginUsers` record, whose name, email and avatar the
 * account form changes.
 */

export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];
export type AccountCurrency = (typeof ACCOUNT_CURRENCIES)[number];

/** The account form beyond the sign-in record's name and email. */
export interface AccountProfileDetails {
  organisation: string;
  phone: string;
  address: string;
  state: string;
  zipCode: string;
  country: string;
  language: AccountLanguage;
  /** An IANA zone, e.g. `Europe/Paris`. */
  timeZone: string;
  currency: AccountCurrency;
}

/** The whole account form: PUT /api/pages/account-settings/account. */
export interface AccountProfile extends AccountProfileDetails {
  fullName: string;
  email: string;
}

export type TwoStepMethod = (typeof TWO_STEP_METHODS)[number];

export interface AccountTwoStep {
  enabled: boolean;
  /** How codes reach the user; null while disabled. */
  method: TwoStepMethod | null;
  /** The SMS number (`sms` only), else ''. */
  phone: string;
}

export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

export interface AccountApiKey {
  id: number;
  name: string;
  permission: ApiKeyPermission;
  /** The whole key; the fake API keeps no secret worth hiding. */
  key: string;
  createdAt: string;
}

/** When the grid's notifications are sent. */
export type NotificationTiming = (typeof NOTIFICATION_TIMINGS)[number];

export type SocialService = (typeof SOCIAL_SERVICES)[number];

export interface AccountSocial {
  service: SocialService;
  connected: boolean;
}

export interface AccountConnection {
  service: UserConnectionService;
  connected: boolean;
}

/** What is stored per signed-in user (`db.signedInAccounts`). */
export interface SignedInAccountRecord {
  userId: number;
  /** The avatar the account had before any upload: DELETE /avatar puts it back. */
  defaultAvatar: string;
  details: AccountProfileDetails;
  deactivated: boolean;
  twoStep: AccountTwoStep;
  apiKeys: AccountApiKey[];
  devices: UserDevice[];
  notificationPreferences: CustomerNotificationPreferences;
  notificationTiming: NotificationTiming;
  connections: AccountConnection[];
  socials: AccountSocial[];
  plan: UserPlan;
  periodStart: string;
  cancelled: boolean;
  paymentMethods: UserPaymentMethod[];
  billingAddress: UserBillingAddress;
}

/** GET /api/pages/account-settings: everything the five tabs show. */
export interface SignedInAccount extends Pick<
  SignedInAccountRecord,
  | 'twoStep'
  | 'apiKeys'
  | 'devices'
  | 'notificationPreferences'
  | 'notificationTiming'
  | 'connections'
  | 'socials'
  | 'paymentMethods'
  | 'billingAddress'
  | 'deactivated'
> {
  profile: AccountProfile;
  avatar: string;
  username: string;
  plan: UserPlanUsage;
}

/** Body of POST /api/pages/account-settings/password. */
export interface AccountPasswordChange {
  currentPassword: string;
  password: string;
  confirm: string;
}

/** Body of PUT /api/pages/account-settings/two-step. */
export type AccountTwoStepChange =
  | { enabled: false }
  | { enabled: true; method: 'app'; code: string }
  | { enabled: true; method: 'sms'; phone: string };

/** Body of PUT /api/pages/account-settings/connections: every service, on or off. */
export interface AccountConnectionsChange {
  connections: Record<UserConnectionService, boolean>;
  socials: Record<SocialService, boolean>;
}

/**
 * GET /api/pages/account-settings/invoices: one invoice the shop billed to the account's company
 * (its billing address's company name), as the billing history lists it.
 */
export type AccountInvoice = Pick<
  Invoice,
  'id' | 'issuedDate' | 'dueDate' | 'service' | 'total' | 'balance' | 'invoiceStatus'
>;
