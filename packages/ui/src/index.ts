export * from './theme/index.ts';
export * from './i18n/index.ts';
export type { UiTexts } from './i18n/locales/index.ts';
// Foundations and Display
export { Alert, type AlertProps, type AlertSeverity, type AlertVariant } from './alert/index.ts';
export { AspectRatio, type AspectRatioProps } from './aspect-ratio/index.ts';
export {
  Avatar,
  AvatarGroup,
  initialsOf,
  type AvatarGroupProps,
  type AvatarProps,
  type AvatarSize,
  type AvatarStatus,
} from './avatar/index.ts';
export { Badge, type BadgeProps } from './badge/index.ts';
export { Brand, type BrandProps } from './brand/index.ts';
export {
  Breadcrumbs,
  type BreadcrumbsItemProps,
  type BreadcrumbsProps,
} from './breadcrumbs/index.ts';
export {
  Carousel,
  type CarouselProps,
  type CarouselSlideChangeDetails,
  type CarouselSlideProps,
} from './carousel/index.ts';
export {
  Chip,
  type ChipDeleteDetails,
  type ChipProps,
  type ChipSize,
  type ChipVariant,
} from './chip/index.ts';
export { Divider, type DividerProps } from './divider/index.ts';
export { EmptyState, type EmptyStateProps } from './empty-state/index.ts';
export { ErrorState, type ErrorStateProps } from './error-state/index.ts';
export { Flag } from './flag/index.ts';
export { Grid, type GridItemProps, type GridProps, type Responsive } from './grid/index.ts';
export { Icon, iconSizes, type IconProps, type IconSize } from './icon/index.ts';
export { Kbd, type KbdProps } from './kbd/index.ts';
export { TextLink } from './text-link/index.ts';
export {
  List,
  type ListItemProps,
  type ListProps,
  type ListValueChangeDetails,
  VirtualList,
  type VirtualListProps,
} from './list/index.ts';
export { Portal, type PortalProps } from './portal/index.ts';
export { Progress, type ProgressProps, type ProgressSize } from './progress/index.ts';
export { ShareBar, type ShareBarPart, type ShareBarProps } from './share-bar/index.ts';
export {
  Skeleton,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonVariant,
} from './skeleton/index.ts';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/index.ts';
export { StatCard, StatCardGroup, type StatCardProps, type StatTrend } from './stat-card/index.ts';
export { Timeline, type TimelineItemProps, type TimelineProps } from './timeline/index.ts';
export {
  VisuallyHidden,
  visuallyHiddenCss,
  type VisuallyHiddenProps,
} from './visually-hidden/index.ts';
// End Foundations and Display
export { AppShell, type AppShellProps, type ShellLayout } from './app-shell/index.ts';
export * from './nav-menu/index.ts';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/index.ts';
export {
  ButtonGroup,
  type ButtonGroupProps,
  type ButtonGroupToggleItemProps,
  type ButtonGroupToggleProps,
} from './button-group/index.ts';
export { Accordion, type AccordionItemProps, type AccordionProps } from './accordion/index.ts';
export {
  ConfirmDialog,
  Dialog,
  type ConfirmDialogProps,
  type DialogBodyProps,
  type DialogProps,
  type DialogSize,
} from './dialog/index.ts';
export { DockedWindow, type DockedWindowProps } from './docked-window/index.ts';
export { Drawer, type DrawerProps, type DrawerSize } from './drawer/index.ts';
export { IconButton, type IconButtonProps } from './icon-button/index.ts';
export {
  Menu,
  type MenuCheckboxItemProps,
  type MenuItemProps,
  type MenuProps,
  type MenuRadioItemProps,
  type MenuSubProps,
} from './menu/index.ts';
export {
  Pagination,
  paginationRange,
  type PageItem,
  type PaginationProps,
} from './pagination/index.ts';
export { Popover, type PopoverProps } from './popover/index.ts';
export {
  Snackbar,
  ToastProvider,
  useToast,
  type SnackbarProps,
  type ToastFn,
  type ToastOptions,
  type ToastPosition,
  type ToastProviderProps,
  type ToastSeverity,
} from './snackbar/index.ts';
export {
  SplitButton,
  type SplitButtonOption,
  type SplitButtonProps,
} from './split-button/index.ts';
export {
  Tabs,
  type TabsLinkProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './tabs/index.ts';
export { Tooltip, type TooltipProps } from './tooltip/index.ts';
export {
  Tour,
  type TourCloseReason,
  type TourProps,
  type TourStep,
  type TourTarget,
} from './tour/index.ts';
export { Card, type CardHeaderProps, type CardMediaProps, type CardProps } from './card/index.ts';
export { ScrollToTop, scrollToTopThreshold, type ScrollToTopProps } from './scroll-to-top/index.ts';
export { Stack, type StackProps } from './stack/index.ts';
export {
  Lanes,
  type LaneItemProps,
  type LaneListProps,
  type LaneProps,
  type LanesProps,
} from './lanes/index.ts';
export { AuthLayout, type AuthLayoutProps } from './auth-layout/index.ts';
export { Box, type BoxProps, type BoxSize } from './box/index.ts';
export { SimpleTable, type SimpleTableProps } from './simple-table/index.ts';
export {
  BarChart,
  ChartFrame,
  chartColorNames,
  HeatmapChart,
  LineChart,
  PieChart,
  RadarChart,
  RadialBarChart,
  preloadCharts,
  Sparkline,
  useChartTokens,
  WorldChoropleth,
  type BarChartProps,
  type ChartBaseProps,
  type ChartTableData,
  type ChartTokens,
  type HeatmapChartProps,
  type HeatmapChartRow,
  type LineChartProps,
  type LineChartSeries,
  type PieChartDatum,
  type PieChartProps,
  type RadarChartProps,
  type RadialBarChartDatum,
  type RadialBarChartProps,
  type WorldChoroplethDatum,
  type WorldChoroplethProps,
  type SparklineProps,
} from './chart/index.ts';
export {
  RouteMap,
  type LonLat,
  type MapRoute,
  type RouteMapProps,
  type RouteMapSelectDetails,
} from './map/index.ts';
export {
  DataTable,
  createDataTableColumns,
  dataTableFeatures,
  dataTableStateFromSearchParams,
  dataTableStateToSearchParams,
  defaultDataTableState,
  defaultDataTableUrlKeys,
  exportCsv,
  toCsv,
  type CsvColumn,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableDensity,
  type DataTableFeatures,
  type DataTableProps,
  type DataTableState,
  type DataTableStateChange,
  type DataTableUrlKeys,
} from './data-table/index.ts';
export {
  SafeHtml,
  SafeHtmlFrame,
  isSafeHtmlValue,
  sanitizeHtml,
  type SafeHtmlLinkTarget,
  type SafeHtmlFrameProps,
  type SafeHtmlProps,
  type SafeHtmlValue,
  type SanitizeOptions,
} from './safe-html/index.ts';
export { Checkbox, type CheckboxProps, type CheckedState } from './checkbox/index.ts';
export { ChoiceCards, type ChoiceCardOption, type ChoiceCardsProps } from './choice-card/index.ts';
export {
  ColorSwatches,
  type ColorSwatchOption,
  type ColorSwatchesProps,
} from './color-swatches/index.ts';
export { Combobox, type ComboboxProps } from './combobox/index.ts';
export {
  Field,
  fieldAria,
  useFieldIds,
  type FieldErrorProps,
  type FieldHelperProps,
  type FieldIds,
  type FieldLabelProps,
  type FieldProps,
  type FieldSize,
} from './field/index.ts';
export {
  Calendar,
  DatePicker,
  DateRangePicker,
  DateTimePicker,
  TimePicker,
  type CalendarProps,
  type DateLimits,
  type DatePickerProps,
  type DateRange,
  type DateRangePickerProps,
  type DateTimePickerProps,
  type TimePickerProps,
} from './date-picker/index.ts';
export {
  FileInput,
  type FileInputProps,
  type FileRejection,
  type FileRejectionReason,
} from './file-input/index.ts';
export { RadioGroup, type RadioGroupProps, type RadioItemProps } from './radio-group/index.ts';
export { Rating, type RatingProps } from './rating/index.ts';
export {
  MultiSelect,
  Select,
  type MultiSelectProps,
  type SelectOption,
  type SelectOptionGroup,
  type SelectOptions,
  type SelectProps,
} from './select/index.ts';
export { Slider, type SliderMark, type SliderProps } from './slider/index.ts';
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor/index.ts';
export {
  Stepper,
  Wizard,
  type StepperProps,
  type StepperStep,
  type StepState,
  type WizardProps,
  type WizardStep,
} from './stepper/index.ts';
export { OtpInput, type OtpInputProps } from './otp-input/index.ts';
export { Switch, type SwitchProps } from './switch/index.ts';
export { Textarea, type TextareaProps } from './textarea/index.ts';
export { TextField, type TextFieldProps } from './text-field/index.ts';
export {
  Typography,
  type TypographyColor,
  type TypographyProps,
  type TypographyWeight,
} from './typography/index.ts';
export * from './page-header/index.ts';
export * from './command-palette/index.ts';
export * from './notification-menu/index.ts';
export * from './shortcut-grid/index.ts';
