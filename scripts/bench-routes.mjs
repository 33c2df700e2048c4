// The first-screen speed checks on the production build, served by `vite preview` with the fake
// API on (packages/features/README.md, "First screens", has the design and the targets):
// 1. JavaScript per route (gzip): every script a first visit to the route downloads, the fake
//    API's chunks excluded (they load lazily and only when VITE_MOCK_API=true). Budget: /login
//    ≤ 150 KB.
// 2. Component renders on a first visit to the e-commerce dashboard, by card; on every dashboard,
//    when its cards' figures painted against when the chart and map chunks came (text first).
// 3. Lighthouse (mobile, simulated throttling), median of 3 runs (BENCH_RUNS), on the login, the
//    dashboard and the product list, with the load average and a fixed-work time beside them.
// It prints tables and writes .bench/routes.json. It measures; it never fails a build.
//   node scripts/bench-routes.mjs [--no-build] [--no-lighthouse] [--only-lighthouse]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { criticalPath, reportOf } from './bench/critical-path.mjs';
import { countRenders } from './bench/renders.mjs';
import { textFirst } from './bench/text-first.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';
import { fixedWorkMs, load } from './bench/machine.mjs';
import { moduleTable } from './bench/modules.mjs';
import { chromeArgs, findChrome } from './find-chrome.mjs';
import { adminStorage, buildApp, distDir as dist, startPreview } from './preview-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const LOGIN_BUDGET_KB = 150;

/** The dashboards: their JavaScript, and their text before their charts. */
const dashboards = [
  '/dashboards/ecommerce',
  '/dashboards/analytics',
  '/dashboards/crm',
  '/dashboards/academy',
  '/dashboards/logistics',
];

/** Routes a first visit is measured on, and who visits (`as`): the admin, but for the login. */
const routes = [
  { path: '/login', as: 'visitor' },
  ...[
    ...dashboards,
    '/apps/ecommerce/product/list',
    '/apps/ecommerce/product/add',
    '/apps/ecommerce/product/category-list',
    '/apps/ecommerce/order/list',
    '/apps/ecommerce/order/details/1',
    '/apps/ecommerce/customer/list',
    '/apps/ecommerce/manage-review',
    '/apps/ecommerce/referrals',
    '/apps/ecommerce/settings',
    '/apps/academy/my-course',
    '/apps/academy/course-details',
    '/apps/logistics/fleet',
    '/access-control',
  ].map((path) => ({ path, as: 'admin' })),
];

/** Where Lighthouse measures a first visit (targets: the table of the first-screen design in README). */
const lighthouseRoutes = [
  { path: '/login', as: 'visitor' },
  { path: '/dashboards/ecommerce', as: 'admin' },
  { path: '/apps/ecommerce/product/list', as: 'admin' },
  { path: '/front-pages/landing', as: 'visitor' },
];

buildApp({ rebuild: !args.has('--no-build') });

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const closure = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entryKey);
/** The fake API's entry and the domains it loads on demand (packages/mocks/src/handlers). */
const mockKeys = Object.keys(manifest).filter(
  (k) => k.endsWith('mocks/src/browser.ts') || /mocks\/src\/handlers\/[\w-]+\.ts$/.test(k),
);
/** Chunks only the fake API needs: not counted. */
const mockFiles = new Set(
  mockKeys
    .flatMap((k) => [...closure(k)])
    .filter((k) => !initial.has(k))
    .map((k) => manifest[k].file),
);
/**
 * Chunks of the chart libraries and the world's shapes, which load after the first paint
 * (packages/ui's lazy plots and maps): counted apart from what the first screen needs.
 */
const chartFiles = new Set(
  Object.keys(manifest)
    .filter(
      (k) =>
        /node_modules\/(@nivo\/[^/]+\/dist|world-atlas)\//.test(k) && manifest[k].isDynamicEntry,
    )
    .flatMap((k) => [...closure(k)])
    .filter((k) => !initial.has(k))
    .map((k) => manifest[k].file),
);
const gzipKB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const { base, stop: stopPreview } = await startPreview(4179);

const executablePath = findChrome();
if (!executablePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
const browser = await chromium.launch({ executablePath, args: chromeArgs });

const admin = await adminStorage(browser, base);

const rows = [];
/** The chunks the login downloads, for its table by module. */
let loginFiles = [];
for (const route of args.has('--only-lighthouse') ? [] : routes) {
  const context = await browser.newContext(
    route.as === 'admin' ? { storageState: { cookies: admin.cookies, origins: [] } } : {},
  );
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  await page.goto(`${base}${route.path}`);
  // The screen is in: the initial loader is gone and the route's chunks have arrived.
  await page.waitForSelector('#initial-loader', { state: 'detached' });
  await page.waitForLoadState('networkidle');
  const counted = [...files].filter((f) => !mockFiles.has(f));
  if (route.path === '/login') loginFiles = counted;
  const sumKB = (list) => +list.reduce((sum, f) => sum + gzipKB(f), 0).toFixed(1);
  rows.push({
    route: route.path,
    landedOn: new URL(page.url()).pathname,
    chunks: counted.length,
    gzipKB: sumKB(counted.filter((f) => !chartFiles.has(f))),
    chartsAfterPaintKB: sumKB(counted.filter((f) => chartFiles.has(f))),
    budgetKB: route.path === '/login' ? LOGIN_BUDGET_KB : '',
  });
  await context.close();
}
console.log(
  'JavaScript per route (gzip, first visit, fake API chunks excluded; the charts, loaded after the first paint, apart):',
);
console.table(rows);
const initialKB = [...initial].reduce((sum, k) => sum + gzipKB(manifest[k].file), 0);
let login;
if (loginFiles.length) {
  const { rows: modules, ownKB, librariesKB, bundlerKB, ...floors } = moduleTable(dist, loginFiles);
  const loginKB = rows.find((row) => row.route === '/login')?.gzipKB ?? 0;
  const over = +(loginKB - LOGIN_BUDGET_KB).toFixed(1);
  login = { gzipKB: loginKB, budgetKB: LOGIN_BUDGET_KB, chunks: loginFiles.length, ...floors };
  console.log(
    `/login by module (gzip per group, shares): the project's own code ${ownKB} KB, libraries ${librariesKB} KB, unattributed ${bundlerKB} KB:`,
  );
  console.table(modules);
  const restKB = +(loginKB - floors.librariesFloorKB - floors.ownFloorKB).toFixed(1);
  console.log(
    `/login: ${loginKB} KB gzip of JavaScript in ${loginFiles.length} chunks, budget ${LOGIN_BUDGET_KB} KB: ` +
      (over > 0 ? `${over} KB over.` : `within, ${-over} KB to spare.`) +
      `\n  The libraries it requires, their code alone gzipped as one piece (about the least they cost, however chunked): ${floors.librariesFloorKB} KB` +
      `${floors.librariesFloorKB > LOGIN_BUDGET_KB ? ', above the budget by itself' : ''}.` +
      `\n  The project's own code and texts, as one piece: ${floors.ownFloorKB} KB.` +
      `\n  The rest, ${restKB} KB: what the source maps give to no module (the bundler's glue between chunks, pieces of the styled CSS) and the compression lost at chunk boundaries.`,
  );
}
console.log(`Entry chunks every route pays: ${initialKB.toFixed(1)} KB gzip`);

/** Which lazy chunks hold the heavy libraries the speed budget keeps out of other routes. */
const heavy = ['@fullcalendar', '@nivo', 'react-dnd', '@tiptap', 'pusher-js', 'laravel-echo'];
const heavyIn = {};
for (const [key, chunk] of Object.entries(manifest)) {
  const mapFile = join(dist, `${chunk.file}.map`);
  if (!chunk.file.endsWith('.js') || !existsSync(mapFile)) continue;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  for (const lib of heavy) {
    if (map.sources.some((s) => s.includes(`node_modules/${lib}`))) {
      (heavyIn[lib] ??= []).push(initial.has(key) ? `${chunk.file} (ENTRY!)` : chunk.file);
    }
  }
}
console.log('Heavy libraries, by chunk:', heavyIn);

// The dashboard's renders, by card: what a first visit costs in React work.
const dashboardContext = await browser.newContext({
  storageState: { cookies: admin.cookies, origins: [] },
});
const renders = args.has('--only-lighthouse')
  ? undefined
  : await countRenders(dashboardContext, `${base}/dashboards/ecommerce`);
const textFirstRows = [];
for (const path of args.has('--only-lighthouse') ? [] : dashboards) {
  textFirstRows.push({
    route: path,
    ...(await textFirst(dashboardContext, `${base}${path}`, (file) => chartFiles.has(file))),
  });
}
await dashboardContext.close();
if (textFirstRows.length) {
  console.log(
    'Text before charts, first visit to each dashboard (ms from navigation start): every card showing its figures, against the chart and map chunks asked for and arrived:',
  );
  console.table(textFirstRows);
}
if (renders) {
  console.log(
    `Component renders on a first visit to /dashboards/ecommerce: ${renders.renders} in ${renders.commits} commits, by card:`,
  );
  console.table(
    Object.entries(renders.byGroup)
      .sort(([, a], [, b]) => b - a)
      .map(([card, count]) => ({ card, renders: count })),
  );
}

const lighthouse = [];
/** What the signed-in routes download before their largest element (scripts/bench/critical-path.mjs). */
const critical = [];
if (!args.has('--no-lighthouse')) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const baselineMs = fixedWorkMs();
  for (const target of lighthouseRoutes) {
    const cookies = target.as === 'admin' ? admin.cookies : undefined;
    lighthouse.push(
      await lighthouseMedian({ base, path: target.path, cookies, executablePath, runs }),
    );
  }
  console.log(
    `Lighthouse, mobile, median of ${runs} runs (targets in the table below the routes: performance ≥ 95 on /login and the landing page, ≥ 90 signed in; accessibility 100; best practices 100 on the landing page). ` +
      `Fixed work on this machine now: ${baselineMs} ms (load ${load()}); cpu index is Lighthouse's own (higher is faster).`,
  );
  console.table(lighthouse);
  for (const target of lighthouseRoutes.filter((route) => route.as === 'admin')) {
    const path = criticalPath({
      report: reportOf(root, target.path),
      dist,
      fakeApiFiles: mockFiles,
    });
    critical.push({ route: target.path, ...path });
    console.log(
      `${target.path} before its largest element (${path.largestElement}): ${path.totalKB} KB of JavaScript in ${path.scripts} chunks, the fake API's ${path.fakeApiKB} KB of it. ` +
        `At Lighthouse's simulated ${path.throughputKbps / 1024} Mbit/s that takes ${path.downloadS} s to download, before any of it runs (LCP target 2.5 s); ` +
        `the libraries among it, alone as one piece, ${path.librariesFloorKB} KB: ${path.librariesDownloadS} s.`,
    );
  }
}

await browser.close();
stopPreview();
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench/routes.json'),
  JSON.stringify(
    {
      initialKB: +initialKB.toFixed(1),
      routes: rows,
      login,
      heavyIn,
      renders,
      textFirst: textFirstRows,
      lighthouse,
      critical,
    },
    null,
    2,
  ),
);
