/**
 * One opening of a screen on a scaled fake API (the mail and chat benches): a fresh context
 * signed in, serving the scaled snapshot and watching paints, the screen opened and settled.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { SNAPSHOT_KEY } from '../../mocks/src/persistence/snapshot.ts';
import { NAME_HELPER, settled, watchPaints, type PaintWatchOptions } from './paint-watch.ts';
import { servesSnapshot } from './scaled-db.ts';

export interface ScaledOpening {
  browser: Browser;
  /** The signed-in storage state (`adminStorage`). */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The scaled db as the app's snapshot (`scaledSnapshot`). */
  snapshot: string;
  /** The screen's address, with the preview's origin. */
  url: string;
  watch: PaintWatchOptions;
  /** How long the screen must stay unchanged to count as settled. */
  quietMs: number;
}

export interface ScaledOpened {
  context: BrowserContext;
  page: Page;
  /** The answer to the end of the first frame painting a marker. */
  firstMs: number;
  /** The answer to the end of the frame painting the last change. */
  settledMs: number;
  /** The answer's headers to its whole body arrived (through the fake API's service worker). */
  bodyMs: number;
}

/** Opens the screen and waits for it to settle; the caller closes the context. */
export async function openScaled(opening: ScaledOpening): Promise<ScaledOpened> {
  const context = await opening.browser.newContext({
    storageState: opening.storageState,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(NAME_HELPER);
  await context.addInitScript(servesSnapshot, [SNAPSHOT_KEY, opening.snapshot] as const);
  await context.addInitScript(watchPaints, opening.watch);
  const page = await context.newPage();
  await page.goto(opening.url);
  await page.locator(`${opening.watch.root} ${opening.watch.marker}`).first().waitFor();
  const { start, end, first, body } = await settled(page, opening.quietMs);
  if (first === null) throw new Error(`nothing matching ${opening.watch.marker} was painted`);
  if (body === null) throw new Error('the answer was never read whole');
  return { context, page, firstMs: first - start, settledMs: end - start, bodyMs: body - start };
}
