// The production build served by `vite preview`, for benchmarks: start, sign in, stop.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const appDir = join(root, 'packages/app');
export const distDir = join(appDir, 'dist');

/** Builds the app unless a build is there and `rebuild` is false. */
export function buildApp({ rebuild = true } = {}) {
  if (rebuild || !existsSync(join(distDir, '.vite/manifest.json'))) {
    execSync('npm run build -w @atrium/app', { cwd: root, stdio: 'ignore' });
  }
}

/** Serves packages/app/dist on `port`; resolves with the base URL and a stop function. */
export async function startPreview(port) {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--configLoader', 'runner', '--port', String(port), '--strictPort'],
    { cwd: appDir, stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(base)).ok) return { base, stop };
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('vite preview did not start');
}

/** Signs the demo admin in through the form; returns the storage state (cookies) to reuse. */
export async function adminStorage(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill('admin@demo.com');
  await page.getByLabel(/^Password/).fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const state = await context.storageState();
  await context.close();
  return state;
}
