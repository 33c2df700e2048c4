import { getConfig } from '../config.ts';
import { invoiceSeed } from '../db/parts/invoice.ts';
import { pagesSeed } from '../db/parts/pages.ts';
import { shopSeed } from '../db/parts/shop.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  crmActiveProjects,
  crmActivity,
  crmEarningReports,
  crmOrders,
  crmPipeline,
  crmRevenueGrowth,
  crmSales,
  crmSalesByCountry,
  crmTopCustomers,
} from '../domains/crm-dashboard.ts';
import { api, get, json } from './kit.ts';

const path = (card: string) => api(`/dashboards/crm/${card}`);
/** Periods count back from the configured clock (pinned in stories and tests). */
const now = () => getConfig().clock();

/**
 * Extension: one call per card of the CRM dashboard, each computed from the live db on every
 * request (domains/crm-dashboard.ts has the rules). The cards read the shop (orders, customers,
 * reviews), the invoices and the profile's projects.
 */
export const crmDashboardHandlers = withSeeds(
  [shopSeed, invoiceSeed, pagesSeed],
  [
    get(path('sales'), () => json(crmSales(getDb(), now()))),
    get(path('orders'), () => json(crmOrders(getDb(), now()))),
    get(path('revenue-growth'), () => json(crmRevenueGrowth(getDb(), now()))),
    get(path('earning-reports'), () => json(crmEarningReports(getDb(), now()))),
    get(path('countries'), () => json(crmSalesByCountry(getDb(), now()))),
    get(path('pipeline'), () => json(crmPipeline())),
    get(path('top-customers'), () => json(crmTopCustomers(getDb()))),
    get(path('projects'), () => json(crmActiveProjects(getDb(), now()))),
    get(path('activity'), () => json(crmActivity(getDb(), now()))),
  ],
);
