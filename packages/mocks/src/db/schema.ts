import type { TwoStepState } from '../domains/auth-two-steps.ts';
import type { Course, CourseDetails } from '../types/academy.ts';
import type { LoginUser } from '../types/auth.ts';
import type { AccountToken } from '../types/auth-recovery.ts';
import type { CalendarEvent } from '../types/calendar.ts';
import type { Chat, ChatContact, ChatProfileUser } from '../types/chat.ts';
import type { DialogExamplesData } from '../types/dialog-examples.ts';
import type {
  Category,
  Customer,
  CustomerSettings,
  Order,
  Product,
  Referral,
  Review,
} from '../types/ecommerce.ts';
import type { EcommerceSettings } from '../types/ecommerce-extras.ts';
import type { Email } from '../types/email.ts';
import type { FrontContactMessage } from '../types/front.ts';
import type { HelpArticleStats } from '../types/help-center.ts';
import type { Invoice, InvoiceClient } from '../types/invoice.ts';
import type { KanbanData } from '../types/kanban.ts';
import type { Vehicle } from '../types/logistics.ts';
import type { StoredNotification } from '../types/notifications.ts';
import type {
  FaqGroup,
  HelpCenterArticle,
  HelpCenterData,
  ProfileHeader,
  ProfileTabs,
  SalesRow,
} from '../types/pages.ts';
import type { Permission, StoredRole } from '../types/permissions.ts';
import type { SearchGroup } from '../types/search.ts';
import type { UserDetails } from '../types/users.ts';
import type { UserViewRecord } from '../types/user-view.ts';
import type { SignedInAccountRecord } from '../types/signed-in-account.ts';
import type { WizardDeal, WizardProperty } from '../types/wizards.ts';

/**
 * Every collection the fake API serves. All of it is in the persisted snapshot, even what no call
 * changes today, so a later mutation never needs a new snapshot format.
 */
export interface Db {
  courses: Course[];
  /** Extension: every course's details, one per course (README "Academy (extension)"). */
  courseDetails: CourseDetails[];
  calendarEvents: CalendarEvent[];
  chat: { profileUser: ChatProfileUser; contacts: ChatContact[]; chats: Chat[] };
  products: Product[];
  categories: Category[];
  orders: Order[];
  customers: Customer[];
  /** Extension: each customer's two-step flag and notification choices, by customerId. */
  customerSettings: CustomerSettings[];
  reviews: Review[];
  referrals: Referral[];
  /** Extension: the store settings (GET/PUT /api/apps/ecommerce/settings). */
  ecommerceSettings: EcommerceSettings;
  emails: Email[];
  invoices: Invoice[];
  /** Extension: the clients added with POST /api/apps/invoice/clients, after the listed ones. */
  invoiceClients: InvoiceClient[];
  kanban: KanbanData;
  vehicles: Vehicle[];
  permissions: Permission[];
  roles: StoredRole[];
  users: UserDetails[];
  /** Extension: the user view's projects, devices, billing and settings, by userId. */
  userViews: UserViewRecord[];
  loginUsers: LoginUser[];
  /** Extension: the signed-in user's own settings (account settings page), by userId. */
  signedInAccounts: SignedInAccountRecord[];
  /** Extension: the password reset and email verification links handed out. */
  accountTokens: AccountToken[];
  salesRows: SalesRow[];
  faq: FaqGroup[];
  helpCenter: HelpCenterData;
  helpCenterArticle: HelpCenterArticle;
  /** Extension: each knowledge-base article's last update and "Was this helpful?" counts. */
  helpArticleStats: HelpArticleStats[];
  profileHeader: ProfileHeader;
  profileTabs: ProfileTabs;
  searchIndex: SearchGroup[];
  /** Every login user's notifications (extension: the notifications REST domain). */
  notifications: StoredNotification[];
  /** Extension: each account's two-step code and wrong tries (packages/mocks/README.md, "Two steps"). */
  twoStepCodes: TwoStepState[];
  /** Extension: the front pages' contact messages (POST /api/front/contact), oldest first. */
  frontContactMessages: FrontContactMessage[];
  /** Extension: what the dialog examples saved (packages/mocks/README.md, "Dialog examples"). */
  dialogExamples: DialogExamplesData;
  /** Extension: the deals and listings the wizard examples stored (README "Wizards (extension)"). */
  wizardDeals: WizardDeal[];
  wizardProperties: WizardProperty[];
}

/** Keys whose value must be an array in a valid snapshot (the rest must be objects). */
export const ARRAY_KEYS = [
  'courses',
  'courseDetails',
  'calendarEvents',
  'products',
  'categories',
  'orders',
  'customers',
  'customerSettings',
  'reviews',
  'referrals',
  'emails',
  'invoices',
  'invoiceClients',
  'vehicles',
  'permissions',
  'roles',
  'users',
  'userViews',
  'loginUsers',
  'signedInAccounts',
  'accountTokens',
  'salesRows',
  'faq',
  'helpArticleStats',
  'searchIndex',
  'notifications',
  'twoStepCodes',
  'frontContactMessages',
  'wizardDeals',
  'wizardProperties',
] as const satisfies readonly (keyof Db)[];

export const OBJECT_KEYS = [
  'ecommerceSettings',
  'chat',
  'kanban',
  'helpCenter',
  'helpCenterArticle',
  'profileHeader',
  'profileTabs',
  'dialogExamples',
] as const satisfies readonly (keyof Db)[];
