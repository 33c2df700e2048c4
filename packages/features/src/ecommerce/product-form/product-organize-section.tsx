import { Controller, useWatch } from 'react-hook-form';

import { Card, Combobox, Stack, TextField } from '@atrium/ui';
import { PRODUCT_STATUSES } from '@atrium/mocks/values';

import { useGetCategoriesQuery } from '../api/categories.ts';
import { SelectField } from '../../shared/bound-fields.tsx';
import { useProductFormSection } from './product-form-fields.tsx';

/** Every category, for the choice (the list is small). */
const ALL_CATEGORIES = { page: 1, itemsPerPage: -1 } as const;

/** Suggested tags; any other can be typed and added. */
const TAG_SUGGESTIONS = ['new', 'sale', 'bestseller', 'eco', 'gift', 'limited'];

/** Vendor, category (from the categories API), collection, status and tags. */
export function ProductOrganizeSection() {
  const { t, register, control, errors } = useProductFormSection();
  const { data } = useGetCategoriesQuery(ALL_CATEGORIES);
  const chosen = useWatch({ control, name: 'category' });
  const tags = useWatch({ control, name: 'tags' });
  const categories = (data?.categories ?? []).map((c) => ({ value: c.title, label: c.title }));
  // A stored category the list no longer has (renamed or deleted) stays choosable.
  if (chosen && data && !categories.some((c) => c.value === chosen))
    categories.unshift({ value: chosen, label: chosen });
  const tagOptions = [...new Set([...TAG_SUGGESTIONS, ...tags])].map((tag) => ({
    value: tag,
    label: tag,
  }));

  return (
    <Card>
      <Card.Header title={t('productForm.sections.organize')} headingLevel={2} />
      <Card.Content>
        <Stack gap={4}>
          <TextField
            label={t('productForm.organize.vendor')}
            error={errors.vendor?.message}
            dir="auto"
            {...register('vendor')}
          />
          <SelectField
            control={control}
            name="category"
            label={t('productForm.organize.category')}
            placeholder={t('productForm.organize.categoryPlaceholder')}
            required
            options={categories}
            data-testid="product-category"
          />
          <TextField
            label={t('productForm.organize.collection')}
            error={errors.collection?.message}
            dir="auto"
            {...register('collection')}
          />
          <SelectField
            control={control}
            name="status"
            label={t('productForm.organize.status')}
            options={PRODUCT_STATUSES.map((status) => ({
              value: status,
              label: t(`common.status.${status}`),
            }))}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <Combobox
                ref={field.ref}
                label={t('productForm.organize.tags')}
                helperText={t('productForm.organize.tagsHint')}
                multiple
                creatable
                options={tagOptions}
                value={field.value}
                onValueChange={({ value }) =>
                  field.onChange(Array.isArray(value) ? value : [value])
                }
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      </Card.Content>
    </Card>
  );
}
