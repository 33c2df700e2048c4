import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { INVOICE_PAYMENT_KINDS } from '@atrium/mocks/values';
import { Stack, TextField, Textarea, Typography } from '@atrium/ui';

import { DateField, SelectField } from '../../shared/bound-fields.tsx';
import { useFormat, useFormFrame } from '../../shared/index.ts';
import { useAddInvoicePaymentMutation } from '../api/invoices.ts';
import { isoToday } from '../invoice-status.ts';
import {
  NOTE_MAX,
  paymentBody,
  paymentDefaults,
  paymentSchema,
  type PaymentFormValues,
} from './payment-schema.ts';
import type { DrawerFormProps } from './form-drawer.tsx';
import { useInvoiceSave } from './use-invoice-save.ts';

/** The form and the drawer's save button share one mutation, so the button shows it running. */
const SAVING = { fixedCacheKey: 'invoice-payment' } as const;

/** Whether a payment is being saved (for the drawer's button). */
export const usePaymentSaving = () => useAddInvoicePaymentMutation(SAVING)[1].isLoading;

/**
 * Records a payment: amount (at most the balance), date, method and note. The saved invoice comes
 * back with the lower balance and its new status (Partial Payment or Paid).
 */
export function PaymentForm({ invoice, formId, onDone }: DrawerFormProps) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const [addPayment] = useAddInvoicePaymentMutation(SAVING);
  const save = useInvoiceSave(onDone);
  const resolver = useMemo(
    () => zodResolver(paymentSchema(t, invoice.balance, format.money)),
    [t, invoice.balance, format.money],
  );
  const frame = useFormFrame<PaymentFormValues>({
    defaultValues: paymentDefaults(invoice.balance, isoToday()),
    resolver,
    save: (values) => {
      const payment = paymentBody(values);
      return save(
        addPayment({ id: invoice.id, payment }).unwrap(),
        (saved) =>
          t('preview.payment.saved', {
            amount: format.money(payment.amount),
            balance: format.money(saved.balance),
          }),
        t('preview.payment.failed'),
      );
    },
  });
  const { register, control, formState } = frame.form;
  const { errors } = formState;
  return (
    <form id={formId} noValidate onSubmit={frame.submit}>
      <Stack gap={4}>
        <Typography variant="body2" color="secondary" data-testid="payment-balance">
          {t('preview.payment.balance', { balance: format.money(invoice.balance) })}
        </Typography>
        <TextField
          label={t('preview.payment.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <DateField control={control} name="date" label={t('preview.payment.date')} required />
        <SelectField
          control={control}
          name="method"
          label={t('preview.payment.method')}
          options={INVOICE_PAYMENT_KINDS.map((kind) => ({
            value: kind,
            label: t(`preview.payment.methods.${kind}`),
          }))}
        />
        <Textarea
          label={t('preview.payment.note')}
          minRows={3}
          maxLength={NOTE_MAX}
          dir="auto"
          error={errors.note?.message}
          {...register('note')}
        />
      </Stack>
    </form>
  );
}
