import { createRng } from '../../lib/prng.ts';
import type { TrafficSource } from '../../types/analytics-dashboard.ts';

/**
 * Extension: the seeded series behind the analytics dashboard's visits, tickets and campaigns,
 * which the shop does not record. Each day (or month) draws from a generator keyed by its own
 * date, so a day's figures are the same whatever span is asked and whenever it is asked: the
 * series is a pure function of the date, and the clock only chooses which days are shown.
 */

export const TRAFFIC_SOURCES: readonly TrafficSource[] = [
  'direct',
  'social',
  'email',
  'referral',
  'ads',
  'other',
];

/** The usual share of each source; a day moves each by up to a fifth before rounding. */
const SOURCE_WEIGHTS: Readonly<Record<TrafficSource, number>> = {
  direct: 0.32,
  social: 0.22,
  email: 0.14,
  referral: 0.12,
  ads: 0.13,
  other: 0.07,
};

export interface TrafficDay {
  date: string;
  sessions: number;
  pageViews: number;
  /** Sign-ups and contact requests. */
  leads: number;
  /** Sessions by source; they add up to `sessions`. */
  sources: Record<TrafficSource, number>;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isWeekend = (date: string) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

/**
 * Splits `total` by the weights, each moved by the day's noise: every source gets its whole part,
 * and the sessions left by the rounding go one each to the largest remainders.
 */
function splitBySource(total: number, noise: () => number): Record<TrafficSource, number> {
  const raw = TRAFFIC_SOURCES.map((s) => SOURCE_WEIGHTS[s] * noise());
  const sum = raw.reduce((a, b) => a + b, 0);
  const exact = raw.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder.slice(0, left)) parts[i] = (parts[i] ?? 0) + 1;
  return Object.fromEntries(TRAFFIC_SOURCES.map((s, i) => [s, parts[i] ?? 0])) as Record<
    TrafficSource,
    number
  >;
}

/** A small shop's day of visits: about 40 sessions, fewer at weekends. */
export function trafficDay(date: string): TrafficDay {
  const rng = createRng(`analytics-traffic:${date}`);
  const sessions = Math.round(rng.int(28, 56) * (isWeekend(date) ? 0.7 : 1));
  return {
    date,
    sessions,
    pageViews: Math.round(sessions * rng.float(2.2, 3.6)),
    leads: Math.round(sessions * rng.float(0.03, 0.09)),
    sources: splitBySource(sessions, () => rng.float(0.8, 1.2)),
  };
}

export interface TicketDay {
  date: string;
  /** Tickets opened that day. */
  new: number;
  /** Tickets closed that day. */
  resolved: number;
  /** Average hours to the first answer of that day's tickets. */
  responseHours: number;
}

export function ticketDay(date: string): TicketDay {
  const rng = createRng(`analytics-tickets:${date}`);
  const opened = Math.round(rng.int(10, 26) * (isWeekend(date) ? 0.5 : 1));
  return {
    date,
    new: opened,
    resolved: Math.round(opened * rng.float(0.7, 1.1)),
    responseHours: rng.float(2, 20, 1),
  };
}

/** Tickets still open when a span of days begins (the backlog of the days before it). */
export function openTicketsBefore(date: string): number {
  return createRng(`analytics-backlog:${date}`).int(8, 24);
}

export interface Campaign {
  emails: number;
  opened: number;
  clicked: number;
  subscribed: number;
  complaints: number;
  unsubscribed: number;
}

/**
 * A month's mail campaigns (`2026-03`): 3 to 5 sends of 800 to 2,400 emails; each later figure
 * is a share of the one it follows from (opened of sent, clicked of opened, subscribed of clicked)
 * or of the emails sent (complaints, unsubscribes).
 */
export function monthCampaigns(month: string): Campaign[] {
  const rng = createRng(`analytics-campaigns:${month}`);
  return Array.from({ length: rng.int(3, 5) }, () => {
    const emails = rng.int(800, 2400);
    const opened = Math.round(emails * rng.float(0.35, 0.55));
    const clicked = Math.round(opened * rng.float(0.08, 0.18));
    return {
      emails,
      opened,
      clicked,
      subscribed: Math.round(clicked * rng.float(0.1, 0.3)),
      complaints: Math.round(emails * rng.float(0, 0.004, 4)),
      unsubscribed: Math.round(emails * rng.float(0.003, 0.012, 4)),
    };
  });
}
