import { IconDotsVertical, IconEye, IconTrash } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { Order } from '@atrium/mocks/types';
import { IconButton, Menu } from '@atrium/ui';

import { Can } from '../../shared/access/index.ts';
import { orderDetailsPath } from './order-columns.tsx';

interface OrderRowActionsProps {
  order: Order;
  /** Asks to delete (the page confirms first). */
  onDelete: (order: Order) => void;
}

/** The menu at the end of an order row: view, delete. */
export function OrderRowActions({ order, onDelete }: OrderRowActionsProps) {
  const navigate = useNavigate();
  const onView = useCallback(() => void navigate(orderDetailsPath(order.id)), [navigate, order.id]);
  return <OrderActionsMenu order={order} onView={onView} onDelete={onDelete} />;
}

/** Memoized: `useNavigate` re-renders its caller on every navigation, the menu need not follow. */
const OrderActionsMenu = memo(function OrderActionsMenu({
  order,
  onView,
  onDelete,
}: OrderRowActionsProps & { onView: () => void }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Menu
      trigger={
        <IconButton
          variant="text"
          size="sm"
          label={t('orders.actions.menu', { number: order.order })}
          data-testid={`order-actions-${order.id}`}
        >
          <IconDotsVertical size={18} />
        </IconButton>
      }
    >
      <Menu.Item icon={<IconEye size={18} />} onSelect={onView}>
        {t('common.actions.view')}
      </Menu.Item>
      <Can do="update" on="Ecommerce">
        <Menu.Item
          icon={<IconTrash size={18} />}
          destructive
          data-testid={`order-delete-${order.id}`}
          onSelect={() => onDelete(order)}
        >
          {t('common.actions.delete')}
        </Menu.Item>
      </Can>
    </Menu>
  );
});
