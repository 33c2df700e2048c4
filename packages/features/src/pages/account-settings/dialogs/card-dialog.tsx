import type { UserPaymentMethod } from '@atrium/mocks/types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { PaymentCardDialog, type PaymentCardTexts } from '../../../shared/index.ts';
import {
  useAddAccountCardMutation,
  useUpdateAccountCardMutation,
} from '../../api/account-settings.ts';

export interface CardDialogProps {
  /** The stored card to edit (holder, expiry, primary); none adds a new one. */
  card?: UserPaymentMethod;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add a card (number, expiry, code: the usual checksums) or edit one of the signed-in account's. */
export function CardDialog({ card, ...props }: CardDialogProps) {
  const { t } = useTranslation('pages');
  const [add] = useAddAccountCardMutation();
  const [update] = useUpdateAccountCardMutation();
  const texts = useMemo(
    (): PaymentCardTexts => ({
      addTitle: t('accountSettings.cards.addTitle'),
      editTitle: t('accountSettings.cards.editTitle'),
      description: t('accountSettings.cards.description'),
      holder: t('accountSettings.cards.fields.holder'),
      number: t('accountSettings.cards.fields.number'),
      expiry: t('accountSettings.cards.fields.expiry'),
      cvc: t('accountSettings.cards.fields.cvc'),
      primary: t('accountSettings.cards.fields.primary'),
      errors: {
        required: t('accountSettings.errors.required'),
        number: t('accountSettings.cards.errors.number'),
        expiryFormat: t('accountSettings.cards.errors.expiryFormat'),
        expiryPast: t('accountSettings.cards.errors.expiryPast'),
        cvc: (length) => t('accountSettings.cards.errors.cvc', { length }),
      },
      added: t('accountSettings.cards.added'),
      saved: t('accountSettings.cards.saved'),
      failed: t('accountSettings.cards.failed'),
      save: t('accountSettings.form.save'),
      cancel: t('accountSettings.form.cancel'),
    }),
    [t],
  );
  return (
    <PaymentCardDialog
      {...props}
      method={card}
      add={(input) => add(input).unwrap()}
      update={(methodId, changes) => update({ methodId, ...changes }).unwrap()}
      texts={texts}
    />
  );
}
