import { IconArrowBack, IconPackageOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import type { Product } from '@atrium/mocks/types';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Grid,
  PageHeader,
  Skeleton,
  Stack,
} from '@atrium/ui';

import { statusOf } from '../api/field-errors.ts';
import { useGetProductQuery } from '../api/products.ts';
import { PRODUCT_LIST_PATH, ProductForm } from './product-form.tsx';
import { productValuesOf } from './product-schema.ts';
import { useSaveProduct } from './use-save-product.ts';

/** The `ecommerce.productEdit` route: loads the product, then the same form as add. */
export function ProductEditPage() {
  const { t } = useTranslation('ecommerce');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, isFetching, refetch } = useGetProductQuery(id, { skip: !valid });

  if (!valid || statusOf(error) === 404) return <ProductNotFound />;
  if (error && !data)
    return (
      <Stack gap={6}>
        <PageHeader title={t('productForm.editTitle')} />
        <ErrorState
          message={t('productForm.loadError')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Stack>
    );
  if (isLoading || !data) return <ProductFormSkeleton />;
  // A new key after a save's refetch is not wanted: the form resets itself to the saved values.
  return <LoadedProductForm key={data.id} product={data} />;
}

function LoadedProductForm({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce');
  const save = useSaveProduct(product.id);
  // Built once per product: later refetches must not replace what the user is typing.
  const defaults = useMemo(() => productValuesOf(product), [product.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ProductForm
      title={t('productForm.editTitle')}
      description={t('productForm.editDescription')}
      submitLabel={t('common.actions.save')}
      defaultValues={defaults}
      onSave={save}
    />
  );
}

function ProductNotFound() {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap={6}>
      <PageHeader title={t('productForm.notFound.title')} />
      <Card>
        <EmptyState
          icon={<IconPackageOff size={32} />}
          title={t('productForm.notFound.title')}
          description={t('productForm.notFound.description')}
          headingLevel={2}
          action={
            <Button asChild startIcon={<IconArrowBack size={18} />}>
              <Link to={PRODUCT_LIST_PATH}>{t('productForm.notFound.back')}</Link>
            </Button>
          }
        />
      </Card>
    </Stack>
  );
}

/** The form's shape while the product loads. */
function ProductFormSkeleton() {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap={6}>
      <PageHeader title={t('productForm.editTitle')} />
      <Skeleton.Group data-testid="product-form-skeleton">
        <Grid columns={{ xs: 1, lg: 3 }} gap={6}>
          <Grid.Item span={{ xs: 1, lg: 2 }}>
            <Card>
              <Card.Content>
                <Stack gap={4}>
                  <Skeleton variant="text" width="40%" />
                  <Skeleton variant="rounded" height={40} />
                  <Skeleton variant="rounded" height={40} />
                  <Skeleton variant="rounded" height={160} />
                </Stack>
              </Card.Content>
            </Card>
          </Grid.Item>
          <Card>
            <Card.Content>
              <Stack gap={4}>
                <Skeleton variant="text" width="50%" />
                <Skeleton variant="rounded" height={40} />
                <Skeleton variant="rounded" height={40} />
              </Stack>
            </Card.Content>
          </Card>
        </Grid>
      </Skeleton.Group>
    </Stack>
  );
}
