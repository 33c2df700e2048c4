/** The dashboard kit: the card frame, its skeletons, figures and list lines, shared by every dashboard. */
export { DashboardCard, type CardQuery, type DashboardCardProps } from './dashboard-card.tsx';
export {
  DashboardTextsContext,
  useDashboardTexts,
  type DashboardTexts,
  type TrendDirection,
} from './dashboard-texts.ts';
export { useDashboardFormat, type DashboardFormat } from './dashboard-format.ts';
export {
  cardTestId,
  useCardFrame,
  useKitTexts,
  type KitWord,
  type KitWordOf,
} from './use-card-frame.ts';
export { DashboardGrid, type DashboardCell, type DashboardSpan } from './dashboard-grid.tsx';
export { DashboardLink } from './dashboard-link.tsx';
export { AmountAndState, LinkedListItem, WhoAndWhen } from './dashboard-list-lines.tsx';
export { ChartSkeleton, FigureSkeleton, ListSkeleton } from './dashboard-skeletons.tsx';
export { HeadlineFigure } from './headline-figure.tsx';
export { ChartTotal, MonthlyBars, type MonthlyBarsProps } from './monthly-bars.tsx';
export { TrendChip } from './trend-chip.tsx';
export {
  ordersByCountryTexts,
  OrdersByCountryView,
  type OrdersByCountryKey,
  type OrdersByCountryTexts,
  type OrdersByCountryViewProps,
} from './orders-by-country.tsx';
export { OrdersByCountryCard, type OrdersByCountryCardProps } from './orders-by-country-card.tsx';
export { useCountryNames } from './country-name.ts';
