import { createContext, useContext } from 'react';

/** Which way a figure moved against the previous period. */
export type TrendDirection = 'up' | 'down' | 'none';

/**
 * The words of the dashboard kit's own parts (the card frame, the trend chip). The kit is shared
 * by every dashboard, so each feature gives its own namespace's, once, through its card hook
 * (`useDashboardTexts`): the card puts them in context for the parts drawn inside it.
 */
export interface DashboardTexts {
  /** Skeleton.Group's accessible label while `card` loads. */
  loading: (card: string) => string;
  errorTitle: string;
  /** The error's message for `card`. */
  errorMessage: (card: string) => string;
  retry: string;
  /** What a trend chip says to a screen reader, given the change as shown ("+12.5%"). */
  trend: (direction: TrendDirection, value: string) => string;
}

export const DashboardTextsContext = createContext<DashboardTexts | null>(null);

/** The texts of the card being drawn; a kit part used outside a card is a programming error. */
export function useDashboardTexts(): DashboardTexts {
  const texts = useContext(DashboardTextsContext);
  if (!texts) throw new Error('A dashboard part was drawn outside a DashboardCard');
  return texts;
}
