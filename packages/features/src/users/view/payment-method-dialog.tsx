import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { UserPaymentMethod } from '@atrium/mocks/types';
import { cvcLength, expiryProblem, isValidCardNumber, isValidCvc } from '@atrium/mocks/values';
import { Grid } from '@atrium/ui';

import { SwitchField } from '../../shared/bound-fields.tsx';

import {
  useAddUserPaymentMethodMutation,
  useUpdateUserPaymentMethodMutation,
} from '../api/user-view.ts';
import { FormTextFields, FormDialog, useDialogForm, type FormTextField } from './form-dialog.tsx';

interface CardValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  primary: boolean;
}

/**
 * The card checks of every card form (`@atrium/mocks/values` card.ts), said in the form's words; the
 * fake API checks the same. Editing a stored card changes only its holder, expiry and primary flag.
 */
function useCardSchema(editing: boolean) {
  const { t } = useTranslation('users');
  return useMemo(() => {
    const required = z.string().trim().min(1, t('userView.billing.card.errors.required'));
    const expiry = required.superRefine((text, ctx) => {
      const problem = expiryProblem(text, new Date());
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: t(
            problem === 'past'
              ? 'userView.billing.card.errors.expiryPast'
              : 'userView.billing.card.errors.expiryFormat',
          ),
        });
    });
    const base = z.object({ holder: required.max(80), expiry, primary: z.boolean() });
    if (editing) return base.extend({ number: z.string(), cvc: z.string() });
    return base
      .extend({
        number: required.refine(isValidCardNumber, t('userView.billing.card.errors.number')),
        cvc: required,
      })
      .superRefine((values, ctx) => {
        if (!isValidCvc(values.cvc, values.number))
          ctx.addIssue({
            code: 'custom',
            path: ['cvc'],
            message: t('userView.billing.card.errors.cvc', { length: cvcLength(values.number) }),
          });
      });
  }, [t, editing]);
}

export interface PaymentMethodDialogProps {
  userId: number;
  /** The stored card to edit; none adds a new one. */
  method?: UserPaymentMethod;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY: CardValues = { holder: '', number: '', expiry: '', cvc: '', primary: false };

/** Adds a card (number, expiry, code) or edits a stored one (holder, expiry, primary). */
export function PaymentMethodDialog({
  userId,
  method,
  open,
  onOpenChange,
}: PaymentMethodDialogProps) {
  const { t } = useTranslation('users');
  const editing = method !== undefined;
  const schema = useCardSchema(editing);
  const [addCard] = useAddUserPaymentMethodMutation();
  const [updateCard] = useUpdateUserPaymentMethodMutation();
  const dialog = useDialogForm<CardValues, UserPaymentMethod>({
    values: method ? { ...EMPTY, ...method } : EMPTY,
    resolver: zodResolver(schema),
    send: ({ holder, number, expiry, cvc, primary }) =>
      method
        ? updateCard({
            id: userId,
            methodId: method.id,
            card: { holder, expiry, primary },
          }).unwrap()
        : addCard({ id: userId, card: { holder, number, expiry, cvc, primary } }).unwrap(),
    saved: () => t(editing ? 'userView.billing.card.saved' : 'userView.billing.card.added'),
    failed: t('userView.billing.card.failed'),
    open,
    onOpenChange,
  });

  const label = (name: keyof CardValues) => t(`userView.billing.card.${name}`);
  const fields: FormTextField<CardValues>[] = [
    { name: 'holder', label: label('holder'), required: true, autoComplete: 'cc-name', span: 2 },
    ...(editing
      ? []
      : [
          {
            name: 'number',
            label: label('number'),
            required: true,
            autoComplete: 'cc-number',
            inputMode: 'numeric',
            span: 2,
          } as const,
        ]),
    { name: 'expiry', label: label('expiry'), required: true, autoComplete: 'cc-exp' },
    ...(editing
      ? []
      : [
          {
            name: 'cvc',
            label: label('cvc'),
            required: true,
            autoComplete: 'cc-csc',
            inputMode: 'numeric',
          } as const,
        ]),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing ? 'userView.billing.card.editTitle' : 'userView.billing.card.addTitle')}
      submit={dialog.submit}
      saving={dialog.saving}
      testId="payment-method-form"
    >
      <FormTextFields form={dialog.form} fields={fields}>
        <Grid.Item span={{ xs: 1, sm: 2 }}>
          <SwitchField
            control={dialog.form.control}
            name="primary"
            label={label('primary')}
            disabled={method?.primary}
          />
        </Grid.Item>
      </FormTextFields>
    </FormDialog>
  );
}
