import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Grid, PageHeader, Stack } from '@atrium/ui';

import { useFormFrame, type FormSaveOutcome } from '../../shared/index.ts';

import { ProductImagesSection, ProductInfoSection } from './product-info-section.tsx';
import { ProductInventorySection } from './product-inventory-section.tsx';
import { ProductOrganizeSection } from './product-organize-section.tsx';
import { ProductPricingSection } from './product-pricing-section.tsx';
import { productSchema, type ProductFormValues } from './product-schema.ts';
import { ProductVariantsSection } from './product-variants-section.tsx';
import { ProductLeaveGuard } from './unsaved-changes-guard.tsx';
import { href } from '../routes.ts';

export const PRODUCT_LIST_PATH = href('ecommerce.productList');

/** What a save came to; the page turns it into a toast, the form into field errors or a reset. */
export type SaveOutcome = FormSaveOutcome<ProductFormValues>;

export interface ProductFormProps {
  /** The page's h1. */
  title: string;
  description: string;
  submitLabel: string;
  defaultValues: ProductFormValues;
  /** Sends the values; resolves to what happened (never rejects). */
  onSave: (values: ProductFormValues) => Promise<SaveOutcome>;
}

/** Server field names that are form fields too; `image` is the first picture. */
const SERVER_FIELDS: Record<string, Path<ProductFormValues>> = {
  image: 'images',
};

/**
 * The add/edit product form: information, pictures, variants and inventory beside pricing and
 * organize. Validated by zod on submit (first invalid field focused), then by the server, whose
 * field errors are shown inline too; leaving with unsaved changes asks first.
 */
export function ProductForm({
  title,
  description,
  submitLabel,
  defaultValues,
  onSave,
}: ProductFormProps) {
  const { t } = useTranslation('ecommerce');
  const formId = useId();
  const schema = useMemo(() => productSchema(t), [t]);
  const { form, submit, saving, dirty, shouldBlock } = useFormFrame<ProductFormValues>({
    defaultValues,
    resolver: zodResolver(schema),
    save: onSave,
    refusedField: (name, messages) => {
      const field =
        SERVER_FIELDS[name] ?? (name in defaultValues ? (name as Path<ProductFormValues>) : null);
      if (!field) return null;
      const message =
        name === 'sku'
          ? t('productForm.errors.skuTaken')
          : name === 'discountedPrice'
            ? t('productForm.errors.discountBelowPrice')
            : (messages[0] ?? '');
      return { field, message };
    },
  });

  return (
    <FormProvider {...form}>
      <Stack gap={6}>
        <PageHeader
          title={title}
          description={description}
          actions={
            <>
              <Button asChild variant="outlined" color="secondary">
                <Link to={PRODUCT_LIST_PATH}>{t('productForm.discard')}</Link>
              </Button>
              <Button type="submit" form={formId} loading={saving} data-testid="product-save">
                {submitLabel}
              </Button>
            </>
          }
        />
        <form id={formId} noValidate onSubmit={submit}>
          <Grid columns={{ xs: 1, lg: 3 }} gap={6}>
            <Grid.Item span={{ xs: 1, lg: 2 }}>
              <Stack gap={6}>
                <ProductInfoSection />
                <ProductImagesSection />
                <ProductVariantsSection />
                <ProductInventorySection />
              </Stack>
            </Grid.Item>
            <Stack gap={6}>
              <ProductPricingSection />
              <ProductOrganizeSection />
            </Stack>
          </Grid>
        </form>
      </Stack>
      <ProductLeaveGuard dirty={dirty} shouldBlock={shouldBlock} />
    </FormProvider>
  );
}
