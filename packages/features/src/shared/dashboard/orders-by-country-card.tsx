import { useMemo } from 'react';

import type { OrdersByCountry } from '@atrium/mocks/types';

import { DashboardCard, type DashboardCardProps } from './dashboard-card.tsx';
import { ListSkeleton } from './dashboard-skeletons.tsx';
import {
  ordersByCountryTexts,
  OrdersByCountryView,
  type OrdersByCountryKey,
  type OrdersByCountryViewProps,
} from './orders-by-country.tsx';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton rows={6} />;

export interface OrdersByCountryCardProps {
  /** The mounting dashboard's frame (its card hook): heading, its own query, test id, texts. */
  card: Omit<DashboardCardProps<OrdersByCountry>, 'skeleton' | 'children'>;
  /** The view's words through the dashboard's `t` (stable: it changes with the language only). */
  text: (key: OrdersByCountryKey, values?: { stage: string }) => string;
  layout?: OrdersByCountryViewProps['layout'];
}

/**
 * The orders-by-country card of any dashboard (e-commerce and logistics): one computation in the
 * fake API, one view; each dashboard gives its own call and words.
 */
export function OrdersByCountryCard({ card, text, layout }: OrdersByCountryCardProps) {
  const texts = useMemo(() => ordersByCountryTexts(text), [text]);
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {(data) => <OrdersByCountryView data={data} texts={texts} layout={layout} />}
    </DashboardCard>
  );
}
