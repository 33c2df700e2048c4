import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Invoice } from '@atrium/mocks/types';
import { INVOICE_PAYMENT_KINDS } from '@atrium/mocks/values';
import { Stack, TextField, Textarea, Typography } from '@atrium/ui';

import { DateField, SelectField } from '../../shared/bound-fields.tsx';
import { useFormat, useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import { useAddInvoicePaymentMutation } from '../api/invoices.ts';
import { useSavedInvoice } from './use-saved-invoice.ts';
import { isoToday } from '../invoice-status.ts';
import { FormDrawer } from './form-drawer.tsx';
import {
  NOTE_MAX,
  paymentBody,
  paymentDefaults,
  paymentSchema,
  type PaymentFormValues,
} from './payment-schema.ts';

/** The form and the drawer's save button share one mutation, so the button shows it running. */
const SAVING = { fixedCacheKey: 'invoice-payment' } as const;

interface PaymentFormProps {
  invoice: Invoice;
  formId: string;
  onSaved: () => void;
}

function PaymentForm({ invoice, formId, onSaved }: PaymentFormProps) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const [addPayment] = useAddInvoicePaymentMutation(SAVING);
  const saveOutcome = useSaveOutcome();
  const store = useSavedInvoice();
  const resolver = useMemo(
    () => zodResolver(paymentSchema(t, invoice.balance, format.money)),
    [t, invoice.balance, format.money],
  );
  const frame = useFormFrame<PaymentFormValues>({
    defaultValues: paymentDefaults(invoice.balance, isoToday()),
    resolver,
    save: (values) =>
      saveOutcome(addPayment({ id: invoice.id, payment: paymentBody(values) }).unwrap(), {
        saved: (saved) =>
          t('preview.payment.saved', {
            amount: format.money(paymentBody(values).amount),
            balance: format.money(saved.balance),
          }),
        failed: t('preview.payment.failed'),
        then: (saved) => {
          store(saved);
          onSaved();
          return {};
        },
      }),
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
          data-testid="payment-amount"
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

export interface AddPaymentDrawerProps {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
}

/**
 * Records a payment: amount (at most the balance), date, method and note. The saved invoice comes
 * back with the lower balance and its new status (Partial Payment or Paid), and every cached view
 * of it refreshes through its tags.
 */
export function AddPaymentDrawer({ invoice, open, onClose }: AddPaymentDrawerProps) {
  const { t } = useTranslation('invoice');
  const formId = useId();
  const [, { isLoading }] = useAddInvoicePaymentMutation(SAVING);
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('preview.payment.title')}
      formId={formId}
      submitLabel={t('preview.payment.save')}
      saving={isLoading}
      testId="payment-drawer"
    >
      <PaymentForm invoice={invoice} formId={formId} onSaved={onClose} />
    </FormDrawer>
  );
}
