import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { ProductFormValues } from './product-schema.ts';

/** What every section of the product form reads: the texts and the form it fills. */
export function useProductFormSection() {
  const { t, i18n } = useTranslation('ecommerce');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return { t, i18n, register, control, errors };
}
