// Lighthouse (mobile profile, simulated throttling) on a route of the production build, as a
// visitor or as the signed-in admin; `runs` times, reported as the median of each figure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { chromeArgs } from '../find-chrome.mjs';
import { load, median } from './machine.mjs';

const root = new URL('../..', import.meta.url).pathname;

async function runOnce({ base, path, cookies, executablePath }) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...chromeArgs],
  });
  try {
    if (cookies) {
      // Lighthouse keeps the storage we set (disableStorageReset), so the visit is signed in.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await cdp.contexts()[0].addCookies(cookies);
      await cdp.close();
    }
    const loadBefore = load();
    const { lhr } = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Boolean(cookies),
    });
    return { lhr, load: Math.max(loadBefore, load()) };
  } finally {
    await chrome.kill();
  }
}

/**
 * The median of `runs` Lighthouse runs on `path`: scores, FCP, LCP, TBT and CLS, the load average
 * and Lighthouse's own CPU benchmark index (higher is a faster machine) beside them. The report of
 * the median-performance run is kept in .bench/lighthouse-<route>.json for the why behind a number.
 */
export async function lighthouseMedian({ base, path, cookies, executablePath, runs = 3 }) {
  const results = [];
  for (let i = 0; i < runs; i += 1)
    results.push(await runOnce({ base, path, cookies, executablePath }));
  const figure = (pick) => median(results.map(({ lhr }) => pick(lhr)));
  const audit = (id) => (lhr) => lhr.audits[id].numericValue;
  const byScore = [...results].sort(
    (a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score,
  );
  const middle = byScore[Math.floor((byScore.length - 1) / 2)].lhr;
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(
    join(root, `.bench/lighthouse${path.replaceAll('/', '-')}.json`),
    JSON.stringify(middle),
  );
  const failingIn = (category) =>
    Object.values(middle.audits)
      .filter((a) => a.score === 0)
      .filter((a) => middle.categories[category].auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id);
  const failing = failingIn('accessibility');
  const practicesFailing = failingIn('best-practices');
  return {
    route: path,
    performance: Math.round(figure((lhr) => lhr.categories.performance.score) * 100),
    accessibility: Math.round(figure((lhr) => lhr.categories.accessibility.score) * 100),
    'best practices': Math.round(figure((lhr) => lhr.categories['best-practices'].score) * 100),
    'FCP s': +(figure(audit('first-contentful-paint')) / 1000).toFixed(2),
    'LCP s': +(figure(audit('largest-contentful-paint')) / 1000).toFixed(2),
    'TBT ms': Math.round(figure(audit('total-blocking-time'))),
    CLS: +figure(audit('cumulative-layout-shift')).toFixed(3),
    runs,
    'load avg': median(results.map((r) => r.load)),
    'cpu index': Math.round(figure((lhr) => lhr.environment.benchmarkIndex)),
    ...(failing.length ? { 'a11y failing': failing.join(' ') } : {}),
    ...(practicesFailing.length ? { 'practices failing': practicesFailing.join(' ') } : {}),
  };
}
