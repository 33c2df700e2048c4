/**
 * The shared harness of the list-search benches (product-search, invoice-search): a list screen
 * of the production build, its fake API's db scaled up through the app's own localStorage
 * snapshot, then a word typed one key at a time. Each keystroke's time runs from the keydown to
 * the end of the first frame painted after the answer for that exact query and the render it
 * brings: a rAF, then a posted message, handled once that frame's style, layout and paint are done
 * (the probe the calendar and kanban benches use, paint-watch.ts). The figure is the p75 over
 * every keystroke. Each keystroke asks the server; the URL follows once typing pauses
 * (`SEARCH_DEBOUNCE_MS`), off the measured path.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import type { Db } from '../../mocks/src/db/schema.ts';
import { SNAPSHOT_KEY } from '../../mocks/src/persistence/snapshot.ts';
import { chromeArgs, findChrome } from '../../../scripts/find-chrome.mjs';
import { adminStorage, buildApp, distDir, startPreview } from '../../../scripts/preview-server.mjs';
import { SEARCH_DEBOUNCE_MS } from '../src/shared/search-debounce.ts';
import { NAME_HELPER } from './paint-watch.ts';
import { scaledSnapshot, servesSnapshot } from './scaled-db.ts';

/** Every list search must paint within this, p75 (the target for each list). */
export const TARGET_P75_MS = 50;

export interface SearchBench {
  /** The result file's name under `.bench/` (without `.json`) and the table's first column. */
  name: string;
  /** How many rows the scaled collection holds, for the table. */
  rows: number;
  /** Replaces the seeded collection with the scaled one (`db.products = seedProducts(n)`). */
  scale: (db: Db, now: Date) => void;
  /** The screen's path in the app. */
  path: string;
  /** The list call's path, whose answers end each keystroke (`/apps/ecommerce/products`). */
  endpoint: string;
  /**
   * The field of the list's answer that counts the filtered rows (`total`, `totalInvoices`), or a
   * dotted path to it (`emails.length`).
   */
  totalKey: string;
  /** Each word is typed forward, one key at a time: every prefix is a new query (no cache hits). */
  words: readonly string[];
  /** The start of the screen's chunk name in the build, to report its gzipped size. */
  chunkPrefix: string;
  /** The preview server's port (each bench its own, so they can never collide). */
  port: number;
  /**
   * For a list that shows a keystroke's rows before the answer (mail's preview over the folder it
   * holds): the list and its rows. The figure is then the keydown to the end of the first frame
   * from which the list shows, and keeps showing, the rows it shows once the answer is rendered
   * (the first rows' texts compared frame by frame); the time to the answer's render is printed
   * beside it.
   */
  shownRows?: { root: string; row: string };
}

const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../.bench');

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** The gzipped size of the screen's chunk in the build, in kB (NaN when not found). */
function chunkSize(prefix: string): { chunk: string; kB: number } {
  const chunk = readdirSync(join(distDir, 'assets')).find(
    (f) => f.startsWith(prefix) && f.endsWith('.js'),
  );
  return {
    chunk: chunk ?? 'not found',
    kB: chunk ? gzipSync(readFileSync(join(distDir, 'assets', chunk))).length / 1024 : NaN,
  };
}

/**
 * `--profile`: a CPU profile of the typing of each word, as `.bench/<name>-<n>.cpuprofile` (open
 * it in Chromium's DevTools; the build's source maps name the functions).
 */
const profiling = process.argv.includes('--profile');

interface Keystroke {
  /** Keydown to the answer read. */
  answerMs: number;
  /** Keydown to the answer's rows painted: the figure (unless `shownRows`). */
  paintMs: number;
  /** With `shownRows`: keydown to the first frame showing the final rows for good: the figure. */
  shownMs: number | null;
  /**
   * Keydown to the start of the frame after that (the harness's measure until December 2026: two
   * rAFs after the answer), printed beside the figure so the two can be compared.
   */
  nextFrameMs: number;
}

/** Types each word into the screen's search box and times every keystroke to its painted rows. */
async function measure(
  bench: SearchBench,
  base: string,
): Promise<{ keystrokes: Keystroke[]; profiles: unknown[] }> {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
  const browser = await chromium.launch({ executablePath, args: chromeArgs });
  try {
    const admin = await adminStorage(browser, base);
    const snapshot = scaledSnapshot(bench.scale);
    const keystrokes: Keystroke[] = [];
    const profiles: unknown[] = [];
    for (const word of bench.words) {
      const context = await browser.newContext({
        storageState: { cookies: admin.cookies, origins: [] },
      });
      await context.addInitScript(NAME_HELPER);
      await context.addInitScript(servesSnapshot, [SNAPSHOT_KEY, snapshot] as const);
      await context.addInitScript(
        ([endpoint, totalKey]) => {
          // When each list call has been answered and read, and the total it counted, by its `q`.
          const answered = new Map<string, number>();
          const totals = new Map<string, unknown>();
          Object.assign(window, { __answered: answered, __totals: totals });
          const realFetch = window.fetch.bind(window);
          window.fetch = async (input, init) => {
            const response = await realFetch(input, init);
            const url = new URL(
              input instanceof Request ? input.url : String(input),
              location.href,
            );
            if (url.pathname.endsWith(endpoint)) {
              const q = url.searchParams.get('q') ?? '';
              void response
                .clone()
                .text()
                .then((text) => {
                  answered.set(q, performance.now());
                  // A dotted path counts too: `emails.length`, for an answer without a total.
                  totals.set(
                    q,
                    totalKey
                      .split('.')
                      .reduce<unknown>(
                        (value, key) => (value as Record<string, unknown> | null)?.[key],
                        JSON.parse(text),
                      ),
                  );
                });
            }
            return response;
          };
        },
        [bench.endpoint, bench.totalKey] as const,
      );
      const page = await context.newPage();
      await page.goto(`${base}${bench.path}?mock-latency=0`);
      const search = page.getByRole('searchbox').first();
      await search.waitFor();
      await page.waitForLoadState('networkidle');
      // The list must be the scaled one: a snapshot the app refused would measure the seed.
      const listed = await page.evaluate(() =>
        (window as unknown as { __totals: Map<string, unknown> }).__totals.get(''),
      );
      if (listed !== bench.rows) {
        throw new Error(`The list holds ${String(listed)} rows, not ${bench.rows}`);
      }
      await search.click();
      const profiler = profiling ? await context.newCDPSession(page) : undefined;
      if (profiler) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
        await profiler.send('Profiler.start');
      }
      let typed = '';
      for (const key of word) {
        typed += key;
        // Keydown time, then: the answer for this exact query, then two frames (committed + painted).
        const keystroke = await page.evaluate(
          async ({ key: k, query, shown }) => {
            const input = document.activeElement as HTMLInputElement;
            const answered = (window as unknown as { __answered: Map<string, number> }).__answered;
            // With `shown`: at the end of each frame after the keydown or a change in the list,
            // the first rows' texts, to find when the final rows reached the screen.
            const frames: { at: number; rows: string }[] = [];
            const rowsNow = () =>
              shown
                ? [...document.querySelectorAll(`${shown.root} ${shown.row}`)]
                    .slice(0, 10)
                    .map((row) => row.textContent ?? '')
                    .join('\n')
                : '';
            const frameEnd = () =>
              requestAnimationFrame(() => {
                const end = new MessageChannel();
                end.port1.onmessage = () => frames.push({ at: performance.now(), rows: rowsNow() });
                end.port2.postMessage(null);
              });
            const listRoot = shown ? document.querySelector(shown.root)?.parentElement : null;
            const observer = new MutationObserver(frameEnd);
            if (listRoot)
              observer.observe(listRoot, {
                subtree: true,
                childList: true,
                attributes: true,
                characterData: true,
              });
            const start = performance.now();
            if (shown) frameEnd();
            input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
            // React listens for input events; the native setter makes it see the new value.
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
              input,
              query,
            );
            input.dispatchEvent(new Event('input', { bubbles: true }));
            while (!answered.has(query)) await new Promise((r) => setTimeout(r, 1));
            const answerMs = performance.now() - start;
            const channel = new MessageChannel();
            let onPosted: (() => void) | null = null;
            channel.port1.onmessage = () => onPosted?.();
            // The render the answer brought runs in a task of React's scheduler, queued as the
            // answer was read: two posted messages later it has committed (a default-priority
            // render does not yield). RTK Query's own notice of the answer waits for the frame.
            for (let task = 0; task < 2; task += 1) {
              await new Promise<void>((resolve) => {
                onPosted = resolve;
                channel.port2.postMessage(null);
              });
            }
            await new Promise((resolve) => requestAnimationFrame(resolve));
            await new Promise<void>((resolve) => {
              onPosted = resolve;
              channel.port2.postMessage(null);
            });
            const painted = performance.now();
            const nextFrame = await new Promise<number>((resolve) =>
              requestAnimationFrame(() => resolve(performance.now())),
            );
            observer.disconnect();
            const final = rowsNow();
            let from = frames.length;
            while (from > 0 && frames[from - 1]?.rows === final) from -= 1;
            const firstFinal = frames[from];
            return {
              answerMs,
              paintMs: painted - start,
              nextFrameMs: nextFrame - start,
              // No frame showed them before the answer's own: that frame is the one.
              shownMs: shown ? (firstFinal?.at ?? painted) - start : null,
            };
          },
          { key, query: typed, shown: bench.shownRows ?? null },
        );
        keystrokes.push(keystroke);
      }
      if (profiler) profiles.push((await profiler.send('Profiler.stop')).profile);
      await context.close();
    }
    return { keystrokes, profiles };
  } finally {
    await browser.close();
  }
}

/**
 * Runs one list-search bench on the production build (the one `npm run bench` just made;
 * `--rebuild` forces one), prints its table and writes `.bench/<name>.json`.
 */
export async function runSearchBench(bench: SearchBench): Promise<void> {
  buildApp({ rebuild: process.argv.includes('--rebuild') });
  const { base, stop } = await startPreview(bench.port);
  try {
    const { keystrokes, profiles } = await measure(bench, base);
    const totals = keystrokes.map((k) => (bench.shownRows ? (k.shownMs ?? NaN) : k.paintMs));
    const { chunk, kB } = chunkSize(bench.chunkPrefix);
    const result = {
      bench: bench.name,
      rows: bench.rows,
      keystrokes: totals.length,
      urlDebounceMs: SEARCH_DEBOUNCE_MS,
      p50Ms: +percentile(totals, 50).toFixed(1),
      p75Ms: +percentile(totals, 75).toFixed(1),
      p75NextFrameMs: +percentile(
        keystrokes.map((k) => k.nextFrameMs),
        75,
      ).toFixed(1),
      maxMs: +Math.max(...totals).toFixed(1),
      // With `shownRows`, the keydown to the answer's own rows painted, beside the figure.
      ...(bench.shownRows
        ? {
            answerPaintP75Ms: +percentile(
              keystrokes.map((k) => k.paintMs),
              75,
            ).toFixed(1),
          }
        : {}),
      // The part of each keystroke spent before the fake API's answer was read.
      answerP75Ms: +percentile(
        keystrokes.map((k) => k.answerMs),
        75,
      ).toFixed(1),
      targetP75Ms: TARGET_P75_MS,
      routeChunk: chunk,
      routeChunkGzipKB: +kB.toFixed(1),
      loadAverage: (loadavg()[0] ?? 0).toFixed(2),
    };
    if (process.env.BENCH_KEYS)
      console.log(
        keystrokes
          .map(
            (k) =>
              `${k.answerMs.toFixed(0)}/${k.paintMs.toFixed(0)}/${k.shownMs?.toFixed(0) ?? '-'}`,
          )
          .join(' '),
      );
    console.table([result]);
    mkdirSync(benchDir, { recursive: true });
    profiles.forEach((profile, i) =>
      writeFileSync(join(benchDir, `${bench.name}-${i}.cpuprofile`), JSON.stringify(profile)),
    );
    writeFileSync(join(benchDir, `${bench.name}.json`), JSON.stringify(result, null, 2));
  } finally {
    stop();
  }
}
