import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  preloadPlan,
  preloadScript,
  type BundleLike,
  type ChunkLike,
} from './first-screen-preload.ts';
import { href } from '../routing/route-table.ts';

const chunk = (fileName: string, extra: Partial<ChunkLike> = {}): ChunkLike => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...extra,
});

const bundle: BundleLike = {
  'assets/index-1.js': chunk('assets/index-1.js', {
    isEntry: true,
    facadeModuleId: '/repo/packages/app/index.html',
    imports: ['assets/react-1.js'],
  }),
  'assets/react-1.js': chunk('assets/react-1.js'),
  'assets/login-screen-1.js': chunk('assets/login-screen-1.js', {
    facadeModuleId: '/repo/packages/app/src/screens/login-screen.tsx',
    imports: ['assets/react-1.js', 'assets/text-field-1.js'],
  }),
  'assets/text-field-1.js': chunk('assets/text-field-1.js'),
  'assets/dashboard-page-1.js': chunk('assets/dashboard-page-1.js', {
    facadeModuleId: '/repo/packages/features/src/ecommerce/dashboard/dashboard-page.tsx',
    imports: ['assets/chart-1.js'],
  }),
  'assets/chart-1.js': chunk('assets/chart-1.js'),
  'assets/ecommerce-1.js': chunk('assets/ecommerce-1.js', {
    facadeModuleId: '/repo/packages/mocks/src/handlers/ecommerce.ts',
    imports: ['assets/chart-1.js', 'assets/mocks-kit-1.js'],
  }),
  'assets/mocks-kit-1.js': chunk('assets/mocks-kit-1.js'),
  'assets/frame-1.js': chunk('assets/frame-1.js', {
    facadeModuleId: '/repo/packages/app/src/layouts/signed-in-layout-route.tsx',
  }),
  'assets/locale-en-1.js': chunk('assets/locale-en-1.js'),
  'assets/locale-fr-1.js': chunk('assets/locale-fr-1.js'),
  'assets/locale-en-ecommerce-1.js': chunk('assets/locale-en-ecommerce-1.js'),
  'assets/locale-fr-ecommerce-1.js': chunk('assets/locale-fr-ecommerce-1.js'),
  'assets/index.css': { type: 'asset' },
};

const plan = preloadPlan(
  bundle,
  [
    { path: '/login', modules: ['src/screens/login-screen.tsx'] },
    {
      path: href('dashboards.ecommerce'),
      modules: [
        'features/src/ecommerce/dashboard/dashboard-page.tsx',
        'mocks/src/handlers/ecommerce.ts',
      ],
      namespaces: ['ecommerce'],
    },
  ],
  ['src/layouts/signed-in-layout-route.tsx', 'mocks/src/browser.ts'],
  [href('misc.comingSoon')],
  '/mockServiceWorker.js',
);

/**
 * Runs generated script text, as the page does with the inline <script>: running the text is
 * what these tests are about.
 */
function runScript(script: string, ...params: [string, unknown][]): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is text
  const run = new Function(...params.map(([name]) => name), script) as (...args: unknown[]) => void;
  run(...params.map(([, value]) => value));
}

/** Runs the inline script at `path` and lists the chunks it asked for. */
function preloadsAt(path: string, lang: string, cookie = ''): string[] {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = lang;
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  runScript(preloadScript(plan, '/', false));
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

describe('first-screen preloads', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("plans each screen's chunks beyond the entry's, and the signed-in frame's", () => {
    expect(plan.entry).toBe('assets/index-1.js');
    expect(plan.shared).toEqual(['assets/react-1.js']);
    expect(plan.screens['/login']?.files).toEqual([
      'assets/login-screen-1.js',
      'assets/text-field-1.js',
    ]);
    expect(plan.screens[href('dashboards.ecommerce')]?.files).toEqual([
      'assets/dashboard-page-1.js',
      'assets/chart-1.js',
      'assets/ecommerce-1.js',
      'assets/mocks-kit-1.js',
    ]);
    expect(plan.signedIn).toEqual(['assets/frame-1.js']);
    expect(plan.locales['locale-fr-ecommerce']).toBe('assets/locale-fr-ecommerce-1.js');
  });

  it("asks a visitor's /login for the entry's chunks, its screen and the shown language (plus the English fallback)", () => {
    expect(preloadsAt('/login', 'fr')).toEqual([
      '/assets/react-1.js',
      '/assets/login-screen-1.js',
      '/assets/text-field-1.js',
      '/assets/locale-fr-1.js',
      '/assets/locale-en-1.js',
    ]);
  });

  it('adds the signed-in frame and the screen’s own texts when a session cookie exists', () => {
    expect(preloadsAt(`${href('dashboards.ecommerce')}/`, 'en', 'accessToken=abc')).toEqual([
      '/assets/react-1.js',
      '/assets/dashboard-page-1.js',
      '/assets/chart-1.js',
      '/assets/ecommerce-1.js',
      '/assets/mocks-kit-1.js',
      '/assets/locale-en-ecommerce-1.js',
      '/assets/locale-en-1.js',
      '/assets/frame-1.js',
    ]);
  });

  it('leaves the signed-in frame out on a page shown without it, even with a session', () => {
    expect(preloadsAt(`${href('misc.comingSoon')}/`, 'en', 'accessToken=abc')).toEqual([
      '/assets/react-1.js',
      '/assets/locale-en-1.js',
    ]);
  });

  it("asks only for the entry's chunks and the texts on a path it has no plan for", () => {
    expect(preloadsAt(href('chat'), 'en')).toEqual([
      '/assets/react-1.js',
      '/assets/locale-en-1.js',
    ]);
  });
});

describe('the start script', () => {
  it('imports the entry once, after the first contentful paint or the fallback delay', () => {
    vi.useFakeTimers();
    const imported: string[] = [];
    // The script's `import(...)` becomes a recorder: jsdom cannot load modules.
    const script = preloadScript(plan).replace('import(b+p.entry)', 'record(b+p.entry)');
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    runScript(
      script,
      ['record', (src: string) => imported.push(src)],
      ['PerformanceObserver', FakeObserver],
    );
    expect(imported).toEqual([]);
    report?.({ getEntriesByName: () => [{}] });
    expect(imported).toEqual(['/assets/index-1.js']);
    vi.advanceTimersByTime(1000);
    expect(imported).toHaveLength(1);
    vi.useRealTimers();
  });

  it('starts after the fallback delay when no paint is reported', () => {
    vi.useFakeTimers();
    const imported: string[] = [];
    const script = preloadScript(plan).replace('import(b+p.entry)', 'record(b+p.entry)');
    class SilentObserver {
      observe() {}
    }
    runScript(
      script,
      ['record', (src: string) => imported.push(src)],
      ['PerformanceObserver', SilentObserver],
    );
    vi.advanceTimersByTime(299);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual(['/assets/index-1.js']);
    vi.useRealTimers();
  });

  it('registers the fake API worker at once on a signed-in visit, not for a visitor', () => {
    const register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    try {
      preloadsAt('/login', 'en');
      expect(register).not.toHaveBeenCalled();
      preloadsAt(`${href('dashboards.ecommerce')}/`, 'en', 'accessToken=abc');
      expect(register).toHaveBeenCalledWith('/mockServiceWorker.js');
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('plans no worker for a build without the fake API', () => {
    expect(preloadPlan(bundle, [], [])).not.toHaveProperty('worker');
  });
});
