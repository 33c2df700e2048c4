import type { Review, ReviewStatus, ReviewsResponse } from '@atrium/mocks/types';
import { IconCheck, IconEyeOff, IconMessageOff, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Card, ConfirmDialog, DataTable, IconButton, Stack, Tabs, useToast } from '@atrium/ui';
import { REVIEW_STATUSES } from '@atrium/mocks/values';

import { useCan } from '../../shared/access/index.ts';
import { ListEmptyState, ListSearch, useListPage } from '../../shared/index.ts';
import {
  reviewsApi,
  useDeleteReviewMutation,
  useGetReviewsQuery,
  useSetReviewStatusMutation,
} from '../api/reviews.ts';
import { useReviewColumns } from './review-columns.tsx';

/** The status tabs; 'All' is no filter, so it is never written to the URL. */
const TABS = ['All', ...REVIEW_STATUSES] as const;
const FILTER_IDS = ['status'];
const rowsOf = (data: ReviewsResponse) => data.reviews;
const rowId = (review: Review) => String(review.id);

/** The reviews table: status tabs, search, sort and paging, all kept in the URL. */
export function ReviewTable() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  // The server is asked once typing pauses, not at each key.
  const list = useListPage({
    useQuery: useGetReviewsQuery,
    initiate: reviewsApi.endpoints.getReviews.initiate,
    rowsOf,
    filterIds: FILTER_IDS,
    searchAsTyped: false,
    errorText: t('reviews.loadError'),
  });
  const { view } = list;
  const canUpdate = useCan('update', 'Ecommerce');
  const [setStatus] = useSetReviewStatusMutation();
  const [deleteReview] = useDeleteReviewMutation();
  const [toDelete, setToDelete] = useState<Review | null>(null);
  const columns = useReviewColumns();
  const tab = view.filterValue('status') || 'All';

  const changeStatus = async (review: Review, status: ReviewStatus) => {
    const result = await setStatus({ id: review.id, status });
    toast(
      'error' in result
        ? { severity: 'error', title: t('reviews.toasts.statusFailed') }
        : {
            severity: 'success',
            title: t(
              status === 'Published' ? 'reviews.toasts.approved' : 'reviews.toasts.unpublished',
              { name: review.reviewer },
            ),
          },
    );
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteReview(toDelete.id);
    // A 404 means the review is already gone, which is what the user wanted.
    const error = 'error' in result ? result.error : undefined;
    if (error && !('status' in error && error.status === 404)) {
      throw new Error(t('reviews.toasts.deleteFailed'));
    }
    toast({ severity: 'success', title: t('reviews.toasts.deleted', { name: toDelete.reviewer }) });
    setToDelete(null);
  };

  const table = (
    <DataTable
      {...list.table}
      label={t('reviews.tableLabel')}
      data-testid="reviews-table"
      columns={columns}
      getRowId={rowId}
      toolbar={
        <ListSearch {...list.search} label={t('reviews.search')} trim clearable width="fixed" />
      }
      empty={
        <ListEmptyState
          {...list.empty}
          size="sm"
          icon={<IconMessageOff size={24} aria-hidden />}
          title={view.filtered ? t('reviews.empty.filtered') : t('reviews.empty.title')}
          description={view.filtered ? undefined : t('reviews.empty.description')}
          clearLabel={t('common.actions.clearFilters')}
          clearButton={{ size: 'sm', 'data-testid': 'review-clear-filters' }}
        />
      }
      // Approving, unpublishing and deleting change reviews: `update` (readers see the list).
      rowActions={
        !canUpdate
          ? undefined
          : (review) => {
              // Each action's label, colour and test id follow its name (`reviews.actions.<name>`).
              const action = (
                name: 'approve' | 'unpublish' | 'delete',
                color: 'success' | 'secondary' | 'error',
                icon: ReactNode,
                onClick: () => void,
              ) => (
                <IconButton
                  label={t(`reviews.actions.${name}`, { name: review.reviewer })}
                  tooltip
                  variant="text"
                  color={color}
                  size="sm"
                  onClick={onClick}
                  data-testid={`review-${name}-${review.id}`}
                >
                  {icon}
                </IconButton>
              );
              return (
                <Stack direction="row" gap={1}>
                  {review.status === 'Pending'
                    ? action(
                        'approve',
                        'success',
                        <IconCheck size={18} aria-hidden />,
                        () => void changeStatus(review, 'Published'),
                      )
                    : action(
                        'unpublish',
                        'secondary',
                        <IconEyeOff size={18} aria-hidden />,
                        () => void changeStatus(review, 'Pending'),
                      )}
                  {action('delete', 'error', <IconTrash size={18} aria-hidden />, () =>
                    setToDelete(review),
                  )}
                </Stack>
              );
            }
      }
    />
  );

  return (
    <Card>
      <Tabs
        value={tab}
        onValueChange={(value) => view.setFilter('status', value === 'All' ? '' : value)}
      >
        <Box padding={6} paddingBlockEnd={0} grow>
          <Tabs.List aria-label={t('reviews.tabsLabel')}>
            {TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} data-testid={`review-tab-${value}`}>
                {t(`reviews.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {TABS.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === tab ? table : null}
          </Tabs.Content>
        ))}
      </Tabs>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('reviews.confirmDelete.title')}
        message={t('reviews.confirmDelete.message', { name: toDelete?.reviewer ?? '' })}
        confirmLabel={t('common.actions.delete')}
        cancelLabel={t('common.actions.cancel')}
        destructive
        errorMessage={t('reviews.toasts.deleteFailed')}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
