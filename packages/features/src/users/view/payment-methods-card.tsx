import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserPaymentMethod } from '@atrium/mocks/types';
import {
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  Divider,
  EmptyState,
  Stack,
  Typography,
  useToast,
} from '@atrium/ui';

import { TonalChip } from '../../shared/index.ts';
import { useCan } from '../../shared/access/index.ts';

import { useDeleteUserPaymentMethodMutation } from '../api/user-view.ts';
import { PaymentMethodDialog } from './payment-method-dialog.tsx';

/** "Visa ending in 4242". */
function useCardName() {
  const { t } = useTranslation('users');
  return (method: UserPaymentMethod) =>
    t('userView.billing.methods.ending', {
      brand: t(`userView.billing.methods.brands.${method.brand}`),
      last4: method.last4,
    });
}

function DeleteCardButton({ userId, method }: { userId: number; method: UserPaymentMethod }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const cardName = useCardName();
  const [deleteCard] = useDeleteUserPaymentMethodMutation();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="tonal" color="error" data-testid={`card-delete-${method.id}`}>
          {t('userView.billing.methods.delete')}
        </Button>
      }
      title={t('userView.billing.methods.deleteTitle')}
      message={t('userView.billing.methods.deleteMessage', { card: cardName(method) })}
      confirmLabel={t('userView.billing.methods.delete')}
      cancelLabel={t('userView.actions.cancel')}
      destructive
      errorMessage={t('userView.billing.methods.deleteFailed')}
      onConfirm={async () => {
        await deleteCard({ id: userId, methodId: method.id }).unwrap();
        toast({ severity: 'success', title: t('userView.billing.methods.deleted') });
      }}
    />
  );
}

/**
 * The user's cards (brand, last four digits, expiry, the primary one marked): add one, edit one
 * (holder, expiry, primary) or delete one after a confirm; actions need `update` on User.
 */
export function PaymentMethodsCard({
  userId,
  methods,
}: {
  userId: number;
  methods: readonly UserPaymentMethod[];
}) {
  const { t } = useTranslation('users');
  const canUpdate = useCan('update', 'User');
  const cardName = useCardName();
  // Which card the dialog edits: 'new' adds one; null keeps it closed.
  const [editing, setEditing] = useState<UserPaymentMethod | 'new' | null>(null);
  const method = editing === 'new' ? undefined : (editing ?? undefined);

  return (
    <Card as="section" data-testid="payment-methods">
      <Card.Header
        title={t('userView.billing.methods.title')}
        headingLevel={2}
        action={
          canUpdate && (
            <Button
              size="sm"
              startIcon={<IconPlus size={16} />}
              onClick={() => setEditing('new')}
              data-testid="card-add"
            >
              {t('userView.billing.methods.add')}
            </Button>
          )
        }
      />
      <Card.Content>
        {methods.length === 0 ? (
          <EmptyState title={t('userView.billing.methods.empty')} />
        ) : (
          <Stack as="ul" gap={4}>
            {methods.map((card, index) => (
              <Stack as="li" key={card.id} gap={4} data-testid="payment-method">
                {index > 0 && <Divider />}
                <Stack direction="row" gap={4} align="center" justify="between" wrap>
                  <Stack direction="row" gap={3} align="center">
                    <Avatar shape="rounded" color="primary" size="md" alt="">
                      <IconCreditCard size={22} aria-hidden />
                    </Avatar>
                    <Stack gap={0}>
                      <Stack direction="row" gap={2} align="center" wrap>
                        <Typography variant="body1" weight="semibold">
                          {cardName(card)}
                        </Typography>
                        {card.primary && (
                          <TonalChip
                            color="success"
                            label={t('userView.billing.methods.primary')}
                          />
                        )}
                      </Stack>
                      <Typography variant="body2" color="secondary">
                        {card.holder} ·{' '}
                        {t('userView.billing.methods.expires', { expiry: card.expiry })}
                      </Typography>
                    </Stack>
                  </Stack>
                  {canUpdate && (
                    <Stack direction="row" gap={2}>
                      <Button
                        size="sm"
                        variant="tonal"
                        onClick={() => setEditing(card)}
                        data-testid={`card-edit-${card.id}`}
                      >
                        {t('userView.billing.methods.edit')}
                      </Button>
                      <DeleteCardButton userId={userId} method={card} />
                    </Stack>
                  )}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Content>
      {canUpdate && (
        <PaymentMethodDialog
          // A new form for each card opened, so its defaults are that card's.
          key={method?.id ?? 'new'}
          userId={userId}
          method={method}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      )}
    </Card>
  );
}
