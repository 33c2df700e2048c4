import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Menu, useToast } from '@atrium/ui';
import { PRODUCT_STATUSES } from '@atrium/mocks/values';
import type { ProductStatus } from '@atrium/mocks/types';

import { BulkDeleteButton } from '../../shared/index.ts';
import { useUpdateProductMutation } from '../api/products.ts';

interface ProductBulkActionsProps {
  /** The selected product ids (the table's row ids). */
  selectedIds: string[];
  clearSelection: () => void;
  /** Deletes these products (with the page's Undo window). */
  onDelete: (ids: number[]) => void;
}

/** Shown in the table's bulk bar: delete the selection, or give it one status. */
export function ProductBulkActions({
  selectedIds,
  clearSelection,
  onDelete,
}: ProductBulkActionsProps) {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const [updateProduct] = useUpdateProductMutation();
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;
  const ids = selectedIds.map(Number);

  const setStatus = async (status: ProductStatus) => {
    setBusy(true);
    const results = await Promise.allSettled(
      ids.map((id) => updateProduct({ id, changes: { status } }).unwrap()),
    );
    setBusy(false);
    const failed = results.some((r) => r.status === 'rejected');
    toast(
      failed
        ? { severity: 'error', title: t('products.bulk.statusFailed') }
        : {
            severity: 'success',
            title: t('products.bulk.statusDone', {
              count,
              status: t(`common.status.${status}`),
            }),
          },
    );
    if (!failed) clearSelection();
  };

  return (
    <>
      <Menu
        trigger={
          <Button
            variant="tonal"
            size="sm"
            loading={busy}
            endIcon={<IconChevronDown size={16} />}
            data-testid="bulk-status"
          >
            {t('products.bulk.status')}
          </Button>
        }
      >
        {PRODUCT_STATUSES.map((status) => (
          <Menu.Item
            key={status}
            data-testid={`bulk-status-${status}`}
            onSelect={() => void setStatus(status)}
          >
            {t(`common.status.${status}`)}
          </Menu.Item>
        ))}
      </Menu>
      <BulkDeleteButton
        selectedIds={selectedIds}
        clearSelection={clearSelection}
        onDelete={onDelete}
        texts={{
          button: t('products.bulk.delete'),
          title: t('products.bulk.deleteTitle', { count }),
          message: t('products.bulk.deleteMessage'),
          confirm: t('common.actions.delete'),
          cancel: t('common.actions.cancel'),
        }}
      />
    </>
  );
}
