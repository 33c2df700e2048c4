import { avatarPath, productImagePath } from '../../lib/asset-paths.ts';
import { addDays, dayMonthYear } from '../../lib/dates.ts';
import { createRng } from '../../lib/prng.ts';
import { slugify } from '../../lib/text.ts';
import type { SalesPayment, SalesRow } from '../../types/pages.ts';
import { CATALOGUE } from './products.ts';
import { makePerson } from './people.ts';

/**
 * Payment per README "Records and value sets": Fully Paid goes with Completed, Partially Paid with
 * Confirmed and Unpaid with Cancelled, except the one Unpaid row that is Confirmed
 * (`unpaidConfirmed`).
 */
function payment(total: number, kind: number, unpaidConfirmed: boolean): SalesPayment {
  if (kind === 0)
    return { total, receivedPaymentStatus: 'Fully Paid', paidAmount: total, status: 'Completed' };
  if (kind === 1)
    return {
      total,
      receivedPaymentStatus: 'Partially Paid',
      paidAmount: Math.round(total * 0.4 * 100) / 100,
      status: 'Confirmed',
    };
  return {
    total,
    receivedPaymentStatus: 'Unpaid',
    paidAmount: 0,
    status: unpaidConfirmed ? 'Confirmed' : 'Cancelled',
  };
}

/** 40 sales rows for the data-table page, dated over the last year. */
export function seedSalesRows(now: Date, count = 40): SalesRow[] {
  const rng = createRng('sales');
  const taken = new Set<string>();
  let unpaidSeen = false;
  return Array.from({ length: count }, (_, index) => {
    const [name, category, brand, description, price] = rng.pick(CATALOGUE);
    const buyer = makePerson(rng, taken);
    const kind = rng.pick([0, 0, 0, 1, 1, 2]);
    const unpaidConfirmed = kind === 2 && !unpaidSeen;
    if (kind === 2) unpaidSeen = true;
    const total = price * rng.int(1, 3);
    return {
      product: {
        id: index + 1,
        name,
        slug: slugify(name),
        brand,
        category,
        price,
        image: productImagePath(name),
        hasFreeShipping: rng.chance(0.5),
        rating: rng.int(1, 5),
        description,
      },
      date: dayMonthYear(addDays(now, -rng.int(0, 365))),
      buyer: { name: buyer.fullName, avatar: avatarPath(buyer.fullName) },
      payment: payment(total, kind, unpaidConfirmed),
    };
  });
}
