import { notFound, success, invalid, type Outcome } from '../lib/outcome.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { UserBillingAddress, UserPaymentMethod, UserViewRecord } from '../types/user-view.ts';
import {
  cardBrand,
  cardDigits,
  expiryProblem,
  isValidCardNumber,
  isValidCvc,
} from '../values/card.ts';
import { USER_NOT_FOUND } from './users.ts';
import { userViewRecord, type UserViewDb } from './user-view.ts';

const METHOD_NOT_FOUND = 'Payment method not found';

/** `expiry` as MM/YY, not before the current month (the cards' checks, `values/card.ts`). */
function readExpiry(reader: BodyReader, now: Date, partial: boolean): string | undefined {
  const expiry = reader.string('expiry', { required: !partial, max: 10 });
  if (expiry === undefined) return undefined;
  const problem = expiryProblem(expiry, now);
  if (problem === 'format') return void reader.fail('expiry', 'expiry must be MM/YY.');
  if (problem === 'past') return void reader.fail('expiry', 'This card has expired.');
  return expiry.replace(/\s/g, '');
}

/**
 * A new card's `holder`, `number`, `expiry` and `cvc` (the cards' checks, `values/card.ts`); every
 * refusal is collected in `reader`. The other card forms of the fake API read theirs with it too.
 */
export function readCardFields(
  reader: BodyReader,
  now: Date,
): { holder?: string; number?: string; expiry?: string } {
  const holder = reader.string('holder', { max: 80 });
  const number = reader.string('number', { max: 30 });
  if (number !== undefined && !isValidCardNumber(number))
    reader.fail('number', 'number must be a valid card number.');
  const expiry = readExpiry(reader, now, false);
  const cvc = reader.string('cvc', { max: 4 });
  if (cvc !== undefined && number !== undefined && !isValidCvc(cvc, number))
    reader.fail('cvc', 'cvc must be the 3 or 4 digits on the card.');
  return { holder, number, expiry };
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

/** A new card as checked before it is stored: only the brand and last four digits are kept. */
export type NewCard = Omit<UserPaymentMethod, 'id' | 'primary'> & { primary: boolean };

/**
 * `{ holder, number, expiry, cvc, primary? }` checked by the cards' rules (`values/card.ts`): the
 * card to store, or the refused fields. Shared by every account that keeps cards.
 */
export function readNewCard(body: unknown, now: Date): Outcome<NewCard> {
  const reader = new BodyReader(body);
  const { holder, number, expiry } = readCardFields(reader, now);
  const primary = reader.boolean('primary', { required: false });
  if (!reader.ok || !holder || !number || !expiry) return invalid(reader.errors);
  const last4 = cardDigits(number).slice(-4);
  return success({ brand: cardBrand(number), holder, last4, expiry, primary: primary === true });
}

/** Stores a checked card; the first card, or one marked `primary`, is the primary one. */
export function storeCard(methods: UserPaymentMethod[], card: NewCard): UserPaymentMethod {
  const method: UserPaymentMethod = {
    ...card,
    id: Math.max(0, ...methods.map((m) => m.id)) + 1,
    primary: false,
  };
  methods.push(method);
  settlePrimary(methods, card.primary ? method : undefined);
  return method;
}

/** `{ holder?, expiry?, primary? }` on one of `methods`; unmarking the primary card is refused. */
export function changeCard(
  methods: UserPaymentMethod[],
  methodId: number | null,
  body: unknown,
  now: Date,
): Outcome<UserPaymentMethod> {
  const method = methods.find((m) => m.id === methodId);
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
  settlePrimary(methods, primary ? method : undefined);
  return success(method);
}

/** Removes one of `methods`; the next card becomes primary. */
export function removeCard(methods: UserPaymentMethod[], methodId: number | null): Outcome<null> {
  const index = methods.findIndex((m) => m.id === methodId);
  if (index === -1) return notFound(METHOD_NOT_FOUND);
  methods.splice(index, 1);
  settlePrimary(methods);
  return success(null);
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
  const card = readNewCard(body, now);
  if (!card.ok) return card;
  return withRecord(db, userId, now, (record) =>
    success(storeCard(record.paymentMethods, card.value)),
  );
}

/** Extension: PUT /api/apps/users/{id}/payment-methods/{methodId} `{ holder?, expiry?, primary? }`. */
export function updateUserPaymentMethod(
  db: UserViewDb,
  userId: number | null,
  methodId: number | null,
  body: unknown,
  now: Date,
): Outcome<UserPaymentMethod> {
  return withRecord(db, userId, now, (record) =>
    changeCard(record.paymentMethods, methodId, body, now),
  );
}

/** Extension: DELETE /api/apps/users/{id}/payment-methods/{methodId}: 204; the next card becomes primary. */
export function deleteUserPaymentMethod(
  db: UserViewDb,
  userId: number | null,
  methodId: number | null,
  now: Date,
): Outcome<null> {
  return withRecord(db, userId, now, (record) => removeCard(record.paymentMethods, methodId));
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
 * A whole billing address: `billingEmail` must be an address and `companyName` must not be empty;
 * the rest is optional text (blank allowed).
 */
export function readBillingAddress(body: unknown): Outcome<UserBillingAddress> {
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
  return success({ ...text, billingEmail });
}

/** Extension: PUT /api/apps/users/{id}/billing-address: the whole address (`readBillingAddress`). */
export function updateUserBillingAddress(
  db: UserViewDb,
  userId: number | null,
  body: unknown,
  now: Date,
): Outcome<UserBillingAddress> {
  if (!db.users.some((u) => u.id === userId)) return notFound(USER_NOT_FOUND);
  const address = readBillingAddress(body);
  if (!address.ok) return address;
  return withRecord(db, userId, now, (record) => {
    record.billingAddress = address.value;
    return success(record.billingAddress);
  });
}
