import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserPaymentMethod } from '@atrium/mocks/types';

import { PaymentCardDialog, type PaymentCardTexts } from '../../shared/index.ts';

import {
  useAddUserPaymentMethodMutation,
  useUpdateUserPaymentMethodMutation,
} from '../api/user-view.ts';

export interface PaymentMethodDialogProps {
  userId: number;
  /** The stored card to edit; none adds a new one. */
  method?: UserPaymentMethod;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a card to the user or edits a stored one (the shared card dialog in the users' words). */
export function PaymentMethodDialog({ userId, ...props }: PaymentMethodDialogProps) {
  const { t } = useTranslation('users');
  const [addCard] = useAddUserPaymentMethodMutation();
  const [updateCard] = useUpdateUserPaymentMethodMutation();
  const texts = useMemo(
    (): PaymentCardTexts => ({
      addTitle: t('userView.billing.card.addTitle'),
      editTitle: t('userView.billing.card.editTitle'),
      holder: t('userView.billing.card.holder'),
      number: t('userView.billing.card.number'),
      expiry: t('userView.billing.card.expiry'),
      cvc: t('userView.billing.card.cvc'),
      primary: t('userView.billing.card.primary'),
      errors: {
        required: t('userView.billing.card.errors.required'),
        number: t('userView.billing.card.errors.number'),
        expiryFormat: t('userView.billing.card.errors.expiryFormat'),
        expiryPast: t('userView.billing.card.errors.expiryPast'),
        cvc: (length) => t('userView.billing.card.errors.cvc', { length }),
      },
      added: t('userView.billing.card.added'),
      saved: t('userView.billing.card.saved'),
      failed: t('userView.billing.card.failed'),
      save: t('userView.actions.save'),
      cancel: t('userView.actions.cancel'),
    }),
    [t],
  );
  return (
    <PaymentCardDialog
      {...props}
      add={(card) => addCard({ id: userId, card }).unwrap()}
      update={(methodId, card) => updateCard({ id: userId, methodId, card }).unwrap()}
      texts={texts}
    />
  );
}
