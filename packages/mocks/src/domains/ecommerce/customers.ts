import { avatarPath, flagPath } from '../../lib/asset-paths.ts';
import { nextId } from '../../lib/ids.ts';
import { invalid, notFound, success, type Outcome } from '../../lib/outcome.ts';
import { fieldSortKeys } from '../../lib/fields.ts';
import { listRequest, runList, type QueryInput } from '../../lib/query.ts';
import { createSearch } from '../../lib/search-text.ts';
import { BodyReader, defined } from '../../lib/validate.ts';
import type { Db } from '../../db/schema.ts';
import { COUNTRIES } from '../../db/seed/places.ts';
import { createRng } from '../../lib/prng.ts';
import type {
  Customer,
  CustomerAddress,
  CustomerDetails,
  CustomerPaymentMethod,
  CustomersResponse,
} from '../../types/ecommerce.ts';
import { customerSettingsOf } from './customer-settings.ts';

const matchesText = createSearch<Customer>('customer', 'country', 'email');

const SORT_KEYS = {
  ...fieldSortKeys<Customer>('customer', 'country', 'customerId', 'totalSpent'),
  orders: (c: Customer) => c.order,
};

/** GET /api/apps/ecommerce/customers: q on name, country or email. */
export function listCustomers(
  customers: readonly Customer[],
  query: QueryInput,
): CustomersResponse {
  const { params, q, page } = listRequest(query);
  const rows = runList(customers, params, { sortKeys: SORT_KEYS, match: (c) => matchesText(c, q) });
  return { customers: page(rows), total: rows.length };
}

const STREETS = ['Linden Street', 'Harbour Road', 'Orchard Lane', 'Kings Avenue', 'Canal Street'];
const ADDRESS_LABELS: readonly CustomerAddress['label'][] = ['home', 'office', 'family'];
const CARD_BRANDS: readonly CustomerPaymentMethod['brand'][] = ['mastercard', 'visa', 'paypal'];

/** Extension: addresses in the customer's country and saved cards, the same on every load. */
function customerExtras(customer: Customer) {
  const rng = createRng(`customer-extras-${customer.customerId}`);
  const country = COUNTRIES.find((c) => c.code === customer.countryCode);
  const addresses = ADDRESS_LABELS.slice(0, rng.int(1, 3)).map((label): CustomerAddress => ({
    label,
    name: customer.customer,
    line1: `${rng.int(1, 980)} ${rng.pick(STREETS)}`,
    line2: '',
    city: country ? rng.pick(country.cities) : '',
    state: '',
    postalCode: String(rng.int(10_000, 99_999)),
    country: customer.country,
  }));
  const paymentMethods = rng
    .sample(CARD_BRANDS, rng.int(1, 3))
    .map((brand): CustomerPaymentMethod => ({
      brand,
      last4: String(rng.int(1000, 9999)),
      expires: `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(27, 31)}`,
      holder: customer.customer,
    }));
  return { addresses, paymentMethods };
}

/**
 * GET /api/apps/ecommerce/customers/{customerId}: adds status 'Active' and a contact phone, and
 * (extension) an address book, saved payment methods and the stored account settings.
 */
export function customerDetails(
  db: Pick<Db, 'customers' | 'customerSettings'>,
  customerId: number,
): CustomerDetails | undefined {
  const customer = db.customers.find((c) => c.customerId === customerId);
  if (!customer) return undefined;
  const phoneTail = String(customer.customerId).slice(-4);
  const { twoStepEnabled, notificationPreferences } = customerSettingsOf(
    db.customerSettings,
    customerId,
  );
  return {
    ...customer,
    status: 'Active',
    contact: `+1 (555) ${String(customer.id).padStart(3, '0').slice(-3)}-${phoneTail}`,
    ...customerExtras(customer),
    twoStepEnabled,
    notificationPreferences,
  };
}

/** The country by name or code; the code and flag of a customer follow from it. */
function readCountry(reader: BodyReader): { country: string; countryCode: string } | undefined {
  if (!reader.has('country') && !reader.has('countryCode')) return undefined;
  const given = reader.raw('countryCode') ?? reader.raw('country');
  const raw = typeof given === 'string' ? given.trim().toLowerCase() : '';
  const found = COUNTRIES.find((c) => c.code === raw || c.name.toLowerCase() === raw);
  if (!found) {
    reader.fail('country', 'country must be one of the supported countries.');
    return undefined;
  }
  return { country: found.name, countryCode: found.code };
}

function readCustomer(body: unknown, partial: boolean) {
  const reader = new BodyReader(body, partial);
  const customer = reader.string('customer', { max: 120 });
  const email = reader.email('email');
  const place = readCountry(reader);
  if (!partial && !place && !reader.errors.country) reader.fail('country', 'country is required.');
  const order = reader.number('order', { required: false, integer: true, min: 0 });
  const totalSpent = reader.number('totalSpent', { required: false, min: 0 });
  const avatar = reader.string('avatar', { required: false, max: 300, allowEmpty: true });
  return { reader, fields: defined({ customer, email, order, totalSpent, avatar, ...place }) };
}

/** Extension: POST /api/apps/ecommerce/customers; a new six-digit customerId is assigned. */
export function createCustomer(customers: Customer[], body: unknown): Outcome<Customer> {
  const { reader, fields } = readCustomer(body, false);
  if (!reader.ok) return invalid(reader.errors);
  const customerId = customers.reduce((max, c) => Math.max(max, c.customerId), 99_999) + 1;
  const name = fields.customer ?? '';
  const code = fields.countryCode ?? 'us';
  const created: Customer = {
    id: nextId(customers),
    customer: name,
    customerId,
    email: fields.email ?? '',
    country: fields.country ?? '',
    countryFlag: flagPath(code),
    countryCode: code,
    order: fields.order ?? 0,
    totalSpent: fields.totalSpent ?? 0,
    avatar: fields.avatar || avatarPath(name),
  };
  customers.push(created);
  return success(created);
}

/** Extension: PUT /api/apps/ecommerce/customers/{customerId}. */
export function updateCustomer(
  customers: Customer[],
  customerId: number,
  body: unknown,
): Outcome<Customer> {
  const customer = customers.find((c) => c.customerId === customerId);
  if (!customer) return notFound('Customer not found');
  const { reader, fields } = readCustomer(body, true);
  if (!reader.ok) return invalid(reader.errors);
  Object.assign(
    customer,
    fields,
    fields.countryCode ? { countryFlag: flagPath(fields.countryCode) } : {},
  );
  return success(customer);
}
