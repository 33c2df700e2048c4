import { useMemo } from 'react';

import type { CardQuery } from './dashboard-card.tsx';
import { useDashboardFormat } from './dashboard-format.ts';
import type { DashboardTexts, TrendDirection } from './dashboard-texts.ts';

/** The kit's words, as keys under a feature's own block of them (`<block>.error.title`, ...). */
export type KitWord =
  'loading' | 'error.title' | 'error.message' | 'retry' | `trend.${TrendDirection}`;

/** A feature's translation of a kit word: its `t` over its own block (`card`, `value` interpolated). */
export type KitWordOf = (key: KitWord, values: { card?: string; value?: string }) => string;

/** The kit's texts from a feature's words, built once per language (`word` changes with `t`). */
export function useKitTexts(word: KitWordOf): DashboardTexts {
  return useMemo<DashboardTexts>(
    () => ({
      loading: (card) => word('loading', { card }),
      errorTitle: word('error.title', {}),
      errorMessage: (card) => word('error.message', { card }),
      retry: word('retry', {}),
      trend: (direction, value) => word(`trend.${direction}`, { value }),
    }),
    [word],
  );
}

/** A card's test id: `<prefix>-card-<section in kebab case>` (`revenueGrowth` → `revenue-growth`). */
export const cardTestId = (prefix: string, section: string) =>
  `${prefix}-card-${section.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}`;

/**
 * What every dashboard card of every feature starts with: the dashboard's formats and the
 * `DashboardCard` props (its heading, its own query, the test id and the kit's texts). A feature's
 * card hook gives its heading words and `word`, a stable function over its namespace.
 */
export function useCardFrame<T>(
  heading: { title: string; subtitle: string },
  testId: string,
  query: CardQuery<T>,
  word: KitWordOf,
) {
  const format = useDashboardFormat();
  const texts = useKitTexts(word);
  return { format, card: { ...heading, query, testId, texts } };
}
