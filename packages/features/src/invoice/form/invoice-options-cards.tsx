import { memo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { INVOICE_PAYMENT_METHODS } from '@atrium/mocks/values';
import { Card, Stack, TextField, Textarea } from '@atrium/ui';

import { SelectField, SwitchField } from '../../shared/bound-fields.tsx';
import type { InvoiceFormValues } from './invoice-schema.ts';

/** Salesperson, the thanks note and the notes to the client. */
export const InvoiceNotesCard = memo(function InvoiceNotesCard() {
  const { t } = useTranslation('invoice');
  const { register, control } = useFormContext<InvoiceFormValues>();
  const { errors } = useFormState({ control, name: ['salesperson', 'note', 'clientNotes'] });
  return (
    <Card>
      <Card.Header title={t('form.sections.notes')} headingLevel={2} />
      <Card.Content>
        <Stack gap={4}>
          <TextField
            label={t('form.notes.salesperson')}
            error={errors.salesperson?.message}
            {...register('salesperson')}
          />
          <Textarea
            label={t('form.notes.note')}
            helperText={t('form.notes.noteHint')}
            minRows={2}
            error={errors.note?.message}
            {...register('note')}
          />
          <Textarea
            label={t('form.notes.clientNotes')}
            minRows={2}
            error={errors.clientNotes?.message}
            {...register('clientNotes')}
          />
        </Stack>
      </Card.Content>
    </Card>
  );
});

/** Payment terms (the due date follows them), the payment method and the payment stub. */
export const InvoicePaymentCard = memo(function InvoicePaymentCard() {
  const { t } = useTranslation('invoice');
  const { register, control } = useFormContext<InvoiceFormValues>();
  const { errors } = useFormState({ control, name: 'termsDays', exact: true });
  const terms = useWatch({ control, name: 'paymentTerms' });
  return (
    <Card>
      <Card.Header title={t('form.sections.payment')} headingLevel={2} />
      <Card.Content>
        <Stack gap={4}>
          <SelectField
            control={control}
            name="paymentMethod"
            label={t('form.payment.method')}
            options={INVOICE_PAYMENT_METHODS.map((value) => ({
              value,
              label: t(`form.payment.methods.${value}`),
            }))}
          />
          <SwitchField control={control} name="paymentTerms" label={t('form.payment.terms')} />
          {terms && (
            <TextField
              label={t('form.payment.termsDays')}
              inputMode="numeric"
              suffix={t('form.payment.days')}
              error={errors.termsDays?.message}
              {...register('termsDays')}
            />
          )}
          <SwitchField control={control} name="paymentStub" label={t('form.payment.stub')} />
        </Stack>
      </Card.Content>
    </Card>
  );
});
