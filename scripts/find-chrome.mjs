// Finds a system Chromium for browser tests: CHROME_PATH, Debian's package, or Playwright's cache.
// It never downloads anything.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

function playwrightCacheCandidates() {
  const roots = [
    process.env.PLAYWRIGHT_BROWSERS_PATH,
    join(homedir(), '.cache', 'ms-playwright'),
  ].filter(Boolean);
  const found = [];
  for (const root of roots) {
    if (!existsSync(root)) continue;
    for (const dir of readdirSync(root)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      for (const sub of [
        'chrome-linux64/chrome',
        'chrome-linux/chrome',
        'chrome-linux/headless_shell',
        'chrome-headless-shell-linux64/chrome-headless-shell',
      ]) {
        found.push(join(root, dir, sub));
      }
    }
  }
  return found;
}

/** @returns {string | null} the path of a Chromium executable, or null. */
export function findChrome() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    ...playwrightCacheCandidates(),
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** Flags that keep Chromium quiet and working on a machine with no network but the registries. */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];
