import { createContext, useContext, useState } from 'react';

/** A calendar day as the fake API stores due dates: 'YYYY-MM-DD'. */
export type IsoDay = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The viewer's calendar day of `date` (their "today" is local, not UTC). */
export const isoDayOf = (date: Date): IsoDay =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Whether a card is overdue on `today`: its due day is before today. No due date is never
 * overdue, and the due day itself is not yet late. A due date with a time keeps only its day.
 */
export function isOverdue(dueDate: string, today: IsoDay): boolean {
  const day = dueDate.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day < today;
}

/**
 * "Today" for the cards below: the app leaves it unset (each card takes the clock once), while
 * stories and tests fix it to the seed's day so the overdue cards never drift.
 */
const TodayContext = createContext<IsoDay | null>(null);

export const KanbanTodayProvider = TodayContext.Provider;

/** The day the cards compare due dates with. */
export function useToday(): IsoDay {
  const fixed = useContext(TodayContext);
  const [clock] = useState(() => isoDayOf(new Date()));
  return fixed ?? clock;
}
