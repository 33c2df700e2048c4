import { fileURLToPath } from 'node:url';

import { createServer, type ViteDevServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: ViteDevServer | undefined;

/** Serves the app with the fake API on, on a free port, for the end-to-end tests. */
export async function setup(project: TestProject): Promise<void> {
  process.env.VITE_MOCK_API = 'true';
  server = await createServer({
    root: fileURLToPath(new URL('../../packages/app', import.meta.url)),
    configFile: fileURLToPath(new URL('../../packages/app/vite.config.ts', import.meta.url)),
    configLoader: 'runner',
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The app dev server did not report a URL');
  project.provide('baseURL', url);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
