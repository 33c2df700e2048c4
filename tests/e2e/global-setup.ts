import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: PreviewServer | undefined;

const appRoot = fileURLToPath(new URL('../../packages/app', import.meta.url));
/**
 * A build made beforehand, with the fake API on (`npm run build` is, through packages/app/.env):
 * .ci/run builds the app once and hands it over here instead of building it a second time.
 */
const givenDist = process.env.ATRIUM_E2E_DIST ? resolve(process.env.ATRIUM_E2E_DIST) : undefined;
/** A folder of this run's own: two runs at once (two checkouts, a watch and a CI) never collide. */
const outDir = givenDist ?? mkdtempSync(join(tmpdir(), 'atrium-e2e-'));

/**
 * Builds the app with the fake API on (unless ATRIUM_E2E_DIST names one) and serves the production
 * bundle on a free port. A build, not the dev server: what staff get, and no dependency
 * re-optimisation reloading pages mid-test.
 */
export async function setup(project: TestProject): Promise<void> {
  process.env.VITE_MOCK_API = 'true';
  const shared = {
    root: appRoot,
    configFile: `${appRoot}/vite.config.ts`,
    configLoader: 'runner' as const,
    logLevel: 'warn' as const,
  };
  if (!givenDist) {
    await build({ ...shared, build: { outDir, emptyOutDir: true, sourcemap: false } });
  } else if (!existsSync(join(givenDist, 'index.html'))) {
    throw new Error(`ATRIUM_E2E_DIST=${givenDist} holds no built app (index.html); build it first`);
  }
  server = await preview({
    ...shared,
    build: { outDir },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The app preview server did not report a URL');
  project.provide('baseURL', url);
}

export async function teardown(): Promise<void> {
  await server?.close();
  // A given build belongs to whoever made it.
  if (!givenDist) rmSync(outDir, { recursive: true, force: true });
}
