import { useId } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Category } from '@atrium/mocks/types';
import { Drawer, useToast } from '@atrium/ui';

import { DrawerFormActions } from '../../shared/index.ts';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/categories.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';
import { CategoryForm } from './category-form.tsx';
import { bodyOf, type CategoryFormValues } from './category-schema.ts';

export interface CategoryDrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** The category to edit, or null to add one. */
  category: Category | null;
  /** Every category, for the parent choice. */
  categories: readonly Category[];
  /** Called when the drawer should close (saved, cancelled, Escape). */
  onClose: () => void;
}

const FIELDS = ['title', 'slug', 'description', 'image', 'parentId', 'status'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

/** Add or edit a category in a side panel; the table behind refreshes through the API's tags. */
export function CategoryDrawer({ open, category, categories, onClose }: CategoryDrawerProps) {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const formId = useId();
  const [create, created] = useCreateCategoryMutation();
  const [update, updated] = useUpdateCategoryMutation();
  const saving = created.isLoading || updated.isLoading;

  const save = async (
    values: CategoryFormValues,
    setError: UseFormSetError<CategoryFormValues>,
  ) => {
    const body = bodyOf(values);
    try {
      const saved = category
        ? await update({ id: category.id, changes: body }).unwrap()
        : await create(body).unwrap();
      toast({
        severity: 'success',
        title: t(category ? 'categories.toast.updated' : 'categories.toast.created', {
          name: saved.title,
        }),
      });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const known = Object.entries(fields ?? {}).filter(([name]) => isField(name));
      if (known.length === 0) {
        // Not a field problem (network, 500): keep the input and say so.
        toast({ severity: 'error', title: t('categories.toast.saveFailed') });
        return;
      }
      known.forEach(([name, messages], index) => {
        if (!isField(name)) return;
        const message =
          name === 'title' ? t('categories.form.errors.titleTaken') : (messages[0] ?? '');
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(category ? 'categories.drawer.editTitle' : 'categories.drawer.addTitle')}
      data-testid="category-drawer"
      footer={
        <DrawerFormActions
          formId={formId}
          saving={saving}
          cancelLabel={t('common.actions.cancel')}
          saveLabel={t('common.actions.save')}
          onCancel={onClose}
          saveTestId="category-save"
        />
      }
    >
      {open && (
        <CategoryForm
          key={category?.id ?? 'new'}
          formId={formId}
          category={category}
          categories={categories}
          onSubmit={save}
        />
      )}
    </Drawer>
  );
}
