import type { Db } from './schema.ts';
import { seedCalendarEvents } from './seed/calendar.ts';
import { seedCategories } from './seed/categories.ts';
import { seedChats, seedContacts, seedProfileUser } from './seed/chat.ts';
import { seedCourseDetails } from './seed/course-details.ts';
import { seedCourses } from './seed/courses.ts';
import { seedCustomerSettings, seedCustomers } from './seed/customers.ts';
import { seedEcommerceSettings } from './seed/ecommerce-settings.ts';
import { seedEmails } from './seed/emails.ts';
import { seedFaq } from './seed/faq.ts';
import { seedHelpCenter, seedHelpCenterArticle } from './seed/help-center.ts';
import { seedInvoices } from './seed/invoices.ts';
import { seedKanban } from './seed/kanban.ts';
import { seedNotifications } from './seed/notifications.ts';
import { seedOrders, withOrderTotals } from './seed/orders.ts';
import { seedPermissions, seedRoles } from './seed/permissions.ts';
import { seedProducts } from './seed/products.ts';
import { seedProfileHeader, seedProfileTabs } from './seed/profile.ts';
import { seedReferrals } from './seed/referrals.ts';
import { seedReviews } from './seed/reviews.ts';
import { seedSalesRows } from './seed/sales.ts';
import { seedSearchIndex } from './seed/search-index.ts';
import { seedLoginUsers, seedUsers } from './seed/users.ts';
import { seedVehicles } from './seed/vehicles.ts';

/** README "Seed" sample sizes, plus the sizes this package chose where the contract names none. */
export const SEED_SIZES = {
  courses: 25,
  calendarEvents: 10,
  contacts: 10,
  chats: 2,
  products: 50,
  reviews: 100,
  referrals: 45,
  orders: 100,
  customers: 100,
  emails: 30,
  invoices: 50,
  users: 50,
  permissions: 9,
  vehicles: 25,
  salesRows: 40,
} as const;

export interface SeedOptions {
  /** "Now" for every relative date. */
  now: Date;
  /**
   * Multiplies the list collections the benchmark measures (products, orders, customers,
   * reviews, users, invoices); 1 is the real seed.
   */
  scale?: number;
}

/** Builds a fresh db: the same data for the same `now` on every call. */
export function createSeed({ now, scale = 1 }: SeedOptions): Db {
  const products = seedProducts(SEED_SIZES.products * scale);
  const contacts = seedContacts();
  const people = seedCustomers(SEED_SIZES.customers * scale);
  const orders = seedOrders(now, people, SEED_SIZES.orders * scale);
  const customers = withOrderTotals(people, orders);
  return {
    courses: seedCourses(),
    courseDetails: seedCourseDetails(),
    calendarEvents: seedCalendarEvents(now),
    chat: { profileUser: seedProfileUser(), contacts, chats: seedChats(now) },
    products,
    categories: seedCategories(products),
    orders,
    customers,
    customerSettings: seedCustomerSettings(customers),
    reviews: seedReviews(now, products, SEED_SIZES.reviews * scale),
    referrals: seedReferrals(),
    ecommerceSettings: seedEcommerceSettings(),
    emails: seedEmails(now),
    invoices: seedInvoices(now, SEED_SIZES.invoices * scale),
    kanban: seedKanban(now),
    vehicles: seedVehicles(),
    permissions: seedPermissions(now),
    roles: seedRoles(),
    users: seedUsers(SEED_SIZES.users * scale),
    loginUsers: seedLoginUsers(),
    salesRows: seedSalesRows(now),
    faq: seedFaq(),
    helpCenter: seedHelpCenter(),
    helpCenterArticle: seedHelpCenterArticle(),
    profileHeader: seedProfileHeader(),
    profileTabs: seedProfileTabs(),
    searchIndex: seedSearchIndex(),
    notifications: seedNotifications(now),
  };
}
