import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { CALENDAR_CATEGORIES } from '../domains/calendar.ts';
import {
  ORDER_PAYMENT_CODES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  REVIEW_STATUSES,
} from '../values/ecommerce.ts';
import { EMAIL_FOLDERS, EMAIL_LABELS } from '../values/email.ts';
import { INVOICE_STATUSES } from '../domains/invoice-body.ts';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '../domains/users.ts';
import { createSeed, SEED_PARTS, SEED_SIZES } from './create-seed.ts';
import { DB_KEYS } from './lazy-db.ts';

const db = createSeed({ now: fixedNow });

describe('the seed', () => {
  it('has the README "Seed" sample sizes', () => {
    expect(db.courses).toHaveLength(25);
    expect(db.calendarEvents).toHaveLength(10);
    expect(db.chat.contacts).toHaveLength(10);
    expect(db.chat.chats).toHaveLength(2);
    expect(db.products).toHaveLength(50);
    expect(db.reviews).toHaveLength(100);
    expect(db.referrals).toHaveLength(45);
    expect(db.orders).toHaveLength(100);
    expect(db.customers).toHaveLength(100);
    expect(db.kanban.boards.map((b) => b.title)).toEqual(['In Progress', 'In Review', 'Done']);
  });

  it('has the sizes chosen where the contract names none', () => {
    expect(db.emails).toHaveLength(SEED_SIZES.emails);
    expect(db.invoices).toHaveLength(SEED_SIZES.invoices);
    expect(db.users).toHaveLength(SEED_SIZES.users);
    expect(db.vehicles).toHaveLength(SEED_SIZES.vehicles);
    expect(db.permissions.map((p) => p.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    expect(db.roles.map((r) => r.name)).toEqual([
      'administrator',
      'manager',
      'users',
      'support',
      'restricted-user',
    ]);
  });

  it('is built by parts that name every collection once, and return exactly what they name', () => {
    const named = SEED_PARTS.flatMap((part) => part.keys);
    expect([...named].sort()).toEqual([...DB_KEYS].sort());
    for (const part of SEED_PARTS) {
      expect(Object.keys(part.build({ now: fixedNow, scale: 1 })).sort()).toEqual(
        [...part.keys].sort(),
      );
    }
  });

  it('is the same on every load for the same clock', () => {
    expect(createSeed({ now: fixedNow })).toEqual(db);
  });

  it('derives calendar, mail and chat dates from the clock', () => {
    const later = new Date('2031-07-01T12:00:00Z');
    const moved = createSeed({ now: later });
    expect(moved.calendarEvents[0]?.start.slice(0, 10)).toBe('2031-07-01');
    expect(moved.emails[0]?.time.slice(0, 7)).toBe('2031-07');
    expect(moved.chat.chats[1]?.messages.at(-1)?.time.slice(0, 10)).toBe('2031-07-01');
    expect(moved.products).toEqual(db.products);
  });

  it('uses only the value sets of README "Records and value sets"', () => {
    for (const p of db.products) {
      expect(PRODUCT_CATEGORIES).toContain(p.category);
      expect(PRODUCT_STATUSES).toContain(p.status);
      expect(p.price).toMatch(/^\$\d/);
    }
    for (const r of db.reviews) {
      expect(REVIEW_STATUSES).toContain(r.status);
      expect(r.review).toBeGreaterThanOrEqual(1);
      expect(r.review).toBeLessThanOrEqual(5);
      expect(r.date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    }
    for (const o of db.orders) {
      expect(ORDER_STATUSES).toContain(o.status);
      expect(ORDER_PAYMENT_CODES).toContain(o.payment);
      expect(['paypalLogo', 'mastercard']).toContain(o.method);
    }
    for (const ref of db.referrals) expect(['Paid', 'Unpaid', 'Rejected']).toContain(ref.status);
    for (const i of db.invoices) expect(INVOICE_STATUSES).toContain(i.invoiceStatus);
    for (const u of db.users) {
      expect(USER_ROLES).toContain(u.role);
      expect(USER_PLANS).toContain(u.currentPlan);
      expect(USER_STATUSES).toContain(u.status);
    }
    for (const e of db.emails) {
      expect(EMAIL_FOLDERS).toContain(e.folder);
      for (const label of e.labels) expect(EMAIL_LABELS).toContain(label);
    }
    for (const e of db.calendarEvents)
      expect(CALENDAR_CATEGORIES).toContain(e.extendedProps.calendar);
    for (const v of db.vehicles) expect(v.progress).toBeGreaterThanOrEqual(0);
    for (const v of db.vehicles) expect(v.progress).toBeLessThanOrEqual(100);
    expect(db.courses.map((c) => c.tags)).toEqual(
      expect.arrayContaining(['Web', 'Design', 'Psychology', 'UI/UX', 'Art']),
    );
  });

  it('pairs sales payment statuses as README "Records and value sets" says, with one Unpaid row Confirmed', () => {
    const pairs = db.salesRows.map((r) => `${r.payment.receivedPaymentStatus}/${r.payment.status}`);
    for (const pair of pairs)
      expect([
        'Fully Paid/Completed',
        'Partially Paid/Confirmed',
        'Unpaid/Cancelled',
        'Unpaid/Confirmed',
      ]).toContain(pair);
    expect(pairs.filter((p) => p === 'Unpaid/Confirmed')).toHaveLength(1);
  });

  it('has unique ids and customer ids', () => {
    for (const list of [
      db.products,
      db.orders,
      db.customers,
      db.reviews,
      db.referrals,
      db.invoices,
      db.users,
      db.emails,
      db.courses,
    ]) {
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
    }
    expect(new Set(db.customers.map((c) => c.customerId)).size).toBe(db.customers.length);
  });

  it('gives every order one of the seeded customers, with that customer’s name, email and avatar', () => {
    const byId = new Map(db.customers.map((c) => [c.customerId, c]));
    for (const o of db.orders) {
      const buyer = byId.get(o.customerId);
      expect(buyer, `order ${o.id}`).toBeDefined();
      expect([o.customer, o.email, o.avatar]).toEqual([
        buyer?.customer,
        buyer?.email,
        buyer?.avatar,
      ]);
    }
  });

  it('counts for every customer exactly the orders and the spending of the orders naming them', () => {
    for (const c of db.customers) {
      const theirs = db.orders.filter((o) => o.customerId === c.customerId);
      const cents = theirs.reduce((sum, o) => sum + Math.round(o.spent * 100), 0);
      expect({ id: c.customerId, order: c.order, totalSpent: c.totalSpent }).toEqual({
        id: c.customerId,
        order: theirs.length,
        totalSpent: cents / 100,
      });
    }
    expect(db.customers.reduce((sum, c) => sum + c.order, 0)).toBe(db.orders.length);
    // Not a degenerate split: some customers are regulars, some have not ordered yet.
    expect(db.customers.some((c) => c.order >= 3)).toBe(true);
    expect(db.customers.some((c) => c.order === 0)).toBe(true);
  });

  it('has balances below, at and above zero', () => {
    expect(db.invoices.some((i) => i.balance < 0)).toBe(true);
    expect(db.invoices.some((i) => i.balance === 0)).toBe(true);
    expect(db.invoices.some((i) => i.balance > 0)).toBe(true);
  });

  it('points every image at a local asset, never an external URL (the app must work offline)', () => {
    const text = JSON.stringify(db);
    expect(text).not.toMatch(/https?:\/\//);
    const paths = text.match(/\/mock-assets\/[a-z]+\/[^"]+/g) ?? [];
    expect(paths.length).toBeGreaterThan(500);
  });

  it('scales the benchmarked collections', { timeout: 20_000 }, () => {
    const big = createSeed({ now: fixedNow, scale: 100 });
    expect(big.products).toHaveLength(5_000);
    expect(big.orders).toHaveLength(10_000);
    expect(new Set(big.customers.map((c) => c.customerId)).size).toBe(10_000);
  });
});
