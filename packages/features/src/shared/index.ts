/** Plumbing every feature uses: list views in the URL, formatting, debouncing, route shape. */
export { useAfterFirstCommit } from './use-after-first-commit.ts';
export { useDebouncedValue } from './use-debounced-value.ts';
export { listParams, listQueryOf, type ListQuery } from './list-query.ts';
export { useTypedSearch, type AskAhead, type TypedSearch } from './use-typed-search.ts';
export {
  useTableUrlState,
  type TableUrlState,
  type TableUrlStateOptions,
} from './use-table-url-state.ts';
export { parseApiDate, parseMoney, STORE_CURRENCY, useFormat, type Formatters } from './format.ts';
export {
  buildPath,
  createHref,
  defineRoutes,
  routePaths,
  type FeatureRoute,
  type Href,
  type HrefArgs,
  type LazyScreen,
  type PathParams,
  type Prefetch,
  type RoutePaths,
  type RoutePathsOf,
} from './feature-route.ts';
export {
  DetailsPageFrame,
  useRouteId,
  type BackPlacement,
  type DetailsHeader,
  type DetailsPageFrameProps,
  type DetailsPageTexts,
  type DetailsQuery,
} from './details-page-frame.tsx';
export { errorMessageOf, fieldErrorsOf, statusOf } from './server-errors.ts';
export {
  useFormFrame,
  useSaveOutcome,
  type FormFrameOptions,
  type FormSaveOutcome,
  type RefusedField,
  type SaveOutcomeTexts,
} from './use-form-frame.ts';
export {
  DiscardDialog,
  UnsavedChangesGuard,
  type DiscardDialogProps,
  type UnsavedChangesGuardProps,
  type UnsavedChangesTexts,
} from './unsaved-changes-guard.tsx';
export { allRowsOf, listUrlKeys } from './list-query.ts';
export {
  useListPage,
  type ListFetch,
  type ListFiltersProps,
  type ListPage,
  type ListPageOptions,
  type ListQueryResult,
  type ListTableProps,
} from './use-list-page.ts';
export { ListSearch, SEARCH_DEBOUNCE_MS, type ListSearchProps } from './list-search.tsx';
export { ListEmptyState, type ListEmptyStateProps } from './list-empty-state.tsx';
export { IdentityCell, type IdentityCellProps } from './identity-cell.tsx';
export {
  UNDO_WINDOW_MS,
  useUndoableDelete,
  type CachePatch,
  type UndoableDeleteOptions,
} from './use-undoable-delete.ts';
export { localeLoaders } from './locale-loaders.ts';
export { SectionCard, type SectionCardProps } from './section-card.tsx';
export { FormCard, type FormCardProps, type FormCardTexts } from './form-card.tsx';
export {
  dialogFormProps,
  FormDialog,
  FormTextFields,
  useDialogForm,
  type DialogFormOptions,
  type FormDialogProps,
  type FormTextField,
} from './form-dialog.tsx';
export {
  PaymentCardDialog,
  type PaymentCardDialogProps,
  type PaymentCardTexts,
} from './payment-card-dialog.tsx';
export { DevicesTable, type DevicesTableTexts } from './devices-table.tsx';
export {
  PasswordRulesList,
  passwordRulesSchema,
  type PasswordRulesTexts,
} from './password-rules.tsx';
export { DrawerFormActions, type DrawerFormActionsProps } from './drawer-form-actions.tsx';
export { useColumns } from './use-columns.ts';
export { TonalChip, type TonalChipProps } from './tonal-chip.tsx';
export { ListPageFrame, type ListPageFrameProps } from './list-page-frame.tsx';
export { BulkDeleteButton, type BulkDeleteButtonProps } from './bulk-delete-button.tsx';
export { FilterSelect, searchOf, type FilterSelectProps } from './list-filters.tsx';
export { RowMenu, type RowMenuProps } from './row-menu.tsx';
export { BulkStatusMenu, type BulkStatusMenuProps } from './bulk-status-menu.tsx';
export { RowDeleteDialog, type RowDeleteDialogProps } from './row-delete-dialog.tsx';
export {
  PasswordCard,
  passwordCardTexts,
  type PasswordTextKey,
  type PasswordCardProps,
  type PasswordCardTexts,
  type PasswordValues,
} from './password-card.tsx';
export {
  TwoStepCard,
  twoStepCardTexts,
  type TwoStepCardProps,
  type TwoStepCardTexts,
} from './two-step-card.tsx';
export {
  NotificationGrid,
  NotificationTable,
  notificationGridTexts,
  type NotificationTableProps,
  type NotificationTextKey,
  type NotificationGridProps,
  type NotificationGridTexts,
} from './notification-grid.tsx';
export { DetailRow, ProfileFacts, ProfileStats, type ProfileStat } from './profile-parts.tsx';
export {
  clientRows,
  useClientRows,
  type ClientRows,
  type ClientRowsOptions,
} from './client-rows.ts';
export {
  DateRangeFilter,
  rangeOf,
  rangeParam,
  type DateRangeFilterProps,
} from './date-range-filter.tsx';
export { useNarrowScreen } from './use-narrow-screen.ts';
export { QueryState, type QueryStateResult } from './query-state.tsx';
export { StepNavigation, type StepNavigationProps } from './step-navigation.tsx';
export { teamApi, useGetTeamQuery } from './team-api.ts';
