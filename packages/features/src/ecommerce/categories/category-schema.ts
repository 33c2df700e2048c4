import type { TFunction } from 'i18next';
import { z } from 'zod';

import { CATEGORY_STATUSES } from '@atrium/mocks/values';

import type { Category, CategoryStatus } from '@atrium/mocks/types';

import type { CategoryBody } from '../api/categories.ts';

/** What the drawer form edits; `parentId` is '' for a top-level category (Select needs text). */
export interface CategoryFormValues {
  title: string;
  slug: string;
  description: string;
  image: string[];
  parentId: string;
  status: CategoryStatus;
}

export const NO_PARENT = 'none';

/** Lower-case words joined by hyphens: `home-decor`. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Messages come from `t`, so they follow the language of the moment the form is built. */
export function categorySchema(t: TFunction<'ecommerce'>) {
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, t('categories.form.errors.titleRequired'))
      .max(80, t('categories.form.errors.titleTooLong', { max: 80 })),
    slug: z
      .string()
      .trim()
      .refine((v) => v === '' || SLUG.test(v), t('categories.form.errors.slugInvalid')),
    description: z.string().max(300, t('categories.form.errors.descriptionTooLong', { max: 300 })),
    image: z.array(z.string()),
    parentId: z.string(),
    status: z.enum(CATEGORY_STATUSES),
  }) satisfies z.ZodType<CategoryFormValues>;
}

/** `Home Decor` → `home-decor`: the slug suggested while the slug field is empty. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function formValuesOf(category: Category | null): CategoryFormValues {
  return {
    title: category?.title ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    image: category?.image ? [category.image] : [],
    parentId: category?.parentId ? String(category.parentId) : NO_PARENT,
    status: category?.status ?? 'Published',
  };
}

/** The API body; an empty slug is derived from the title, as the field's hint says. */
export function bodyOf(values: CategoryFormValues): CategoryBody {
  return {
    title: values.title.trim(),
    slug: values.slug.trim() || slugOf(values.title),
    description: values.description.trim(),
    image: values.image[0] ?? '',
    parentId: values.parentId === NO_PARENT ? null : Number(values.parentId),
    status: values.status,
  };
}
