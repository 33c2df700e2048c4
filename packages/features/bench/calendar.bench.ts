/**
 * The calendar with 1,000 events in the current month, on the production build in Chromium with
 * no simulated network latency. The events are created through the fake API the app runs (its
 * POST, as the event drawer's save would), then `/apps/calendar` is opened RUNS times.
 *
 * (a) Month grid: from the moment the page's `fetch` of the events (GET /api/apps/calendar?…)
 *     resolves, that is the answer's headers reaching the page, to the end of the frame that paints
 *     the calendar's last change: its DOM is watched from that moment, each change in it is
 *     followed by a rAF and a posted message (handled once that frame's style, layout and paint
 *     are done), and the last such message before the calendar stays unchanged for QUIET_MS is the
 *     end. So the JSON parse, the store update, React's and FullCalendar's renders (all of them,
 *     including FullCalendar's re-render after measuring the day cells for "+N more") and the paint
 *     are counted. Target p75 < 300 ms.
 * (b) View switches month → week → day → list → month, CYCLES times: from the click on the view
 *     button (made at the start of a frame) to the end of the frame painting the calendar's last
 *     change, measured the same way. Target p75 < 200 ms.
 *
 *   npx tsx packages/features/bench/calendar.bench.ts [--rebuild]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, type Page } from 'playwright-core';

import { chromeArgs, findChrome } from '../../../scripts/find-chrome.mjs';
import { adminStorage, buildApp, startPreview } from '../../../scripts/preview-server.mjs';

const EVENTS = 1_000;
const RUNS = 7;
const CYCLES = 5;
const QUIET_MS = 400;
const TARGET_GRID_P75_MS = 300;
const TARGET_SWITCH_P75_MS = 200;
const CALENDARS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
/** The page's hooks (calendar/page): the calendar's root, an event chip, a view button. */
const ROOT = '[data-testid="event-calendar"]';
const EVENT = '[data-event-id]';
const VIEWS = ['week', 'day', 'list', 'month'] as const;
const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../.bench/calendar.json');

// Reuses the build `npm run bench` just made (bench-routes runs first); --rebuild forces one.
buildApp({ rebuild: process.argv.includes('--rebuild') });

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? NaN;
const round = (value: number) => +value.toFixed(1);

/**
 * Installed before the app's scripts: the time the events' GET resolves, and the end of the frame
 * after each later change inside the calendar (see the file comment).
 */
function watchCalendar({ root, event }: { root: string; event: string }) {
  interface Probe {
    answerAt: number | null;
    paintedAt: number | null;
    changedAt: number | null;
    /** The end of the first frame that paints an event in the calendar. */
    firstEventsAt: number | null;
    /** Starts watching the calendar's changes from now (a view switch). */
    watch: () => void;
  }
  const probe: Probe = {
    answerAt: null,
    paintedAt: null,
    changedAt: null,
    firstEventsAt: null,
    watch: () => {},
  };
  (window as unknown as { calendarBench: Probe }).calendarBench = probe;
  let observer: MutationObserver | null = null;
  probe.watch = () => {
    observer?.disconnect();
    probe.paintedAt = null;
    probe.changedAt = null;
    observer = new MutationObserver((records) => {
      // A change inside the calendar, or the calendar itself arriving (in place of its skeleton).
      const inCalendar = records.some((record) => {
        const node = record.target;
        const element = node instanceof Element ? node : node.parentElement;
        if (element?.closest(root)) return true;
        return [...record.addedNodes].some(
          (added) =>
            added instanceof Element && (added.matches(root) || !!added.querySelector(root)),
        );
      });
      if (!inCalendar) return;
      probe.changedAt = performance.now();
      const firstEvents =
        probe.firstEventsAt === null && !!document.querySelector(`${root} ${event}`);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.paintedAt = performance.now();
          if (firstEvents && probe.firstEventsAt === null) probe.firstEventsAt = probe.paintedAt;
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  };
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await nativeFetch(input, init);
    const request = input instanceof Request ? input : null;
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (method === 'GET' && /\/api\/apps\/calendar\?/.test(url) && probe.answerAt === null) {
      probe.answerAt = performance.now();
      probe.watch();
    }
    return response;
  };
}

/** Resolves once the calendar has not changed for `quietMs`; the probe's times are then final. */
async function settled(
  page: Page,
  quietMs: number,
): Promise<{ start: number; end: number; first: number | null }> {
  return page.evaluate(
    (quiet) =>
      new Promise<{ start: number; end: number; first: number | null }>((done, fail) => {
        const giveUp = performance.now() + 20_000;
        const probe = (
          window as unknown as {
            calendarBench: {
              answerAt: number | null;
              paintedAt: number | null;
              changedAt: number | null;
              firstEventsAt: number | null;
            };
          }
        ).calendarBench;
        const check = () => {
          const { answerAt, paintedAt, changedAt, firstEventsAt } = probe;
          if (
            answerAt !== null &&
            paintedAt !== null &&
            changedAt !== null &&
            paintedAt >= changedAt &&
            performance.now() - changedAt > quiet
          ) {
            done({ start: answerAt, end: paintedAt, first: firstEventsAt });
          } else if (performance.now() > giveUp) fail(new Error('the calendar never settled'));
          else setTimeout(check, 50);
        };
        check();
      }),
    quietMs,
  );
}

/** `count` events spread over the current month's days, all five calendars, some all day. */
async function createEvents(page: Page, count: number): Promise<number> {
  return page.evaluate(async (total) => {
    const now = new Date();
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth();
    const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const calendars = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'];
    const body = (index: number) => {
      const day = 1 + (index % days);
      const allDay = index % 10 === 0;
      const start = allDay
        ? new Date(Date.UTC(year, month, day))
        : new Date(Date.UTC(year, month, day, 7 + ((index * 7) % 11), (index % 4) * 15));
      const end = new Date(
        start.getTime() + (allDay ? 86_400_000 : (30 + (index % 4) * 30) * 60_000),
      );
      return {
        url: '',
        title: `Bench event ${index + 1}`,
        start: start.toISOString(),
        end: end.toISOString(),
        allDay,
        extendedProps: { calendar: calendars[index % calendars.length] },
      };
    };
    // Twenty at a time: the fake API numbers each from the last, whatever the order.
    for (let first = 0; first < total; first += 20) {
      const batch = Array.from({ length: Math.min(20, total - first) }, (_, i) => first + i);
      await Promise.all(
        batch.map(async (index) => {
          const response = await fetch('/api/apps/calendar', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body(index)),
          });
          if (response.status !== 201) throw new Error(`create answered ${response.status}`);
        }),
      );
    }
    const query = calendars.map((c) => `calendars=${c}`).join('&');
    const stored = (await (await fetch(`/api/apps/calendar?${query}`)).json()) as unknown[];
    return stored.length;
  }, count);
}

/** Clicks the `view` button at the start of a frame and waits for the calendar to settle. */
async function switchTo(page: Page, view: string): Promise<number> {
  await page.evaluate((name) => {
    const button = document.querySelector<HTMLElement>(`[data-view="${name}"]`);
    if (!button) throw new Error(`no ${name} button`);
    const probe = (
      window as unknown as {
        calendarBench: { answerAt: number | null; watch: () => void };
      }
    ).calendarBench;
    return new Promise<void>((done) =>
      requestAnimationFrame(() => {
        probe.watch();
        probe.answerAt = performance.now();
        button.click();
        done();
      }),
    );
  }, view);
  const { start, end } = await settled(page, QUIET_MS);
  return end - start;
}

const { base, stop } = await startPreview(4187);
const executablePath = findChrome();
if (!executablePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
const browser = await chromium.launch({ executablePath, args: chromeArgs });
try {
  const admin = await adminStorage(browser, base);
  const context = await browser.newContext({
    storageState: admin,
    viewport: { width: 1440, height: 900 },
  });
  // tsx names the functions declared inside those handed to the page with an `__name` helper
  // that exists only in Node: the page gets a no-op one.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(watchCalendar, { root: ROOT, event: EVENT });
  const page = await context.newPage();
  const calendarUrl = `${base}/apps/calendar?mock-latency=0&${CALENDARS.map((c) => `calendars=${c}`).join('&')}`;
  await page.goto(calendarUrl);
  await page.locator(ROOT).waitFor();
  const stored = await createEvents(page, EVENTS);
  if (stored < EVENTS) throw new Error(`only ${stored} events stored`);

  const grid: number[] = [];
  const firstEvents: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(calendarUrl);
    await page.locator(`${ROOT} ${EVENT}`).first().waitFor();
    const { start, end, first } = await settled(page, QUIET_MS);
    grid.push(end - start);
    if (first !== null) firstEvents.push(first - start);
  }

  const switches: Record<string, number[]> = Object.fromEntries(VIEWS.map((v) => [v, []]));
  await page.waitForLoadState('networkidle');
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    for (const view of VIEWS) switches[view]?.push(await switchTo(page, view));
  }
  const allSwitches = Object.values(switches).flat();

  const rows = [
    {
      measure: 'month grid after the answer',
      runs: grid.length,
      p50Ms: round(percentile(grid, 50)),
      p75Ms: round(percentile(grid, 75)),
      maxMs: round(Math.max(...grid)),
      targetP75Ms: TARGET_GRID_P75_MS,
    },
    {
      measure: '(first events painted)',
      runs: firstEvents.length,
      p50Ms: round(percentile(firstEvents, 50)),
      p75Ms: round(percentile(firstEvents, 75)),
      maxMs: round(Math.max(...firstEvents)),
      targetP75Ms: TARGET_GRID_P75_MS,
    },
    ...VIEWS.map((view) => {
      const times = switches[view] ?? [];
      return {
        measure: `switch to ${view}`,
        runs: times.length,
        p50Ms: round(percentile(times, 50)),
        p75Ms: round(percentile(times, 75)),
        maxMs: round(Math.max(...times)),
        targetP75Ms: TARGET_SWITCH_P75_MS,
      };
    }),
    {
      measure: 'any view switch',
      runs: allSwitches.length,
      p50Ms: round(percentile(allSwitches, 50)),
      p75Ms: round(percentile(allSwitches, 75)),
      maxMs: round(Math.max(...allSwitches)),
      targetP75Ms: TARGET_SWITCH_P75_MS,
    },
  ];
  console.table(rows);
  const result = {
    events: stored,
    quietMs: QUIET_MS,
    rows,
    loadAverage: (loadavg()[0] ?? 0).toFixed(2),
  };
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, JSON.stringify(result, null, 2));
  await context.close();
} finally {
  await browser.close();
  stop();
}
