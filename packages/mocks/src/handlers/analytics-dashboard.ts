import { getConfig } from '../config.ts';
import { pagesSeed } from '../db/parts/pages.ts';
import { shopSeed } from '../db/parts/shop.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  analyticsAverageDailySales,
  analyticsCampaigns,
  analyticsEarningReports,
  analyticsProjects,
  analyticsSalesByCountries,
  analyticsSalesOverview,
  analyticsSourceVisits,
  analyticsSupportTracker,
  analyticsTotalEarning,
  analyticsTraffic,
} from '../domains/analytics/dashboard.ts';
import { api, get, json } from './kit.ts';

const path = (card: string) => api(`/dashboards/analytics/${card}`);
/** Periods count back from the configured clock (pinned in stories and tests). */
const now = () => getConfig().clock();

/**
 * Extension: one call per card of the analytics dashboard, computed on every request from the
 * orders and customers (shop), the profile's projects (pages) and the seeded series
 * (domains/analytics/series.ts).
 */
export const analyticsDashboardHandlers = withSeeds(
  [shopSeed, pagesSeed],
  [
    get(path('traffic'), () => json(analyticsTraffic(getDb(), now()))),
    get(path('average-daily-sales'), () => json(analyticsAverageDailySales(getDb(), now()))),
    get(path('sales-overview'), () => json(analyticsSalesOverview(getDb(), now()))),
    get(path('earning-reports'), () => json(analyticsEarningReports(getDb(), now()))),
    get(path('support-tracker'), () => json(analyticsSupportTracker(now()))),
    get(path('sales-by-countries'), () => json(analyticsSalesByCountries(getDb(), now()))),
    get(path('total-earning'), () => json(analyticsTotalEarning(getDb(), now()))),
    get(path('campaigns'), () => json(analyticsCampaigns(now()))),
    get(path('source-visits'), () => json(analyticsSourceVisits(now()))),
    get(path('projects'), () => json(analyticsProjects(getDb()))),
  ],
);
