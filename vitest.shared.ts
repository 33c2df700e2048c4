import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { playwright } from '@vitest/browser-playwright';

import { chromeArgs, findChrome } from './scripts/find-chrome.mjs';

/** The system Chromium, driven by Playwright; never a downloaded browser build. */
export function systemChromium() {
  return playwright({
    launchOptions: { executablePath: findChrome() ?? '/usr/bin/chromium', args: chromeArgs },
    contextOptions: { locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' },
  });
}

/**
 * Dependencies the browser projects pre-bundle up front. Discovered lazily instead, Vite
 * re-optimises mid-run and reloads the page under a running test ("Vite unexpectedly reloaded a
 * test"). Taken from the packages' own dependencies; entries that do not resolve are skipped.
 */
export function browserDeps(): string[] {
  const require = createRequire(import.meta.url);
  const names = new Set<string>([
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'msw',
    'msw/browser',
    '@reduxjs/toolkit/query/react',
    '@hookform/resolvers/zod',
    'storybook/test',
  ]);
  for (const pkg of ['ui', 'features', 'app']) {
    const manifest = JSON.parse(
      readFileSync(new URL(`./packages/${pkg}/package.json`, import.meta.url), 'utf8'),
    ) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (!name.startsWith('@atrium/') && !name.startsWith('@fontsource/')) names.add(name);
    }
  }
  return [...names].filter((name) => {
    try {
      require.resolve(name);
      return true;
    } catch {
      return false;
    }
  });
}

/** What every browser project shares: the app's public files and the pre-bundled dependencies. */
export function browserPage() {
  return { publicDir: 'packages/app/public', optimizeDeps: { include: browserDeps() } };
}

/** Headless system Chromium at the desktop size the stories and baselines are made at. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: systemChromium(),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 800 },
  };
}
