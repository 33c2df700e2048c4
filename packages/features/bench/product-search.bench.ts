/**
 * The product list with 10,000 products in the fake API: a search keystroke to the updated rows
 * painted, p75 over 20 keystrokes (target < 50 ms), on the production build in Chromium with no
 * simulated network latency (the harness: search-keystrokes.ts).
 *
 *   npx tsx packages/features/bench/product-search.bench.ts [--rebuild]
 */
import { seedProducts } from '../../mocks/src/db/seed/products.ts';
import { runSearchBench } from './search-keystrokes.ts';

const PRODUCTS = 10_000;

await runSearchBench({
  name: 'product-search',
  rows: PRODUCTS,
  scale: (db) => {
    db.products = seedProducts(PRODUCTS);
  },
  path: '/apps/ecommerce/product/list',
  endpoint: '/apps/ecommerce/products',
  totalKey: 'total',
  words: ['Mechanical', 'Headphones'],
  chunkPrefix: 'product-list-page',
  port: 4180,
});
