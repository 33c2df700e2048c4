import { useTranslation } from 'react-i18next';

import { ProductForm } from './product-form.tsx';
import { emptyProductValues } from './product-schema.ts';
import { useSaveProduct } from './use-save-product.ts';

/** The `ecommerce.productAdd` route: an empty product form; saving goes back to the list. */
export function ProductAddPage() {
  const { t } = useTranslation('ecommerce');
  const save = useSaveProduct();
  return (
    <ProductForm
      title={t('productForm.addTitle')}
      description={t('productForm.addDescription')}
      submitLabel={t('productForm.submitAdd')}
      defaultValues={emptyProductValues}
      onSave={save}
    />
  );
}
