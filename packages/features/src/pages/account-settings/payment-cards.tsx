import { IconCreditCard, IconPencil, IconTrash } from '@tabler/icons-react';
import type { UserPaymentMethod } from '@atrium/mocks/types';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState, IconButton, Stack, Typography, useToast } from '@atrium/ui';

import { RowDeleteDialog, TonalChip } from '../../shared/index.ts';
import { useDeleteAccountCardMutation } from '../api/account-settings.ts';
import { CardDialog } from './dialogs/index.ts';

/**
 * The signed-in account's cards on file: the list (edit, delete after a confirm), its dialogs and
 * `openAdd` for the caller's "Add card" button. The billing tab's card and the payment-methods
 * example dialog both show it.
 */
export function usePaymentCards(cards: UserPaymentMethod[]): {
  openAdd: () => void;
  list: ReactNode;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const [editing, setEditing] = useState<UserPaymentMethod | 'new' | null>(null);
  const [deleting, setDeleting] = useState<UserPaymentMethod | null>(null);
  const [remove] = useDeleteAccountCardMutation();
  const onDelete = async (card: UserPaymentMethod) => {
    try {
      await remove(card.id).unwrap();
      toast({ severity: 'success', title: t('accountSettings.cards.deleted') });
    } catch {
      toast({ severity: 'error', title: t('accountSettings.cards.deleteFailed') });
    }
  };
  const list =
    cards.length === 0 ? (
      <EmptyState title={t('accountSettings.cards.empty')} />
    ) : (
      <Stack as="ul" gap={3}>
        {cards.map((card) => (
          <Stack
            key={card.id}
            as="li"
            direction="row"
            gap={4}
            align="center"
            wrap
            data-testid="account-card"
          >
            <IconCreditCard size={28} aria-hidden />
            <Stack gap={1} grow>
              <Typography variant="body1" weight="semibold">
                {t('accountSettings.cards.summary', {
                  brand: t(`accountSettings.cards.brands.${card.brand}`),
                  last4: card.last4,
                })}
              </Typography>
              <Typography variant="body2" color="secondary">
                {t('accountSettings.cards.expires', {
                  holder: card.holder,
                  expiry: card.expiry,
                })}
              </Typography>
            </Stack>
            {card.primary ? (
              <TonalChip color="success" label={t('accountSettings.cards.primary')} />
            ) : null}
            <IconButton
              label={t('accountSettings.cards.edit', { last4: card.last4 })}
              onClick={() => setEditing(card)}
            >
              <IconPencil size={18} />
            </IconButton>
            <IconButton
              label={t('accountSettings.cards.delete', { last4: card.last4 })}
              onClick={() => setDeleting(card)}
              data-testid="card-delete"
            >
              <IconTrash size={18} />
            </IconButton>
          </Stack>
        ))}
      </Stack>
    );
  const dialogs = (
    <>
      <CardDialog
        card={editing === 'new' || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <RowDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDelete={(card) => void onDelete(card)}
        texts={{
          title: t('accountSettings.cards.deleteTitle'),
          message: t('accountSettings.cards.deleteMessage', { last4: deleting?.last4 ?? '' }),
          confirm: t('accountSettings.cards.deleteConfirm'),
          cancel: t('accountSettings.form.cancel'),
        }}
      />
    </>
  );
  return { openAdd: () => setEditing('new'), list, dialogs };
}
