// Issue 5's speed checks on the production build, served by `vite preview` with the fake API on:
// 1. JavaScript per route (gzip): every script a first visit to the route downloads, the fake
//    API's chunks excluded (they load lazily and only when VITE_MOCK_API=true). Budget: /login
//    ≤ 150 KB.
// 2. Lighthouse (mobile, simulated throttling) on /login and /dashboards/ecommerce:
//    performance ≥ 95, accessibility 100.
// It prints tables and writes .bench/routes.json. It measures; it never fails a build.
//   node scripts/bench-routes.mjs [--no-build] [--no-lighthouse] [--only-lighthouse]
// The full Lighthouse reports are kept in .bench/lighthouse-<route>.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { chromeArgs, findChrome } from './find-chrome.mjs';
import { adminStorage, buildApp, distDir as dist, startPreview } from './preview-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const LOGIN_BUDGET_KB = 150;

/** Routes a first visit is measured on, and who visits (`as`): the admin, but for the login. */
const routes = [
  { path: '/login', as: 'visitor' },
  ...[
    '/dashboards/ecommerce',
    '/apps/ecommerce/product/list',
    '/apps/ecommerce/product/add',
    '/apps/ecommerce/product/category-list',
    '/apps/ecommerce/order/list',
    '/apps/ecommerce/order/details/1',
    '/apps/ecommerce/customer/list',
    '/apps/ecommerce/manage-review',
    '/apps/ecommerce/referrals',
    '/apps/ecommerce/settings',
    '/access-control',
  ].map((path) => ({ path, as: 'admin' })),
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
const mockKey = Object.keys(manifest).find((k) => k.endsWith('mocks/src/browser.ts'));
/** Chunks only the fake API needs: not counted. */
const mockFiles = new Set(
  [...closure(mockKey ?? '')].filter((k) => !initial.has(k)).map((k) => manifest[k].file),
);
const gzipKB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const { base, stop: stopPreview } = await startPreview(4179);

const executablePath = findChrome();
if (!executablePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
const browser = await chromium.launch({ executablePath, args: chromeArgs });

const admin = await adminStorage(browser, base);

const rows = [];
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
  const kb = counted.reduce((sum, f) => sum + gzipKB(f), 0);
  rows.push({
    route: route.path,
    landedOn: new URL(page.url()).pathname,
    chunks: counted.length,
    gzipKB: +kb.toFixed(1),
    budgetKB: route.path === '/login' ? LOGIN_BUDGET_KB : '',
  });
  await context.close();
}
console.log('JavaScript per route (gzip, first visit, fake API chunks excluded):');
console.table(rows);
const initialKB = [...initial].reduce((sum, k) => sum + gzipKB(manifest[k].file), 0);
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

let lighthouse = [];
if (!args.has('--no-lighthouse')) {
  const { default: runLighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  for (const target of [
    { path: '/login', as: 'visitor' },
    { path: '/dashboards/ecommerce', as: 'admin' },
  ]) {
    const chrome = await launch({
      chromePath: executablePath,
      chromeFlags: ['--headless=new', ...chromeArgs],
    });
    try {
      if (target.as === 'admin') {
        // Lighthouse keeps the storage we set (disableStorageReset), so the visit is signed in.
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await cdp.contexts()[0].addCookies(admin.cookies);
        await cdp.close();
      }
      const result = await runLighthouse(`${base}${target.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: target.as === 'admin',
      });
      const { categories, audits } = result.lhr;
      // The whole report, for the why behind a number (LCP element, long tasks, request chains).
      mkdirSync(join(root, '.bench'), { recursive: true });
      writeFileSync(
        join(root, `.bench/lighthouse${target.path.replaceAll('/', '-')}.json`),
        JSON.stringify(result.lhr),
      );
      lighthouse.push({
        route: target.path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        FCP: audits['first-contentful-paint'].displayValue,
        LCP: audits['largest-contentful-paint'].displayValue,
        TBT: audits['total-blocking-time'].displayValue,
        CLS: audits['cumulative-layout-shift'].displayValue,
      });
      const failed = Object.values(audits)
        .filter(
          (a) =>
            a.score === 0 &&
            result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => a.id);
      if (failed.length) console.log(`Accessibility audits failing on ${target.path}:`, failed);
    } finally {
      await chrome.kill();
    }
  }
  console.log('Lighthouse (mobile; targets: performance ≥ 95, accessibility 100):');
  console.table(lighthouse);
}

await browser.close();
stopPreview();
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(
  join(root, '.bench/routes.json'),
  JSON.stringify({ initialKB: +initialKB.toFixed(1), routes: rows, heavyIn, lighthouse }, null, 2),
);
