import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type AliasOptions, type Plugin } from 'vite';

import { routeNamespaces } from '@atrium/features/i18n-namespaces';
import { MOCK_WORKER_URL } from '@atrium/mocks/worker-url';
import { documentPrePaintScript, prePaintCss } from '@atrium/ui/pre-paint';

import { preloadPlan, preloadScript, type FirstScreen } from './src/build/first-screen-preload.ts';
import { prerenderedHtml } from './src/build/prerender-html.ts';
import type * as Prerender from './src/build/prerender.tsx';
import { featureRouteList, routeDefs } from './src/routing/route-table.ts';

/** Applies the stored theme and language in <head>, and styles the initial loader, before the first paint. */
function prePaint(): Plugin {
  return {
    name: 'atrium-pre-paint',
    transformIndexHtml: () => [
      // The charset first: browsers look for it in the first 1,024 bytes, which the script fills.
      { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
      { tag: 'script', children: documentPrePaintScript(), injectTo: 'head-prepend' },
      { tag: 'style', children: prePaintCss(), injectTo: 'head' },
    ],
  };
}

/**
 * The entry's stylesheet (the bundled fonts' @font-face rules, 3 KB gzip) goes inline in <head>:
 * as a <link> it would hold back the first paint, the initial loader, by a round trip.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'atrium-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag: string, file: string) => {
            const asset = bundle?.[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          },
        ),
    },
  };
}

/**
 * Screens a first visit often lands on, whose chunks the inline preload script asks for with the
 * entry (see src/build/first-screen-preload.ts), by route id: their paths and texts come from the
 * route table. The modules are what the bundle knows a screen by: the screen, and the fake API's
 * domain that answers its first requests (absent from a build without the fake API);
 * tests/e2e/start.e2e.ts fails when a first screen needs a script the plan does not preload (a
 * module moved, say).
 */
const firstScreenModules: Record<string, readonly string[]> = {
  login: ['src/screens/login-screen.tsx'],
  // The landing page is a visitor's first screen: it needs the route table too (the router
  // starts with the login alone, src/routing/create-app-router.tsx).
  'front.landing': [
    'features/src/front-pages/landing/landing-page.tsx',
    'src/routing/app-routes.tsx',
  ],
  'dashboards.ecommerce': [
    'features/src/ecommerce/dashboard/dashboard-page.tsx',
    'mocks/src/handlers/ecommerce.ts',
  ],
  // The other dashboards of the navigation's first group: a bookmark or a shared link opens them.
  'dashboards.analytics': [
    'features/src/analytics/dashboard/analytics-dashboard-page.tsx',
    'mocks/src/handlers/analytics-dashboard.ts',
  ],
  'dashboards.crm': [
    'features/src/analytics/crm/crm-dashboard-page.tsx',
    'mocks/src/handlers/crm-dashboard.ts',
  ],
  'dashboards.academy': [
    'features/src/academy/dashboard/dashboard-page.tsx',
    'mocks/src/handlers/academy.ts',
  ],
  'dashboards.logistics': [
    'features/src/logistics/dashboard/dashboard-page.tsx',
    'mocks/src/handlers/logistics.ts',
  ],
};
/** A path the inline script can compare as it is (no parameters). */
const isStaticPath = (path: string) => !/[:*]/.test(path);
const namespacesById = new Map<string, readonly string[]>(
  featureRouteList.map((route) => [route.id, route.namespaces ?? []]),
);
const firstScreens: FirstScreen[] = routeDefs.flatMap((def) => {
  const modules = firstScreenModules[def.id];
  if (!modules || !isStaticPath(def.path)) return [];
  return [{ path: def.path, modules, namespaces: namespacesById.get(def.id) ?? [] }];
});
/**
 * Where a signed-in visitor sees no frame (blank or no layout), so its chunks wait. Guest-only
 * pages (the login) are not among them: they send a signed-in visitor on to the dashboard.
 */
const framelessPaths = routeDefs
  .filter((def) => def.layout === 'blank' || def.layout === 'none')
  .filter((def) => def.access.kind !== 'guest' && isStaticPath(def.path))
  .map((def) => def.path);
/**
 * What every signed-in visit needs, whatever the screen: the route table too (the router starts
 * with the login alone, src/routing/create-app-router.tsx), and the fake API's domains the frame
 * itself asks (the nav's Chat count).
 */
const signedInModules = [
  'src/routing/app-routes.tsx',
  'src/layouts/signed-in-layout-route.tsx',
  'src/store.ts',
  'mocks/src/browser.ts',
  // The navigation's Chat count asks the chat call on every signed-in screen.
  'mocks/src/handlers/chat.ts',
];

/** Replaces Vite's entry script and preload links with the start script (see its module). */
function startAfterFirstPaint(): Plugin {
  let base = '/';
  let mockApi = false;
  return {
    name: 'atrium-start-after-first-paint',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
      mockApi = config.env.VITE_MOCK_API === 'true';
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        if (!bundle) return html;
        const plan = preloadPlan(
          bundle,
          firstScreens,
          signedInModules,
          framelessPaths,
          mockApi ? MOCK_WORKER_URL : undefined,
        );
        const script = `<script>${preloadScript(plan, base)}</script>`;
        return html
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, script);
      },
    },
  };
}

/**
 * A visitor's first screens as HTML of their own beside index.html (src/build/prerender.tsx), so
 * the page paints, its heading the largest paint, from the HTML alone: before the entry's 145 KB
 * have arrived and run. The app then renders the same screen out of sight and takes its place.
 * The pages render in Node through a Vite server of the app's sources, once the bundle is written.
 */
function prerenderPages(alias: AliasOptions): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'atrium-prerender-pages',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react()],
        resolve: { alias },
        appType: 'custom',
        // Node would load its CommonJS build, whose default export is not `styled`.
        ssr: { noExternal: ['styled-components'] },
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerenderedPages, prerenderPage } = (await server.ssrLoadModule(
          '/src/build/prerender.tsx',
        )) as typeof Prerender;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const spec of prerenderedPages) {
          const page = await prerenderPage(spec);
          const file = join(outDir, page.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, prerenderedHtml(template, page));
        }
      } finally {
        await server.close();
      }
    },
  };
}

// The fake API's cookie store needs a host's registrable domain, not the 250 KB public suffix
// list that comes with it (see the stand-in's comment).
const alias: AliasOptions = [{ find: /^tldts$/, replacement: '@atrium/mocks/tldts-lite' }];

const localeFile = /[\\/]locales[\\/](en|fr|de|ar)\.json$/;
const featureLocaleFile = /[\\/]features[\\/]src[\\/]([\w-]+)[\\/]locales[\\/]/;

/**
 * Every package's texts of one language travel together (one request), except a feature's route
 * namespaces: those load with its first screen, in a chunk of their own.
 */
function localeChunk(id: string): string | null {
  const language = localeFile.exec(id)?.[1];
  if (!language) return null;
  const feature = featureLocaleFile.exec(id)?.[1];
  return feature && (routeNamespaces as readonly string[]).includes(feature)
    ? `locale-${language}-${feature}`
    : `locale-${language}`;
}

const routeTableModule =
  /[\\/]app[\\/]src[\\/]routing[\\/]|[\\/]features[\\/]src[\\/]([\w-]+[\\/]routes|shared[\\/]feature-route)\.ts$/;

export default defineConfig({
  plugins: [react(), prePaint(), inlineEntryCss(), startAfterFirstPaint(), prerenderPages(alias)],
  resolve: { alias },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, every route's first download, in one chunk:
            // a dozen small chunks compress worse than their sum, and each is one more request.
            // The texts stay in their per-language chunks (the entry imports them only lazily).
            { name: 'start', tags: ['$initial'], test: (id) => !localeFile.test(id), priority: 1 },
            // The route table (the app's and every feature's routes, the guard), which the router
            // adds after the login (src/routing/create-app-router.tsx): one chunk, not three.
            { name: 'app-routes', test: routeTableModule, priority: 1 },
            { name: localeChunk, priority: 2 },
          ],
        },
      },
    },
  },
});
