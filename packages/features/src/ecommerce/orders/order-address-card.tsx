import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrderAddress, OrderDetails } from '@atrium/mocks/types';
import { Button, Card, Stack, Typography, useToast } from '@atrium/ui';

import { Can } from '../../shared/access/index.ts';

import { useUpdateOrderMutation } from '../api/orders.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';

type Kind = 'shipping' | 'billing';

/** An address as the post office writes it: one line per part, empty parts left out. */
export function AddressLines({ address }: { address: OrderAddress }) {
  const cityLine = [address.postalCode, address.city, address.state].filter(Boolean).join(' ');
  const lines = [address.name, address.line1, address.line2, cityLine, address.country];
  return (
    <Stack as="address" gap={0}>
      {lines.filter(Boolean).map((line, index) => (
        <Typography key={index} as="span" variant="body2">
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

/** The shipping or billing address of an order, with an edit dialog that saves by PATCH. */
export function OrderAddressCard({ order, kind }: { order: OrderDetails; kind: Kind }) {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [updateOrder] = useUpdateOrderMutation();
  const address = kind === 'shipping' ? order.shippingAddress : order.billingAddress;
  const title = t(`orders.details.address.${kind}`);
  const editTitle = t(
    kind === 'shipping'
      ? 'orders.details.address.editShipping'
      : 'orders.details.address.editBilling',
  );

  const save = async (next: OrderAddress) => {
    const field = kind === 'shipping' ? 'shippingAddress' : 'billingAddress';
    try {
      await updateOrder({ id: order.id, changes: { [field]: next } }).unwrap();
      toast({ severity: 'success', title: t('orders.details.address.saved') });
    } catch (error) {
      toast({ severity: 'error', title: t('orders.details.address.failed') });
      throw error;
    }
  };

  return (
    <Card as="section" data-testid={`order-${kind}-address`}>
      <Card.Header
        title={title}
        headingLevel={2}
        action={
          <Can do="update" on="Ecommerce">
            <Button
              variant="text"
              size="sm"
              startIcon={<IconPencil size={16} />}
              aria-label={editTitle}
              data-testid={`edit-${kind}-address`}
              onClick={() => setOpen(true)}
            >
              {t('orders.details.address.edit')}
            </Button>
          </Can>
        }
      />
      <Card.Content>
        <AddressLines address={address} />
      </Card.Content>
      <AddressFormDialog
        open={open}
        onOpenChange={setOpen}
        title={editTitle}
        address={address}
        onSave={save}
      />
    </Card>
  );
}
