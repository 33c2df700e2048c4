import { avatarPath } from '../../lib/asset-paths.ts';
import { addDays, isoDate } from '../../lib/dates.ts';
import { createRng } from '../../lib/prng.ts';
// One list: the statuses the seed draws from are the ones a body may set.
import { INVOICE_STATUSES } from '../../domains/invoice-body.ts';
import type { Invoice, InvoiceLineItem, PaymentDetails } from '../../types/invoice.ts';
import { COMPANIES, makePerson, phoneNumber } from './people.ts';
import { COUNTRIES } from './places.ts';

const SERVICES: readonly (readonly [string, string])[] = [
  ['Software Development', 'Feature work on the storefront'],
  ['UI/UX Design & Development', 'Checkout redesign and prototypes'],
  ['Unlimited Extended License', 'Licence for the admin theme'],
  ['Template Customization', 'Brand colours and page templates'],
  ['Website Maintenance', 'Monthly updates and monitoring'],
  ['App Development', 'Mobile companion app sprint'],
];
const STREETS = [
  'Maple Avenue',
  'Harbour Road',
  'King Street',
  'Elm Court',
  'Station Lane',
  'Park Drive',
];

export const FIRST_INVOICE_ID = 4987;

/** Splits a total over one to three lines whose cost × qty add up to it exactly. */
function lineItems(
  total: number,
  service: readonly [string, string],
  count: number,
): InvoiceLineItem[] {
  const base = Math.floor((total / count) * 100) / 100;
  return Array.from({ length: count }, (_, i) => {
    const cost = i === count - 1 ? Number((total - base * (count - 1)).toFixed(2)) : base;
    return {
      title: i === 0 ? service[0] : `${service[0]} (phase ${i + 1})`,
      description: service[1],
      cost,
      qty: 1,
    };
  });
}

/** Invoices issued over the last ten months; balance follows status (paid → 0, credit → < 0). */
export function seedInvoices(now: Date, count = 50): Invoice[] {
  const rng = createRng('invoices');
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const person = makePerson(rng, taken);
    const company = rng.pick(COMPANIES);
    const country = rng.pick(COUNTRIES);
    const service = rng.pick(SERVICES);
    const status = rng.pick(INVOICE_STATUSES);
    const total = rng.int(100, 5_500);
    const issued = addDays(now, -rng.int(0, 300));
    const balance =
      status === 'Paid'
        ? rng.chance(0.3)
          ? -rng.int(50, 400)
          : 0
        : status === 'Partial Payment'
          ? rng.int(50, total)
          : total;
    return {
      id: FIRST_INVOICE_ID + index,
      issuedDate: isoDate(issued),
      dueDate: isoDate(addDays(issued, rng.pick([14, 30, 45]))),
      client: {
        name: person.fullName,
        company,
        companyEmail: `${person.firstName.toLowerCase()}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        address: `${rng.int(1, 999)} ${rng.pick(STREETS)}, ${rng.pick(country.cities)}`,
        country: country.name,
        contact: phoneNumber(rng),
      },
      service: service[0],
      total,
      avatar: rng.chance(0.7) ? avatarPath(person.fullName) : '',
      invoiceStatus: status,
      balance,
      items: lineItems(total, service, rng.int(1, 3)),
      note: 'It was a pleasure working with you. We hope you will keep us in mind for future projects. Thank you!',
    };
  });
}

/** Bank details shown on every invoice (one merchant account). */
export function paymentDetailsFor(invoice: Invoice): PaymentDetails {
  return {
    totalDue: `$${Math.max(invoice.balance, 0).toFixed(2)}`,
    bankName: 'Harbor Commercial Bank',
    country: 'United States',
    iban: 'US19 HCB0 0000 0000 4471 2290',
    swiftCode: 'HCBKUS33',
  };
}
