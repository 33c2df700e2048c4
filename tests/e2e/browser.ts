import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

import { afterAll } from 'vitest';

import { chromeArgs, findChrome } from '../../scripts/find-chrome.mjs';

/** The system Chromium, launched the way every machine here can run it. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs`');
  return chromium.launch({ executablePath, args: chromeArgs });
}

/**
 * One browser per test file, started by the file's first page. Registered when a test file
 * imports this module, so the file closes it after its last test without a setup of its own.
 */
let shared: Promise<Browser> | undefined;
afterAll(async () => {
  await (await shared)?.close();
  shared = undefined;
});

/**
 * A fresh context (empty storage, or `storageState`'s cookies and storage) and a page that fails
 * the test on any uncaught page error.
 */
export async function openPage(
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  shared ??= launchBrowser();
  const context = await (
    await shared
  ).newContext({
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
