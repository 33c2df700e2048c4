import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat, type Formatters } from '../../shared/index.ts';
import { useToday, type IsoDay } from './due-date.ts';
import { knownLabel } from './kanban-labels.ts';

/** What every card draws with: the texts, the formats, today and the labels' names. */
export interface CardKit {
  t: ReturnType<typeof useTranslation<'kanban'>>['t'];
  format: Formatters;
  today: IsoDay;
  /** A label's text: a known label in the current language, any other as it was stored. */
  labelName: (name: string) => string;
}

const CardKitContext = createContext<CardKit | null>(null);

/**
 * Works out the cards' kit once for all the cards below. A board holds hundreds of cards, and each
 * card asking for the texts and formats itself (react-i18next copies its instance for each caller)
 * made the first paint of a large board several times slower. The kit changes with the language,
 * so the memoised cards redraw in a new one.
 */
export function CardKitProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('kanban');
  const format = useFormat();
  const today = useToday();
  const kit = useMemo<CardKit>(
    () => ({
      t,
      format,
      today,
      labelName: (name) => {
        const known = knownLabel(name);
        return known ? t(`item.labelNames.${known.key}`) : name;
      },
    }),
    [t, format, today],
  );
  return <CardKitContext.Provider value={kit}>{children}</CardKitContext.Provider>;
}

/** The kit of the `CardKitProvider` above (a card is always drawn inside one). */
export function useCardKit(): CardKit {
  const kit = useContext(CardKitContext);
  if (!kit) throw new Error('A kanban card is drawn inside a <CardKitProvider>');
  return kit;
}
