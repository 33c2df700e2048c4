import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Category } from '@atrium/mocks/types';
import { Select, Stack, TextField, Textarea } from '@atrium/ui';
import { CATEGORY_STATUSES } from '@atrium/mocks/values';

import { ImageField } from '../product-form/image-field.tsx';
import {
  categorySchema,
  formValuesOf,
  NO_PARENT,
  slugOf,
  type CategoryFormValues,
} from './category-schema.ts';

export interface CategoryFormProps {
  /** The `id` the drawer's submit button points at with `form=`. */
  formId: string;
  /** The category being edited, or null to add one. */
  category: Category | null;
  /** Every category, for the parent choice (the edited one is left out). */
  categories: readonly Category[];
  /** Saves; may set server field errors through `setError`. */
  onSubmit: (
    values: CategoryFormValues,
    setError: UseFormSetError<CategoryFormValues>,
  ) => Promise<void>;
}

/** Title, slug, description, picture, parent and status, validated before anything is sent. */
export function CategoryForm({ formId, category, categories, onSubmit }: CategoryFormProps) {
  const { t } = useTranslation('ecommerce');
  const schema = useMemo(() => categorySchema(t), [t]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(category),
  });
  const title = useWatch({ control, name: 'title' });
  const parents = [
    { value: NO_PARENT, label: t('categories.form.noParent') },
    ...categories
      .filter((c) => c.id !== category?.id)
      .map((c) => ({ value: String(c.id), label: c.title })),
  ];

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values, setError))(event)}
    >
      <Stack gap={4}>
        <TextField
          label={t('categories.form.title')}
          required
          maxLength={80}
          error={errors.title?.message}
          dir="auto"
          {...register('title')}
        />
        <TextField
          label={t('categories.form.slug')}
          placeholder={slugOf(title)}
          helperText={t('categories.form.slugHint')}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <Textarea
          label={t('categories.form.description')}
          minRows={3}
          maxLength={300}
          error={errors.description?.message}
          dir="auto"
          {...register('description')}
        />
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageField
              label={t('categories.form.image')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              max={1}
              helperText={t('categories.form.imageHint')}
              removeLabel={() => t('categories.form.removeImage')}
              imageAlt={() => t('categories.form.imageAlt')}
            />
          )}
        />
        <Controller
          control={control}
          name="parentId"
          render={({ field }) => (
            <Select
              label={t('categories.form.parent')}
              options={parents}
              value={field.value}
              onValueChange={({ value }) => field.onChange(value)}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('categories.form.status')}
              options={CATEGORY_STATUSES.map((status) => ({
                value: status,
                label: t(`common.status.${status}`),
              }))}
              value={field.value}
              onValueChange={({ value }) => field.onChange(value)}
            />
          )}
        />
      </Stack>
    </form>
  );
}
