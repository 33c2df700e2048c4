import type { TFunction } from 'i18next';
import { z } from 'zod';

import {
  MANUAL_PAYMENTS,
  NOTIFICATION_EVENTS,
  PAYMENT_PROVIDERS,
  STORE_CURRENCIES,
} from '@atrium/mocks/values';

type T = TFunction<'ecommerce'>;

const requirement = z.enum(['hidden', 'optional', 'required']);
const flags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

/** Store details: the same rules as the fake API, with translated messages. */
export function storeSchema(t: T) {
  const required = t('settings.errors.required');
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, required)
      .max(80, t('settings.errors.max', { count: 80 })),
    phone: z
      .string()
      .trim()
      .min(1, required)
      .regex(/^\+?[0-9 ()./-]{6,30}$/, t('settings.errors.phone')),
    email: z.string().trim().min(1, required).email(t('settings.errors.email')),
    address: z.object({
      line1: z
        .string()
        .trim()
        .min(1, required)
        .max(120, t('settings.errors.max', { count: 120 })),
      line2: z
        .string()
        .trim()
        .max(120, t('settings.errors.max', { count: 120 })),
      city: z
        .string()
        .trim()
        .min(1, required)
        .max(80, t('settings.errors.max', { count: 80 })),
      postcode: z
        .string()
        .trim()
        .min(1, required)
        .max(16, t('settings.errors.max', { count: 16 })),
      country: z.string().length(2, required),
    }),
    currency: z.enum(STORE_CURRENCIES),
    timezone: z.string().min(1, required),
    orderPrefix: z
      .string()
      .trim()
      .max(5, t('settings.errors.max', { count: 5 }))
      .regex(/^[A-Za-z0-9]*$/, t('settings.errors.prefix')),
  });
}

export function paymentsSchema(t: T) {
  return z
    .object({
      providers: flags(PAYMENT_PROVIDERS),
      manual: flags(MANUAL_PAYMENTS),
      manualInstructions: z.string().max(500, t('settings.errors.max', { count: 500 })),
    })
    .refine((v) => [...Object.values(v.providers), ...Object.values(v.manual)].some(Boolean), {
      path: ['providers'],
      message: t('settings.errors.onePayment'),
    });
}

export function checkoutSchema(t: T) {
  const percent = t('settings.errors.percent');
  return z.object({
    contactMethod: z.enum(['phone', 'email']),
    fullName: z.enum(['lastOnly', 'firstAndLast']),
    companyName: requirement,
    addressLine2: requirement,
    shippingPhone: requirement,
    tipping: z.object({
      enabled: z.boolean(),
      defaultPercent: z.number({ error: percent }).int(percent).min(0, percent).max(30, percent),
    }),
  });
}

export function locationsSchema(t: T) {
  return z
    .object({
      locations: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          address: z.string(),
          city: z.string(),
          country: z.string(),
          fulfilsOnlineOrders: z.boolean(),
        }),
      ),
      defaultLocationId: z.string().min(1, t('settings.errors.required')),
    })
    .refine(
      (v) => v.locations.find((l) => l.id === v.defaultLocationId)?.fulfilsOnlineOrders === true,
      { path: ['defaultLocationId'], message: t('settings.errors.defaultLocation') },
    );
}

export function notificationsSchema(t: T) {
  const channel = z.object({ email: z.boolean(), push: z.boolean() });
  return z.object({
    senderEmail: z
      .string()
      .trim()
      .min(1, t('settings.errors.required'))
      .email(t('settings.errors.email')),
    events: z.object(
      Object.fromEntries(NOTIFICATION_EVENTS.map((id) => [id, channel])) as Record<
        (typeof NOTIFICATION_EVENTS)[number],
        typeof channel
      >,
    ),
  });
}

/** The zone dialog edits amounts as text (what an input holds) and turns them into numbers. */
export function zoneSchema(t: T) {
  const required = t('settings.errors.required');
  const amount = (optional: boolean) =>
    z
      .string()
      .trim()
      .refine(
        (v) => (optional && v === '') || (v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0),
        {
          message: optional ? t('settings.errors.amountOrEmpty') : t('settings.errors.amount'),
        },
      );
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, required)
      .max(60, t('settings.errors.max', { count: 60 })),
    countries: z.array(z.string()).min(1, t('settings.errors.countries')),
    rates: z
      .array(
        z.object({
          id: z.string(),
          name: z.string().trim().min(1, required),
          price: amount(false),
          minOrder: amount(true),
        }),
      )
      .min(1, t('settings.errors.rates')),
  });
}

export type ZoneFormValues = z.infer<ReturnType<typeof zoneSchema>>;
