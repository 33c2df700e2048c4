import { playwright } from '@vitest/browser-playwright';

import { chromeArgs, findChrome } from './scripts/find-chrome.mjs';

/** The system Chromium, driven by Playwright; never a downloaded browser build. */
export function systemChromium() {
  return playwright({
    launchOptions: { executablePath: findChrome() ?? '/usr/bin/chromium', args: chromeArgs },
    contextOptions: { locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' },
  });
}
