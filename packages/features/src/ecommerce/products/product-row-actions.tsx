import { IconPencil, IconTrash } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Menu } from '@atrium/ui';
import type { Product } from '@atrium/mocks/types';
import { RowMenu } from '../../shared/index.ts';
import { href } from '../routes.ts';

interface ProductRowActionsProps {
  product: Product;
  /** Asks to delete this product (the page confirms first). */
  onDelete: (product: Product) => void;
}

/** The menu at the end of a row: edit (the edit page) and delete. */
export function ProductRowActions({ product, onDelete }: ProductRowActionsProps) {
  const navigate = useNavigate();
  const onEdit = useCallback(
    () => void navigate(href('ecommerce.productEdit', { id: product.id })),
    [navigate, product.id],
  );
  return <ProductActionsMenu product={product} onEdit={onEdit} onDelete={onDelete} />;
}

/**
 * `useNavigate` re-renders its caller on every navigation (it reads React Router's route context),
 * a search typed into the list included; the menu itself, memoized, renders only for a new product.
 */
const ProductActionsMenu = memo(function ProductActionsMenu({
  product,
  onEdit,
  onDelete,
}: ProductRowActionsProps & { onEdit: () => void }) {
  const { t } = useTranslation('ecommerce');
  return (
    <RowMenu
      label={t('products.rowActions', { name: product.productName })}
      data-testid={`product-actions-${product.id}`}
    >
      <Menu.Item icon={<IconPencil size={16} />} data-testid="product-edit" onSelect={onEdit}>
        {t('common.actions.edit')}
      </Menu.Item>
      <Menu.Item
        destructive
        icon={<IconTrash size={16} />}
        data-testid="product-delete"
        onSelect={() => onDelete(product)}
      >
        {t('common.actions.delete')}
      </Menu.Item>
    </RowMenu>
  );
});
