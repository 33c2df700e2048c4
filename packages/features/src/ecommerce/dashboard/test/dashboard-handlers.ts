import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/** The dashboard's card groups: the last segment of `/api/apps/ecommerce/dashboard/<card>`. */
export const dashboardCards = [
  'summary',
  'statistics',
  'profit-expenses',
  'leads',
  'revenue-report',
  'earnings',
  'popular-products',
  'orders-by-status',
  'transactions',
  'invoices',
] as const;
export type DashboardCardName = (typeof dashboardCards)[number];

const url = (card: DashboardCardName) => `*/api/apps/ecommerce/dashboard/${card}`;

/** Never answers: the card stays on its skeleton. */
export const loadingHandler = (card: DashboardCardName): HttpHandler =>
  http.get(url(card), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** Answers 500 while `shouldFail()` says so (a story's play can let the retry succeed). */
export const failingHandler = (
  card: DashboardCardName,
  shouldFail: () => boolean = () => true,
): HttpHandler =>
  http.get(url(card), () =>
    shouldFail() ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
  );

export { withEcommerce } from '../../../test/story-handlers.ts';
