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
