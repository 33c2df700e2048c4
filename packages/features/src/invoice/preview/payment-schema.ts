import type { TFunction } from 'i18next';
import { z } from 'zod';

import type { InvoicePaymentInput } from '@atrium/mocks/types';
import { INVOICE_PAYMENT_KINDS } from '@atrium/mocks/values';

import { parseMoney } from '../../shared/index.ts';

export type PaymentKind = (typeof INVOICE_PAYMENT_KINDS)[number];

/** What the payment form edits; the amount is kept as typed so the message can say what is wrong. */
export interface PaymentFormValues {
  amount: string;
  date: string;
  method: PaymentKind;
  note: string;
}

/** Money with at most two decimals, a dot or a comma before them. */
const MONEY = /^\d{1,9}(?:[.,]\d{1,2})?$/;
export const NOTE_MAX = 200;

const amountOf = (text: string) => parseMoney(text.replace(',', '.'));

/** Amount > 0 and ≤ the balance (what the fake API also refuses), a date, a known method. */
export function paymentSchema(
  t: TFunction<'invoice'>,
  balance: number,
  format: (n: number) => string,
) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, t('preview.payment.errors.amountRequired'))
      .regex(MONEY, t('preview.payment.errors.amountFormat'))
      .refine((text) => amountOf(text) > 0, t('preview.payment.errors.amountPositive'))
      .refine((text) => amountOf(text) <= balance, {
        message: t('preview.payment.errors.amountAboveBalance', { balance: format(balance) }),
      }),
    date: z.string().min(1, t('preview.payment.errors.dateRequired')),
    method: z.enum(INVOICE_PAYMENT_KINDS),
    note: z.string().max(NOTE_MAX, t('preview.payment.errors.noteLong', { max: NOTE_MAX })),
  });
}

/** The form's start: the whole balance, paid today by bank transfer. */
export function paymentDefaults(balance: number, today: string): PaymentFormValues {
  return { amount: balance.toFixed(2), date: today, method: 'bank', note: '' };
}

export function paymentBody(values: PaymentFormValues): InvoicePaymentInput {
  return {
    amount: amountOf(values.amount),
    date: values.date,
    method: values.method,
    note: values.note.trim(),
  };
}
