/** A local day as `YYYY-MM-DD` (the date pickers' and the day cells' form). */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A local moment as `YYYY-MM-DDTHH:mm` (the date-time picker's form). */
export const localDateTime = (date: Date): string =>
  `${isoDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Local midnight of a `YYYY-MM-DD` day, or the moment of a `YYYY-MM-DDTHH:mm`. */
export const fromLocal = (text: string): Date =>
  new Date(text.length === 10 ? `${text}T00:00` : text);

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
