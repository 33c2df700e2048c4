import { useTranslation } from 'react-i18next';

/** The store's currency; the fake API's amounts are US dollars. */
export const STORE_CURRENCY = 'USD';

/** `'$1,299.50'` → 1299.5; the fake API sends some amounts as text. NaN when unreadable. */
export function parseMoney(text: string): number {
  return Number(text.replace(/[^0-9.-]/g, ''));
}

/**
 * A date from the fake API as a UTC instant: ISO (`2026-03-01`, with or without time) or the contract's
 * month/day/year text (`3/18/2026`). Dates are calendar days, so they are shown in UTC and never
 * shift a day with the viewer's time zone.
 */
export function parseApiDate(text: string): Date | null {
  const mdy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const date = mdy
    ? new Date(Date.UTC(Number(mdy[3]), Number(mdy[1]) - 1, Number(mdy[2])))
    : new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface Formatters {
  /** 1299.5 → "$1,299.50" (en), "1 299,50 $US" (fr); text amounts are parsed first. */
  money: (value: number | string) => string;
  /** Whole money, for cards and charts: "$12K" with `compact`. */
  moneyShort: (value: number, compact?: boolean) => string;
  /** 12500 → "12,500"; `compact` gives "12.5K". */
  number: (value: number, compact?: boolean) => string;
  /** 0.125 → "12.5%". */
  percent: (ratio: number) => string;
  /** An API date as "Mar 1, 2026"; unreadable text is returned as it came. */
  date: (text: string) => string;
  /** An API date's month and year, "April 2021"; unreadable text is returned as it came. */
  monthYear: (text: string) => string;
}

function createFormatters(language: string): Formatters {
  const moneyFmt = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: STORE_CURRENCY,
  });
  const moneyWhole = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: STORE_CURRENCY,
    maximumFractionDigits: 0,
  });
  const moneyCompact = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: STORE_CURRENCY,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const numberFmt = new Intl.NumberFormat(language);
  const numberCompact = new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const percentFmt = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const dateFmt = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const monthFmt = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const byDate = (fmt: Intl.DateTimeFormat) => (text: string) => {
    const date = parseApiDate(text);
    return date ? fmt.format(date) : text;
  };
  return {
    money: (value) => moneyFmt.format(typeof value === 'number' ? value : parseMoney(value)),
    moneyShort: (value, compact = false) => (compact ? moneyCompact : moneyWhole).format(value),
    number: (value, compact = false) => (compact ? numberCompact : numberFmt).format(value),
    percent: (ratio) => percentFmt.format(ratio),
    date: byDate(dateFmt),
    monthYear: byDate(monthFmt),
  };
}

// Building Intl formatters is slow (a dashboard's cards each asked for seven); they depend only on
// the language, so each language's set is built once.
const byLanguage = new Map<string, Formatters>();

/** Number, money and date formatting in the current language (everything by locale). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  let formatters = byLanguage.get(language);
  if (!formatters) {
    formatters = createFormatters(language);
    byLanguage.set(language, formatters);
  }
  return formatters;
}
