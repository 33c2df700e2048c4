import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

import { chromeArgs, findChrome } from '../../scripts/find-chrome.mjs';

/** The system Chromium, launched the way every machine here can run it. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs`');
  return chromium.launch({ executablePath, args: chromeArgs });
}

/**
 * A fresh context (empty storage, or `storageState`'s cookies and storage) and a page that fails
 * the test on any uncaught page error.
 */
export async function openPage(
  browser: Browser,
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    ...(storageState ? { storageState } : {}),
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}
