import { invalid, success, type Outcome } from '../../lib/outcome.ts';
import { isRecord } from '../../lib/text.ts';
import { BodyReader } from '../../lib/validate.ts';
import {
  MANUAL_PAYMENTS,
  NOTIFICATION_EVENTS,
  PAYMENT_PROVIDERS,
  STORE_CURRENCIES,
} from '../../values/ecommerce.ts';
import type {
  CheckoutSettings,
  EcommerceSettings,
  FieldRequirement,
  LocationSettings,
  NotificationSettings,
  PaymentSettings,
  ShippingRate,
  ShippingSettings,
  ShippingZone,
  StoreDetails,
  StoreLocation,
} from '../../types/ecommerce-extras.ts';

const REQUIREMENTS: readonly FieldRequirement[] = ['hidden', 'optional', 'required'];

type Errors = Record<string, string[]>;

/** Reads one nested object with its own reader; its errors are added under `prefix.field`. */
function nested<T>(
  errors: Errors,
  prefix: string,
  value: unknown,
  read: (reader: BodyReader) => T | undefined,
): T | undefined {
  const reader = new BodyReader(value);
  const result = read(reader);
  for (const [field, messages] of Object.entries(reader.errors)) {
    const key = field === 'body' ? prefix : `${prefix}.${field}`;
    (errors[key] ??= []).push(...messages.map((m) => m.replace('The request body', prefix)));
  }
  return reader.ok ? result : undefined;
}

function flags<K extends string>(reader: BodyReader, keys: readonly K[]): Record<K, boolean> {
  const entries = keys.map((key) => [key, reader.boolean(key) ?? false] as const);
  return Object.fromEntries(entries) as Record<K, boolean>;
}

function readStore(errors: Errors, value: unknown): StoreDetails | undefined {
  return nested(errors, 'store', value, (r) => {
    const address = nested(
      errors,
      'store.address',
      isRecord(value) ? value.address : undefined,
      (a) => ({
        line1: a.string('line1', { max: 120 }) ?? '',
        line2: a.string('line2', { max: 120, allowEmpty: true }) ?? '',
        city: a.string('city', { max: 80 }) ?? '',
        postcode: a.string('postcode', { max: 16 }) ?? '',
        country: a.string('country', { max: 2 })?.toUpperCase() ?? '',
      }),
    );
    const store = {
      name: r.string('name', { max: 80 }) ?? '',
      phone: r.string('phone', { max: 30 }) ?? '',
      email: r.email('email') ?? '',
      currency: r.oneOf('currency', STORE_CURRENCIES) ?? 'USD',
      timezone: r.string('timezone', { max: 60 }) ?? '',
      orderPrefix: r.string('orderPrefix', { max: 5, allowEmpty: true }) ?? '',
    };
    if (store.orderPrefix && !/^[A-Za-z0-9]+$/.test(store.orderPrefix))
      r.fail('orderPrefix', 'orderPrefix must be letters and digits only.');
    return address ? { ...store, address } : undefined;
  });
}

function readPayments(errors: Errors, value: unknown): PaymentSettings | undefined {
  const body = isRecord(value) ? value : {};
  return nested(errors, 'payments', value, (r) => {
    const providers = nested(errors, 'payments.providers', body.providers, (p) =>
      flags(p, PAYMENT_PROVIDERS),
    );
    const manual = nested(errors, 'payments.manual', body.manual, (m) => flags(m, MANUAL_PAYMENTS));
    const manualInstructions =
      r.string('manualInstructions', { max: 500, allowEmpty: true, required: false }) ?? '';
    if (!providers || !manual) return undefined;
    if (![...Object.values(providers), ...Object.values(manual)].some(Boolean))
      r.fail('providers', 'At least one payment method must be on.');
    return { providers, manual, manualInstructions };
  });
}

function readCheckout(errors: Errors, value: unknown): CheckoutSettings | undefined {
  const body = isRecord(value) ? value : {};
  return nested(errors, 'checkout', value, (r) => {
    const tipping = nested(errors, 'checkout.tipping', body.tipping, (t) => ({
      enabled: t.boolean('enabled') ?? false,
      defaultPercent: t.number('defaultPercent', { min: 0, max: 30, integer: true }) ?? 0,
    }));
    const checkout = {
      contactMethod: r.oneOf('contactMethod', ['phone', 'email'] as const) ?? 'email',
      fullName: r.oneOf('fullName', ['lastOnly', 'firstAndLast'] as const) ?? 'firstAndLast',
      companyName: r.oneOf('companyName', REQUIREMENTS) ?? 'optional',
      addressLine2: r.oneOf('addressLine2', REQUIREMENTS) ?? 'optional',
      shippingPhone: r.oneOf('shippingPhone', REQUIREMENTS) ?? 'optional',
    };
    return tipping ? { ...checkout, tipping } : undefined;
  });
}

const isRate = (item: unknown): item is ShippingRate =>
  isRecord(item) &&
  typeof item.id === 'string' &&
  typeof item.name === 'string' &&
  item.name.trim() !== '' &&
  typeof item.price === 'number' &&
  item.price >= 0 &&
  (item.minOrder === null || (typeof item.minOrder === 'number' && item.minOrder >= 0));

const isZone = (item: unknown): item is ShippingZone =>
  isRecord(item) &&
  typeof item.id === 'string' &&
  typeof item.name === 'string' &&
  item.name.trim() !== '' &&
  Array.isArray(item.countries) &&
  item.countries.length > 0 &&
  item.countries.every((c) => typeof c === 'string' && /^[A-Z]{2}$/.test(c)) &&
  Array.isArray(item.rates) &&
  item.rates.length > 0 &&
  item.rates.every(isRate);

function readShipping(errors: Errors, value: unknown): ShippingSettings | undefined {
  return nested(errors, 'shipping', value, (r) => {
    const zones = r.list('zones', isZone, { what: 'zones with a name, countries and rates' });
    return zones ? { zones } : undefined;
  });
}

const isLocation = (item: unknown): item is StoreLocation =>
  isRecord(item) &&
  ['id', 'name', 'address', 'city', 'country'].every(
    (key) => typeof item[key] === 'string' && String(item[key]).trim() !== '',
  ) &&
  typeof item.fulfilsOnlineOrders === 'boolean';

function readLocations(errors: Errors, value: unknown): LocationSettings | undefined {
  return nested(errors, 'locations', value, (r) => {
    const locations = r.list('locations', isLocation, { what: 'locations' });
    const defaultLocationId = r.string('defaultLocationId') ?? '';
    const chosen = locations?.find((l) => l.id === defaultLocationId);
    if (locations && defaultLocationId && !chosen)
      r.fail('defaultLocationId', 'defaultLocationId must be one of the locations.');
    else if (chosen && !chosen.fulfilsOnlineOrders)
      r.fail('defaultLocationId', 'The default location must fulfil online orders.');
    return locations ? { locations, defaultLocationId } : undefined;
  });
}

function readNotifications(errors: Errors, value: unknown): NotificationSettings | undefined {
  const body = isRecord(value) ? value : {};
  const eventsBody = isRecord(body.events) ? body.events : undefined;
  return nested(errors, 'notifications', value, (r) => {
    const senderEmail = r.email('senderEmail') ?? '';
    const events = nested(errors, 'notifications.events', body.events, () => {
      const entries = NOTIFICATION_EVENTS.map((id) => {
        const one = nested(errors, `notifications.events.${id}`, eventsBody?.[id], (e) => ({
          email: e.boolean('email') ?? false,
          push: e.boolean('push') ?? false,
        }));
        return [id, one ?? { email: false, push: false }] as const;
      });
      return Object.fromEntries(entries) as NotificationSettings['events'];
    });
    return events ? { senderEmail, events } : undefined;
  });
}

const READERS = {
  store: readStore,
  payments: readPayments,
  checkout: readCheckout,
  shipping: readShipping,
  locations: readLocations,
  notifications: readNotifications,
} satisfies { [K in keyof EcommerceSettings]: (e: Errors, v: unknown) => unknown };

/**
 * Extension: PUT /api/apps/ecommerce/settings. Each section present in the body is validated in
 * full and replaces the stored one; nothing is saved when any section is invalid. Errors are keyed
 * by path (`store.email`, `locations.defaultLocationId`).
 */
export function updateSettings(
  settings: EcommerceSettings,
  body: unknown,
): Outcome<EcommerceSettings> {
  if (!isRecord(body)) return invalid({ body: ['The request body must be a JSON object.'] });
  const errors: Errors = {};
  const next: Partial<EcommerceSettings> = {};
  const sections = Object.keys(READERS) as (keyof EcommerceSettings)[];
  for (const key of sections) {
    if (body[key] === undefined) continue;
    const value: unknown = READERS[key](errors, body[key]);
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  if (!sections.some((key) => body[key] !== undefined))
    errors.body = [`The body must have one of: ${sections.join(', ')}.`];
  if (Object.keys(errors).length > 0) return invalid(errors);
  Object.assign(settings, next);
  return success(settings);
}
