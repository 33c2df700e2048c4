import { useTranslation } from 'react-i18next';

import { useSaveOutcome } from '../../shared/index.ts';
import { useCreateProductMutation, useUpdateProductMutation } from '../api/products.ts';
import { PRODUCT_LIST_PATH, type SaveOutcome } from './product-form.tsx';
import {
  emptyProductValues,
  productBodyOf,
  productValuesOf,
  type ProductFormValues,
} from './product-schema.ts';

/**
 * Create (then back to the list) or update (stay, with the saved values as the new baseline), with
 * a toast either way. A 400 comes back as field errors; anything else keeps the input and says so.
 */
export function useSaveProduct(id?: number): (values: ProductFormValues) => Promise<SaveOutcome> {
  const { t } = useTranslation('ecommerce');
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();
  const outcomeOf = useSaveOutcome();

  return (values) => {
    const body = productBodyOf(values);
    return outcomeOf(
      id === undefined ? create(body).unwrap() : update({ id, changes: body }).unwrap(),
      {
        saved: (saved) =>
          t(id === undefined ? 'productForm.toast.created' : 'productForm.toast.updated', {
            name: saved.productName,
          }),
        failed: t('productForm.toast.saveFailed'),
        then: (saved) =>
          id === undefined
            ? { values, next: PRODUCT_LIST_PATH }
            : { values: productValuesOf(saved) },
        // Only errors the form can show under a field; any other kind is reported as a failure.
        keepField: (name) => name === 'image' || name in emptyProductValues,
      },
    );
  };
}
