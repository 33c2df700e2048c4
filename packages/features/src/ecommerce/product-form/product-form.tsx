import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { Button, Grid, PageHeader, Stack } from '@atrium/ui';

import { ProductImagesSection, ProductInfoSection } from './product-info-section.tsx';
import { ProductInventorySection } from './product-inventory-section.tsx';
import { ProductOrganizeSection } from './product-organize-section.tsx';
import { ProductPricingSection } from './product-pricing-section.tsx';
import { productSchema, type ProductFormValues } from './product-schema.ts';
import { ProductVariantsSection } from './product-variants-section.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { href } from '../routes.ts';

export const PRODUCT_LIST_PATH = href('ecommerce.productList');

/** What a save came to; the page turns it into a toast, the form into field errors or a reset. */
export type SaveOutcome =
  | { status: 'saved'; values: ProductFormValues; next?: string }
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'failed' };

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
  const navigate = useNavigate();
  const formId = useId();
  const schema = useMemo(() => productSchema(t), [t]);
  const form = useForm<ProductFormValues>({ resolver: zodResolver(schema), defaultValues });
  const { isDirty, isSubmitting } = form.formState;
  // Set once a save succeeds, so the navigation that follows is not blocked (state lags a render).
  const leaving = useRef(false);

  const onValid = async (values: ProductFormValues) => {
    const outcome = await onSave(values);
    if (outcome.status === 'saved') {
      if (outcome.next) {
        leaving.current = true;
        await navigate(outcome.next);
      } else {
        form.reset(outcome.values);
      }
    } else if (outcome.status === 'invalid') {
      Object.entries(outcome.errors).forEach(([name, messages], index) => {
        const field =
          SERVER_FIELDS[name] ?? (name in defaultValues ? (name as Path<ProductFormValues>) : null);
        if (!field) return;
        const message =
          name === 'sku'
            ? t('productForm.errors.skuTaken')
            : name === 'discountedPrice'
              ? t('productForm.errors.discountBelowPrice')
              : (messages[0] ?? '');
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  };

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
              <Button type="submit" form={formId} loading={isSubmitting} data-testid="product-save">
                {submitLabel}
              </Button>
            </>
          }
        />
        <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
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
      <UnsavedChangesGuard dirty={isDirty} shouldBlock={() => isDirty && !leaving.current} />
    </FormProvider>
  );
}
