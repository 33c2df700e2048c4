// Makes sure a system Chromium exists before browser tests. Where none is found and this runs as
// root on Debian, it installs Debian's `chromium` package, saying so. It never fetches a browser
// build from anywhere else.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findChrome } from './find-chrome.mjs';

const found = findChrome();
if (found) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/etc/debian_version')) {
  console.log("No Chromium found: installing Debian's 'chromium' package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (findChrome()) {
    console.log(`Chromium installed: ${findChrome()}`);
    process.exit(0);
  }
}

console.error(
  'No Chromium found for the browser tests. Install one (Debian: `sudo apt-get install chromium`) ' +
    'or point CHROME_PATH at a Chromium or Chrome executable.',
);
process.exit(1);
