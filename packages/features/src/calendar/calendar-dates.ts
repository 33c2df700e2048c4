/** A local day as `YYYY-MM-DD` (the date pickers' and the day cells' form). */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A local moment as `YYYY-MM-DDTHH:mm` (the date-time picker's form). */
export const localDateTime = (date: Date): string =>
  `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Local midnight of a `YYYY-MM-DD` day, or the moment of a `YYYY-MM-DDTHH:mm`. */
export const fromLocal = (text: string): Date =>
  new Date(text.length === 10 ? `${text}T00:00` : text);

/** From `start` up to `end`, excluded. */
export interface DateRange {
  start: Date;
  end: Date;
}

/** The local calendar month holding `date`: its first day's midnight to the next month's. */
export const monthOf = (date: Date): DateRange => ({
  start: new Date(date.getFullYear(), date.getMonth(), 1),
  end: new Date(date.getFullYear(), date.getMonth() + 1, 1),
});

/**
 * Whether an event (ISO `start`, and `end` or none) lies, even partly, within `range`. An event
 * with no length still counts on its moment.
 */
export const anyEventIn = (
  events: readonly { start: string; end?: string | null }[],
  range: DateRange,
): boolean =>
  events.some((event) => {
    const start = new Date(event.start).getTime();
    const end = event.end ? new Date(event.end).getTime() : start;
    return start < range.end.getTime() && Math.max(end, start + 1) > range.start.getTime();
  });

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
