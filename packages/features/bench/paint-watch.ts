/**
 * The paint probe the screen benches share (calendar, kanban): installed before the app's scripts,
 * it notes when the screen's data call resolves (the answer's headers reaching the page) and, from
 * then on, the end of the frame after each change inside the screen's root: each change is
 * followed by a rAF and a posted message (handled once that frame's style, layout and paint are
 * done). `settled` then waits for the screen to stay unchanged for a while: the last such frame is
 * the end. So the JSON parse, the store update, every render and the paint are counted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';

import { chromium, type Page } from 'playwright-core';

import { chromeArgs, findChrome } from '../../../scripts/find-chrome.mjs';

export interface PaintWatchOptions {
  /** The screen's root element (its skeleton is replaced by it). */
  root: string;
  /** An element whose first painted frame is reported as well (a card, an event). */
  marker: string;
  /** The source of a RegExp matching the data call's URL (a GET). */
  answer: string;
}

/** The probe's times, on `window.paintBench`. */
interface Probe {
  answerAt: number | null;
  /** When the answer's body had all arrived (the page's read of it resolving). */
  bodyAt: number | null;
  paintedAt: number | null;
  changedAt: number | null;
  /** The end of the first frame that paints a `marker` in the root. */
  firstMarkerAt: number | null;
  /** Starts watching the root's changes from now (a view switch, a move). */
  watch: () => void;
}

/** The init script (handed to `addInitScript`): installs `window.paintBench`. */
export function watchPaints({ root, marker, answer }: PaintWatchOptions) {
  const probe: Probe = {
    answerAt: null,
    bodyAt: null,
    paintedAt: null,
    changedAt: null,
    firstMarkerAt: null,
    watch: () => {},
  };
  (window as unknown as { paintBench: Probe }).paintBench = probe;
  const answerUrl = new RegExp(answer);
  let observer: MutationObserver | null = null;
  probe.watch = () => {
    observer?.disconnect();
    probe.paintedAt = null;
    probe.changedAt = null;
    observer = new MutationObserver((records) => {
      // A change inside the root, or the root itself arriving (in place of its skeleton).
      const inRoot = records.some((record) => {
        const node = record.target;
        const element = node instanceof Element ? node : node.parentElement;
        if (element?.closest(root)) return true;
        return [...record.addedNodes].some(
          (added) =>
            added instanceof Element && (added.matches(root) || !!added.querySelector(root)),
        );
      });
      if (!inRoot) return;
      probe.changedAt = performance.now();
      const firstMarker =
        probe.firstMarkerAt === null && !!document.querySelector(`${root} ${marker}`);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.paintedAt = performance.now();
          if (firstMarker && probe.firstMarkerAt === null) probe.firstMarkerAt = probe.paintedAt;
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
    if (method === 'GET' && answerUrl.test(url) && probe.answerAt === null) {
      probe.answerAt = performance.now();
      probe.watch();
      // The page's own read of the body: marked as it resolves, ahead of the page's code awaiting
      // it (a copy's read could be answered only after the page's render).
      for (const method of ['text', 'json'] as const) {
        const read = response[method].bind(response) as () => Promise<unknown>;
        Object.defineProperty(response, method, {
          value: () =>
            read().then((body) => {
              probe.bodyAt ??= performance.now();
              return body;
            }),
        });
      }
    }
    return response;
  };
}

export interface Settled {
  /** The answer (or the moment `restartAt` was called). */
  start: number;
  /** The end of the last frame that painted a change. */
  end: number;
  /** The end of the first frame that painted a marker, if one did since the page loaded. */
  first: number | null;
  /** When the answer's body had all arrived (null after `restartAt`, or with no answer). */
  body: number | null;
}

/** Resolves once the root has not changed for `quietMs`; the probe's times are then final. */
export async function settled(page: Page, quietMs: number): Promise<Settled> {
  return page.evaluate(
    (quiet) =>
      new Promise<Settled>((done, fail) => {
        const giveUp = performance.now() + 30_000;
        const probe = (window as unknown as { paintBench: Probe }).paintBench;
        const check = () => {
          const { answerAt, bodyAt, paintedAt, changedAt, firstMarkerAt } = probe;
          if (
            answerAt !== null &&
            paintedAt !== null &&
            changedAt !== null &&
            paintedAt >= changedAt &&
            performance.now() - changedAt > quiet
          ) {
            done({ start: answerAt, end: paintedAt, first: firstMarkerAt, body: bodyAt });
          } else if (performance.now() > giveUp) fail(new Error('the screen never settled'));
          else setTimeout(check, 50);
        };
        check();
      }),
    quietMs,
  );
}

/**
 * Clicks `selector` at the start of a frame, with the probe watching from that moment (its start
 * is then), for a measure that begins with a click rather than an answer (a view switch).
 */
export async function clickAtFrameStart(page: Page, selector: string): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((done, fail) => {
        const button = document.querySelector<HTMLElement>(target);
        if (!button) {
          fail(new Error(`nothing matches ${target}`));
          return;
        }
        requestAnimationFrame(() => {
          const probe = (window as unknown as { paintBench: Probe }).paintBench;
          probe.watch();
          probe.answerAt = performance.now();
          button.click();
          done();
        });
      }),
    selector,
  );
}

export const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? NaN;
export const round = (value: number) => +value.toFixed(1);

/** One table row: p50, p75 and max of `times` against a p75 target (null: reported only). */
export function row(measure: string, times: readonly number[], targetP75Ms: number | null) {
  return {
    measure,
    runs: times.length,
    p50Ms: round(percentile(times, 50)),
    p75Ms: round(percentile(times, 75)),
    maxMs: round(Math.max(...times)),
    targetP75Ms,
  };
}

/** tsx names functions declared inside those handed to the page with a helper only Node has. */
export const NAME_HELPER = { content: 'globalThis.__name = (target) => target;' };

/** The system Chromium, headless, as every bench drives it. */
export async function launchChromium() {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('No Chromium: run node scripts/ensure-chromium.mjs');
  return chromium.launch({ executablePath, args: chromeArgs });
}

/** Writes a bench's result as JSON at `path`, with the load average it ran under. */
export function saveResult(path: string, result: object) {
  mkdirSync(dirname(path), { recursive: true });
  const loadAverage = (loadavg()[0] ?? 0).toFixed(2);
  writeFileSync(path, JSON.stringify({ ...result, loadAverage }, null, 2));
}
