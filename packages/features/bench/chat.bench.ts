/**
 * Chat with a conversation of 2,000 messages in the fake API (the seed's first chat, its
 * messages repeated a minute apart, through the app's own localStorage snapshot), on the
 * production build in Chromium with no simulated network latency.
 *
 * Opening it (`/apps/chat?chat=<contact>`): from the moment the page's `fetch` of the
 * conversation (GET /api/apps/chat/chats/{userId}) resolves to the end of the first frame
 * painting its messages (paint-watch.ts), RUNS times. Target p75 < 150 ms. Beside it: the time
 * to the log's last change, whether the newest message is in view, and the message elements
 * mounted (target ≤ 80).
 *
 *   npx tsx packages/features/bench/chat.bench.ts [--rebuild]
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Db } from '../../mocks/src/db/schema.ts';
import { adminStorage, buildApp, startPreview } from '../../../scripts/preview-server.mjs';
import { openScaled } from './open-scaled.ts';
import { launchChromium, row, saveResult } from './paint-watch.ts';
import { scaledSnapshot } from './scaled-db.ts';

const MESSAGES = 2_000;
const RUNS = 7;
const QUIET_MS = 400;
const TARGET_OPEN_P75_MS = 150;
const TARGET_MOUNTED = 80;
/** The page's hooks (chat/conversation): the message log, one message. */
const ROOT = '[data-testid="chat-log"]';
const MESSAGE = '[data-testid="chat-message"]';
const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../.bench/chat.json');

/** The seed's first chat, MESSAGES long: its messages in turn, a minute apart, the newest last. */
function scaleChat(db: Db, now: Date) {
  const chat = db.chat.chats[0];
  if (!chat) throw new Error('the seed has no chat');
  const samples = chat.messages;
  chat.messages = Array.from({ length: MESSAGES }, (_, i) => {
    const sample = samples[i % samples.length];
    if (!sample) throw new Error('the seeded chat has no messages');
    return {
      ...sample,
      message: `${sample.message} (${i + 1})`,
      time: new Date(now.getTime() - (MESSAGES - i) * 60_000).toISOString(),
    };
  });
}

buildApp({ rebuild: process.argv.includes('--rebuild') });
let contact = 0;
const snapshot = scaledSnapshot((db, now) => {
  scaleChat(db, now);
  contact = db.chat.chats[0]?.userId ?? 0;
});
const { base, stop } = await startPreview(4195);
const browser = await launchChromium();
try {
  const admin = await adminStorage(browser, base);
  const opened: number[] = [];
  const whole: number[] = [];
  const mounted: number[] = [];
  let newestInView = true;
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page, firstMs, settledMs } = await openScaled({
      browser,
      storageState: admin,
      snapshot,
      url: `${base}/apps/chat?chat=${contact}&mock-latency=0`,
      watch: { root: ROOT, marker: MESSAGE, answer: `/api/apps/chat/chats/${contact}` },
      quietMs: QUIET_MS,
    });
    opened.push(firstMs);
    whole.push(settledMs);
    const seen = await page.evaluate(
      ({ root, message, last }) => {
        const log = document.querySelector(root);
        const messages = [...(log?.querySelectorAll(message) ?? [])];
        const newest = messages.find((m) => m.textContent?.includes(`(${last})`));
        const box = log?.getBoundingClientRect();
        const at = newest?.getBoundingClientRect();
        return {
          count: messages.length,
          newestInView: !!box && !!at && at.bottom <= box.bottom + 1 && at.top >= box.top - 1,
        };
      },
      { root: ROOT, message: MESSAGE, last: MESSAGES },
    );
    mounted.push(seen.count);
    newestInView &&= seen.newestInView;
    await context.close();
  }
  const rows = [
    row('newest messages painted after the answer', opened, TARGET_OPEN_P75_MS),
    row('(log settled)', whole, null),
  ];
  console.table(rows);
  console.table([
    {
      measure: 'messages mounted',
      max: Math.max(...mounted),
      target: `≤ ${TARGET_MOUNTED}`,
      newestInView,
    },
  ]);
  saveResult(OUTPUT, {
    bench: 'chat',
    messages: MESSAGES,
    rows,
    messagesMounted: Math.max(...mounted),
    targetMounted: TARGET_MOUNTED,
    newestInView,
  });
} finally {
  await browser.close();
  stop();
}
