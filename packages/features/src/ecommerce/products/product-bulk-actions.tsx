import { useTranslation } from 'react-i18next';

import { PRODUCT_STATUSES } from '@atrium/mocks/values';
import type { ProductStatus } from '@atrium/mocks/types';

import { BulkDeleteButton, BulkStatusMenu } from '../../shared/index.ts';
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
  const [updateProduct] = useUpdateProductMutation();
  const count = selectedIds.length;

  return (
    <>
      <BulkStatusMenu<ProductStatus>
        selectedIds={selectedIds}
        clearSelection={clearSelection}
        statuses={PRODUCT_STATUSES}
        label={t('products.bulk.status')}
        statusLabel={(status) => t(`common.status.${status}`)}
        update={(id, status) => updateProduct({ id, changes: { status } }).unwrap()}
        doneText={(done, status) => t('products.bulk.statusDone', { count: done, status })}
        failedText={() => t('products.bulk.statusFailed')}
      />
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
