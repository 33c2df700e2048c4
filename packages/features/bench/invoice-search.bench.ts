/**
 * The invoice list with 10,000 invoices in the fake API: a search keystroke to the updated rows
 * painted, p75 over every keystroke (target < 50 ms), on the production build in Chromium with no
 * simulated network latency (the harness: search-keystrokes.ts). The words are a client's first
 * name and a company, as staff look an invoice up.
 *
 *   npx tsx packages/features/bench/invoice-search.bench.ts [--rebuild]
 */
import { seedInvoices } from '../../mocks/src/db/seed/invoices.ts';
import { runSearchBench } from './search-keystrokes.ts';

const INVOICES = 10_000;

await runSearchBench({
  name: 'invoice-search',
  rows: INVOICES,
  scale: (db, now) => {
    db.invoices = seedInvoices(now, INVOICES);
  },
  path: '/apps/invoice/list',
  endpoint: '/apps/invoice',
  totalKey: 'totalInvoices',
  words: ['Victoria', 'northwind'],
  chunkPrefix: 'invoice-list-page',
  port: 4181,
});
