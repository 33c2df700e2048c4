import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Card, Grid, RichTextEditor, TextField } from '@atrium/ui';

import { ImageField } from './image-field.tsx';
import { useProductFormSection } from './product-form-fields.tsx';
import { MAX_IMAGES, type ProductFormValues } from './product-schema.ts';

/** An editor with no text and no picture: `<p></p>`, `<p><br></p>`. */
const isBlankHtml = (html: string) => html.replace(/<\/?(p|br)\s*\/?>/g, '').trim() === '';

/** Name, short line, SKU, barcode and the rich-text description. */
export function ProductInfoSection() {
  const { t, register, control, errors } = useProductFormSection();
  return (
    <Card>
      <Card.Header title={t('productForm.sections.info')} headingLevel={2} />
      <Card.Content>
        <Grid columns={{ xs: 1, md: 2 }} gap={4}>
          <Grid.Item span="full">
            <TextField
              label={t('productForm.fields.productName')}
              required
              maxLength={120}
              showCounter={false}
              error={errors.productName?.message}
              dir="auto"
              {...register('productName')}
            />
          </Grid.Item>
          <Grid.Item span="full">
            <TextField
              label={t('productForm.fields.productBrand')}
              helperText={t('productForm.fields.productBrandHint')}
              maxLength={200}
              showCounter={false}
              error={errors.productBrand?.message}
              dir="auto"
              {...register('productBrand')}
            />
          </Grid.Item>
          <TextField
            label={t('productForm.fields.sku')}
            required
            inputMode="numeric"
            helperText={t('productForm.fields.skuHint')}
            error={errors.sku?.message}
            {...register('sku')}
          />
          <TextField
            label={t('productForm.fields.barcode')}
            inputMode="numeric"
            helperText={t('productForm.fields.barcodeHint')}
            error={errors.barcode?.message}
            {...register('barcode')}
          />
          <Grid.Item span="full">
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label={t('productForm.fields.description')}
                  defaultValue={field.value}
                  onChange={({ html }) => {
                    // The editor reports its initial content too ('<p></p>' for none): only a
                    // real change may make the form dirty.
                    const next = isBlankHtml(html) ? '' : html;
                    if (next !== field.value) field.onChange(next);
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid.Item>
        </Grid>
      </Card.Content>
    </Card>
  );
}

/** The picture drop zone; the first picture becomes the product's list image. */
export function ProductImagesSection() {
  const { t } = useTranslation('ecommerce');
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Card>
      <Card.Header title={t('productForm.sections.images')} headingLevel={2} />
      <Card.Content>
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <ImageField
              label={t('productForm.fields.images')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              max={MAX_IMAGES}
              helperText={t('productForm.fields.imagesHint', { max: MAX_IMAGES })}
              error={fieldState.error?.message}
              removeLabel={(i) => t('productForm.fields.removeImage', { index: i + 1 })}
              imageAlt={(i) => t('productForm.fields.imageAlt', { index: i + 1 })}
            />
          )}
        />
      </Card.Content>
    </Card>
  );
}
