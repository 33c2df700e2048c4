// Dev tool: screenshot a page in the system Chromium.
// Usage: node scripts/screenshot.mjs URL OUT.png [w=WIDTH] [click=BUTTON NAME]...
import { chromium } from 'playwright-core';
import { chromeArgs, findChrome } from './find-chrome.mjs';
const [url, out, ...flags] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
const width = Number(flags.find((f) => f.startsWith('w='))?.slice(2) ?? 1280);
const page = await browser.newPage({ viewport: { width, height: 900 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
for (const f of flags) {
  if (f.startsWith('click=')) {
    await page.getByRole('button', { name: f.slice(6), exact: true }).click();
    await page.waitForTimeout(300);
  }
}
await page.screenshot({ path: out, fullPage: true });
console.log(logs.join('\n'));
console.log(
  await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    mode: document.documentElement.dataset.mode,
    sw: !!navigator.serviceWorker?.controller,
  })),
);
await browser.close();
