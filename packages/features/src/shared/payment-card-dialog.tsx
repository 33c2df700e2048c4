import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { z } from 'zod';

import type {
  UserPaymentMethod,
  UserPaymentMethodInput,
  UserPaymentMethodUpdate,
} from '@atrium/mocks/types';
import { cvcLength, expiryProblem, isValidCardNumber, isValidCvc } from '@atrium/mocks/values';
import { Grid } from '@atrium/ui';

import { SwitchField } from './bound-fields.tsx';
import { FormDialog, FormTextFields, useDialogForm, type FormTextField } from './form-dialog.tsx';

interface CardValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  primary: boolean;
}

/** The dialog's texts: each feature passes its namespace's (its card block has this shape). */
export interface PaymentCardTexts {
  addTitle: string;
  editTitle: string;
  description?: string;
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  primary: string;
  errors: {
    required: string;
    number: string;
    expiryFormat: string;
    expiryPast: string;
    /** The code's message for a card whose code has `length` digits. */
    cvc: (length: number) => string;
  };
  added: string;
  saved: string;
  failed: string;
  save: string;
  cancel: string;
}

/**
 * The card checks of every card form (`@atrium/mocks/values` card.ts), said in the form's words; the
 * fake API checks the same. Editing a stored card changes only its holder, expiry and primary flag.
 */
function useCardSchema(editing: boolean, errors: PaymentCardTexts['errors']) {
  return useMemo(() => {
    const required = z.string().trim().min(1, errors.required);
    const expiry = required.superRefine((text, ctx) => {
      const problem = expiryProblem(text, new Date());
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'past' ? errors.expiryPast : errors.expiryFormat,
        });
    });
    const base = z.object({ holder: required.max(80), expiry, primary: z.boolean() });
    if (editing) return base.extend({ number: z.string(), cvc: z.string() });
    return base
      .extend({ number: required.refine(isValidCardNumber, errors.number), cvc: required })
      .superRefine((values, ctx) => {
        if (!isValidCvc(values.cvc, values.number))
          ctx.addIssue({
            code: 'custom',
            path: ['cvc'],
            message: errors.cvc(cvcLength(values.number)),
          });
      });
  }, [editing, errors]);
}

export interface PaymentCardDialogProps {
  /** The stored card to edit; none adds a new one. */
  method?: UserPaymentMethod;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account's add-card call, unwrapped. */
  add: (card: UserPaymentMethodInput) => Promise<UserPaymentMethod>;
  /** The account's card update call, unwrapped. */
  update: (methodId: number, card: UserPaymentMethodUpdate) => Promise<UserPaymentMethod>;
  texts: PaymentCardTexts;
}

const EMPTY: CardValues = { holder: '', number: '', expiry: '', cvc: '', primary: false };

/**
 * Adds a card (number, expiry, code) or edits a stored one (holder, expiry, primary), for any
 * account that keeps cards (a user's, the signed-in account's).
 */
export function PaymentCardDialog({
  method,
  open,
  onOpenChange,
  add,
  update,
  texts,
}: PaymentCardDialogProps) {
  const editing = method !== undefined;
  const schema = useCardSchema(editing, texts.errors);
  const dialog = useDialogForm<CardValues, UserPaymentMethod>({
    values: method ? { ...EMPTY, ...method } : EMPTY,
    resolver: zodResolver(schema),
    send: ({ holder, number, expiry, cvc, primary }) =>
      method
        ? update(method.id, { holder, expiry, primary })
        : add({ holder, number, expiry, cvc, primary }),
    saved: () => (editing ? texts.saved : texts.added),
    failed: texts.failed,
    open,
    onOpenChange,
  });

  const fields: FormTextField<CardValues>[] = [
    { name: 'holder', label: texts.holder, required: true, autoComplete: 'cc-name', span: 2 },
    ...(editing
      ? []
      : [
          {
            name: 'number',
            label: texts.number,
            required: true,
            autoComplete: 'cc-number',
            inputMode: 'numeric',
            span: 2,
          } as const,
        ]),
    { name: 'expiry', label: texts.expiry, required: true, autoComplete: 'cc-exp' },
    ...(editing
      ? []
      : [
          {
            name: 'cvc',
            label: texts.cvc,
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
      title={editing ? texts.editTitle : texts.addTitle}
      description={texts.description}
      submit={dialog.submit}
      saving={dialog.saving}
      submitLabel={texts.save}
      cancelLabel={texts.cancel}
      testId="payment-method-form"
    >
      <FormTextFields form={dialog.form} fields={fields}>
        <Grid.Item span={{ xs: 1, sm: 2 }}>
          <SwitchField
            control={dialog.form.control}
            name="primary"
            label={texts.primary}
            disabled={method?.primary}
          />
        </Grid.Item>
      </FormTextFields>
    </FormDialog>
  );
}
