import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
/** A folder of this run's own: two runs at once (two checkouts, a watch and a CI) never collide. */
const outDir = mkdtempSync(join(tmpdir(), 'atrium-e2e-'));

/**
 * Builds the app with the fake API on and serves the production bundle on a free port. A build,
 * not the dev server: what staff get, and no dependency re-optimisation reloading pages mid-test.
 */
export async function setup(project: TestProject): Promise<void> {
  process.env.VITE_MOCK_API = 'true';
  const shared = {
    root: appRoot,
    configFile: `${appRoot}/vite.config.ts`,
    configLoader: 'runner' as const,
    logLevel: 'warn' as const,
  };
  await build({ ...shared, build: { outDir, emptyOutDir: true, sourcemap: false } });
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
  rmSync(outDir, { recursive: true, force: true });
}
