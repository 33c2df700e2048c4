import { useTranslation } from 'react-i18next';

import type { Product } from '@atrium/mocks/types';

import { useUndoableDelete, type UndoableDeleteOptions } from '../../shared/index.ts';
import { productsApi } from '../api/products.ts';

type DeletedProduct = Pick<Product, 'id' | 'productName'>;

const hide: UndoableDeleteOptions<DeletedProduct>['hide'] = (gone, dispatch, state) =>
  productsApi.util.selectCachedArgsForQuery(state, 'getProducts').map((args) =>
    dispatch(
      productsApi.util.updateQueryData('getProducts', args, (draft) => {
        const before = draft.products.length;
        draft.products = draft.products.filter((p) => !gone.has(p.id));
        draft.total = Math.max(0, draft.total - (before - draft.products.length));
      }),
    ),
  );

const send: UndoableDeleteOptions<DeletedProduct>['send'] = (id, dispatch) =>
  dispatch(productsApi.endpoints.deleteProduct.initiate(id));

const reload: UndoableDeleteOptions<DeletedProduct>['reload'] = (dispatch) => {
  dispatch(productsApi.util.invalidateTags([{ type: 'Product', id: 'LIST' }]));
};

/** The product list's delete (one row or a selection) with the kit's Undo window. */
export function useProductDelete() {
  const { t } = useTranslation('ecommerce');
  return useUndoableDelete<DeletedProduct>({
    hide,
    send,
    reload,
    doneText: (products) =>
      products.length === 1 && products[0]?.productName
        ? t('products.delete.done', { name: products[0].productName })
        : t('products.bulk.deleted', { count: products.length }),
    failedText: t('products.bulk.deleteFailed'),
    undoLabel: t('common.actions.undo'),
    toastId: 'product-delete',
  });
}
