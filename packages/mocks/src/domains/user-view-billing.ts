import { notFound, success, invalid, type Outcome } from '../lib/outcome.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type {
  UserBillingAddress,
  UserCardBrand,
  UserPaymentMethod,
  UserViewRecord,
} from '../types/user-view.ts';
import { cardDigits, expiryProblem, isValidCardNumber, isValidCvc } from '../values/card.ts';
import { USER_NOT_FOUND } from './users.ts';
import { userViewRecord, type UserViewDb } from './user-view.ts';

const METHOD_NOT_FOUND = 'Payment method not found';

/** The brand a card number's first digits name; `card` for any other issuer. */
export function cardBrand(number: string): UserCardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** `expiry` as MM/YY, not before the current month (the cards' checks, `values/card.ts`). */
function readExpiry(reader: BodyReader, now: Date, partial: boolean): string | undefined {
  const expiry = reader.string('expiry', { required: !partial, max: 10 });
  if (expiry === undefined) return undefined;
  const problem = expiryProblem(expiry, now);
  if (problem === 'format') return void reader.fail('expiry', 'expiry must be MM/YY.');
  if (problem === 'past') return void reader.fail('expiry', 'This card has expired.');
  return expiry.replace(/\s/g, '');
}

/** One primary card at most: the one just marked, or the first when the primary one left. */
function settlePrimary(methods: UserPaymentMethod[], primary?: UserPaymentMethod): void {
  if (primary) for (const m of methods) m.primary = m === primary;
  const first = methods[0];
  if (first && !methods.some((m) => m.primary)) first.primary = true;
}

function withRecord<T>(
  db: UserViewDb,
  userId: number | null,
  now: Date,
  change: (record: UserViewRecord) => Outcome<T>,
): Outcome<T> {
  const record = userViewRecord(db, userId, now, true);
  return record ? change(record) : notFound(USER_NOT_FOUND);
}

/**
 * Extension: POST /api/apps/users/{id}/payment-methods `{ holder, number, expiry, cvc, primary? }`.
 * Only the brand and the last four digits are kept; the first card is the primary one.
 */
export function addUserPaymentMethod(
  db: UserViewDb,
  userId: number | null,
  body: unknown,
  now: Date,
): Outcome<UserPaymentMethod> {
  if (!db.users.some((u) => u.id === userId)) return notFound(USER_NOT_FOUND);
  const reader = new BodyReader(body);
  const holder = reader.string('holder', { max: 80 });
  const number = reader.string('number', { max: 30 });
  if (number !== undefined && !isValidCardNumber(number))
    reader.fail('number', 'number must be a valid card number.');
  const expiry = readExpiry(reader, now, false);
  const cvc = reader.string('cvc', { max: 4 });
  if (cvc !== undefined && number !== undefined && !isValidCvc(cvc, number))
    reader.fail('cvc', 'cvc must be the 3 or 4 digits on the card.');
  const primary = reader.boolean('primary', { required: false });
  if (!reader.ok || !holder || !number || !expiry) return invalid(reader.errors);
  return withRecord(db, userId, now, (record) => {
    const methods = record.paymentMethods;
    const method: UserPaymentMethod = {
      id: Math.max(0, ...methods.map((m) => m.id)) + 1,
      brand: cardBrand(number),
      holder,
      last4: cardDigits(number).slice(-4),
      expiry,
      primary: false,
    };
    methods.push(method);
    settlePrimary(methods, primary ? method : undefined);
    return success(method);
  });
}

/** Extension: PUT /api/apps/users/{id}/payment-methods/{methodId} `{ holder?, expiry?, primary? }`. */
export function updateUserPaymentMethod(
  db: UserViewDb,
  userId: number | null,
  methodId: number | null,
  body: unknown,
  now: Date,
): Outcome<UserPaymentMethod> {
  return withRecord(db, userId, now, (record) => {
    const method = record.paymentMethods.find((m) => m.id === methodId);
    if (!method) return notFound(METHOD_NOT_FOUND);
    const reader = new BodyReader(body, true);
    const fields = defined({
      holder: reader.string('holder', { max: 80 }),
      expiry: readExpiry(reader, now, true),
    });
    const primary = reader.boolean('primary');
    if (primary === false && method.primary)
      reader.fail('primary', 'Mark another card as primary instead.');
    if (!reader.ok) return invalid(reader.errors);
    Object.assign(method, fields);
    settlePrimary(record.paymentMethods, primary ? method : undefined);
    return success(method);
  });
}

/** Extension: DELETE /api/apps/users/{id}/payment-methods/{methodId}: 204; the next card becomes primary. */
export function deleteUserPaymentMethod(
  db: UserViewDb,
  userId: number | null,
  methodId: number | null,
  now: Date,
): Outcome<null> {
  return withRecord(db, userId, now, (record) => {
    const index = record.paymentMethods.findIndex((m) => m.id === methodId);
    if (index === -1) return notFound(METHOD_NOT_FOUND);
    record.paymentMethods.splice(index, 1);
    settlePrimary(record.paymentMethods);
    return success(null);
  });
}

const ADDRESS_FIELDS = [
  'companyName',
  'taxId',
  'vatNumber',
  'mobile',
  'country',
  'address',
  'state',
  'zipCode',
] as const satisfies readonly (keyof UserBillingAddress)[];

/**
 * Extension: PUT /api/apps/users/{id}/billing-address: the whole address. `billingEmail` must be
 * an address and `companyName` must not be empty; the rest is optional text (blank allowed).
 */
export function updateUserBillingAddress(
  db: UserViewDb,
  userId: number | null,
  body: unknown,
  now: Date,
): Outcome<UserBillingAddress> {
  if (!db.users.some((u) => u.id === userId)) return notFound(USER_NOT_FOUND);
  const reader = new BodyReader(body);
  const billingEmail = reader.email('billingEmail');
  const text = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [
      field,
      reader.string(field, {
        required: field === 'companyName',
        allowEmpty: field !== 'companyName',
        max: field === 'address' ? 200 : 80,
      }) ?? '',
    ]),
  ) as Record<(typeof ADDRESS_FIELDS)[number], string>;
  if (!reader.ok || !billingEmail) return invalid(reader.errors);
  return withRecord(db, userId, now, (record) => {
    record.billingAddress = { ...text, billingEmail };
    return success(record.billingAddress);
  });
}
