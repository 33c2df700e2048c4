import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CategoriesResponse, Category } from '@atrium/mocks/types';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  IconButton,
  PageHeader,
  Stack,
  useToast,
} from '@atrium/ui';

import { Can, useCan } from '../../shared/access/index.ts';
import { ListEmptyState, ListSearch, useListPage } from '../../shared/index.ts';
import {
  categoriesApi,
  useDeleteCategoryMutation,
  useGetCategoriesQuery,
} from '../api/categories.ts';
import { useCategoryColumns } from './category-columns.tsx';
import { CategoryDrawer } from './category-drawer.tsx';

/** Every category, for the parent choice in the drawer (the list is small). */
const ALL = { page: 1, itemsPerPage: -1 } as const;
const rowsOf = (data: CategoriesResponse) => data.categories;
const rowId = (category: Category) => String(category.id);

/** The `ecommerce.categoryList` route: categories with search, sort, paging and a drawer form. */
export function CategoryListPage() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  // The server is asked once typing pauses, not at each key.
  const list = useListPage({
    useQuery: useGetCategoriesQuery,
    initiate: categoriesApi.endpoints.getCategories.initiate,
    rowsOf,
    searchAsTyped: false,
    errorText: t('categories.loadError'),
  });
  const all = useGetCategoriesQuery(ALL);
  const columns = useCategoryColumns();
  const [editing, setEditing] = useState<Category | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [remove] = useDeleteCategoryMutation();
  const canUpdate = useCan('update', 'Ecommerce');

  const openDrawer = (category: Category | null) => {
    setEditing(category);
    setDrawerOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await remove(deleting.id).unwrap();
    toast({ severity: 'success', title: t('categories.toast.deleted', { name: deleting.title }) });
    setDeleting(null);
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <Can do="create" on="Ecommerce">
            <Button startIcon={<IconPlus size={18} />} onClick={() => openDrawer(null)}>
              {t('categories.add')}
            </Button>
          </Can>
        }
      />
      <Card>
        <DataTable<Category>
          {...list.table}
          label={t('categories.tableLabel')}
          columns={columns}
          getRowId={rowId}
          rowLabel={(row) => row.title}
          toolbar={
            <ListSearch
              {...list.search}
              label={t('categories.search')}
              placeholder={t('categories.searchPlaceholder')}
            />
          }
          empty={
            <ListEmptyState
              {...list.empty}
              size="sm"
              title={t(
                list.empty.filtered ? 'categories.empty.filtered' : 'categories.empty.title',
              )}
              clearLabel={t('common.actions.clearFilters')}
              action={
                <Can do="create" on="Ecommerce">
                  <Button variant="tonal" onClick={() => openDrawer(null)}>
                    {t('categories.add')}
                  </Button>
                </Can>
              }
            />
          }
          rowActions={
            !canUpdate
              ? undefined
              : (row) => (
                  <Stack direction="row" gap={1}>
                    <IconButton
                      label={t('categories.editOne', { name: row.title })}
                      size="sm"
                      variant="text"
                      onClick={() => openDrawer(row)}
                    >
                      <IconPencil size={18} />
                    </IconButton>
                    <IconButton
                      label={t('categories.deleteOne', { name: row.title })}
                      size="sm"
                      variant="text"
                      color="error"
                      onClick={() => setDeleting(row)}
                    >
                      <IconTrash size={18} />
                    </IconButton>
                  </Stack>
                )
          }
        />
      </Card>
      <CategoryDrawer
        open={drawerOpen}
        category={editing}
        categories={all.data?.categories ?? []}
        onClose={() => setDrawerOpen(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('categories.confirmDelete.title', { name: deleting?.title ?? '' })}
        message={t('categories.confirmDelete.message')}
        confirmLabel={t('common.actions.delete')}
        cancelLabel={t('common.actions.cancel')}
        errorMessage={t('categories.toast.deleteFailed')}
        destructive
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
