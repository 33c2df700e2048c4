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
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from 'playwright-core';

import { adminStorage, buildApp, startPreview } from '../../../scripts/preview-server.mjs';
import {
  NAME_HELPER,
  clickAtFrameStart,
  launchChromium,
  row,
  saveResult,
  settled,
  watchPaints,
} from './paint-watch.ts';

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
  await clickAtFrameStart(page, `[data-view="${view}"]`);
  const { start, end } = await settled(page, QUIET_MS);
  return end - start;
}

const { base, stop } = await startPreview(4187);
const browser = await launchChromium();
try {
  const admin = await adminStorage(browser, base);
  const context = await browser.newContext({
    storageState: admin,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(NAME_HELPER);
  await context.addInitScript(watchPaints, {
    root: ROOT,
    marker: EVENT,
    answer: '/api/apps/calendar\\?',
  });
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

  const monthRow = row('month grid after the answer', grid, TARGET_GRID_P75_MS);
  const switchRow = row('any view switch', allSwitches, TARGET_SWITCH_P75_MS);
  const rows = [
    monthRow,
    row('(first events painted)', firstEvents, TARGET_GRID_P75_MS),
    ...VIEWS.map((view) => row(`switch to ${view}`, switches[view] ?? [], TARGET_SWITCH_P75_MS)),
    switchRow,
  ];
  console.table(rows);
  // One line per target, as kanban.bench.ts prints, so a run says at a glance whether it passed.
  // Every view must switch in time, not just most switches: the slowest view's p75 is a target too.
  const slowestView = rows
    .filter((r) => r.measure.startsWith('switch to '))
    .reduce((a, b) => (b.p75Ms > a.p75Ms ? b : a));
  for (const [name, { p75Ms, targetP75Ms }] of [
    ['Month render', monthRow],
    ['View switch', switchRow],
    [`Slowest view (${slowestView.measure})`, slowestView],
  ] as const) {
    const met = targetP75Ms !== null && p75Ms < targetP75Ms;
    console.log(
      `${name}: p75 ${p75Ms} ms (target < ${targetP75Ms} ms): ${met ? 'met' : 'NOT met'}`,
    );
  }
  const result = {
    events: stored,
    quietMs: QUIET_MS,
    rows,
  };
  saveResult(OUTPUT, result);
  await context.close();
} finally {
  await browser.close();
  stop();
}
