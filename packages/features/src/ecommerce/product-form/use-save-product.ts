import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';

import { fieldErrorsOf } from '../api/field-errors.ts';
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
  const toast = useToast();
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();

  return async (values) => {
    const body = productBodyOf(values);
    try {
      const saved =
        id === undefined
          ? await create(body).unwrap()
          : await update({ id, changes: body }).unwrap();
      toast({
        severity: 'success',
        title: t(id === undefined ? 'productForm.toast.created' : 'productForm.toast.updated', {
          name: saved.productName,
        }),
      });
      return id === undefined
        ? { status: 'saved', values, next: PRODUCT_LIST_PATH }
        : { status: 'saved', values: productValuesOf(saved) };
    } catch (error) {
      // Only errors the form can show under a field; any other kind is reported as a failure.
      const errors = Object.fromEntries(
        Object.entries(fieldErrorsOf(error) ?? {}).filter(
          ([name]) => name === 'image' || name in emptyProductValues,
        ),
      );
      if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
      toast({ severity: 'error', title: t('productForm.toast.saveFailed') });
      return { status: 'failed' };
    }
  };
}
