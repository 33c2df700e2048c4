/**
 * Build-time only (vite.config.ts uses it; the app never imports it). How the app starts:
 * 1. index.html paints the initial loader. The entry does not start before that paint: as a plain
 *    module script it would run as soon as it has arrived, which on a fast connection is before
 *    the browser's first paint, and the page would stay blank until the first screen rendered.
 * 2. Then one inline script asks for every chunk the visit needs at once: the entry and its
 *    imports, and the first screen's chunks, which the app would otherwise learn of only after the
 *    entry has run (one more round trip). It knows the URL, the stored language (the pre-paint
 *    script has set `lang`) and whether a session cookie exists.
 */

/** The parts of a Rollup/Rolldown output chunk this reads. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}
export type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/**
 * A screen worth preloading on a first visit to `path`: its modules (the screen, and the fake API
 * domain its first requests need) and the namespaces it reads.
 */
export interface FirstScreen {
  path: string;
  modules: readonly string[];
  namespaces?: readonly string[];
}

export interface PreloadPlan {
  /** The entry chunk, and the chunks it imports. */
  entry: string;
  shared: string[];
  /** Chunks of each first screen (beyond the entry's), by path. */
  screens: Record<string, { files: string[]; namespaces: readonly string[] }>;
  /** Chunks a signed-in visit needs whatever the screen (the frame, the store, the fake API). */
  signedIn: string[];
  /** Paths shown without the signed-in frame (blank or no layout): no frame to preload there. */
  frameless: string[];
  /** Locale chunks by chunk name: `locale-en`, `locale-en-ecommerce`. */
  locales: Record<string, string>;
  /**
   * The fake API's service worker, when the build has the fake API: a signed-in visit registers
   * it at once, so it installs while the chunks download instead of after the entry has run.
   */
  worker?: string;
}

const chunks = (bundle: BundleLike): ChunkLike[] =>
  Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');

export function preloadPlan(
  bundle: BundleLike,
  screens: readonly FirstScreen[],
  signedInModules: readonly string[],
  framelessPaths: readonly string[] = [],
  worker?: string,
): PreloadPlan {
  const all = chunks(bundle);
  const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file) || !byFile.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const chunk of all) if (chunk.isEntry) closure(chunk.fileName, entry);
  const entryChunk = all.find((chunk) => chunk.isEntry);
  const filesOf = (module: string): string[] => {
    const chunk = all.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
    return chunk ? [...closure(chunk.fileName)].filter((file) => !entry.has(file)) : [];
  };
  return {
    entry: entryChunk?.fileName ?? '',
    shared: [...entry].filter((file) => file !== entryChunk?.fileName),
    screens: Object.fromEntries(
      screens.map((screen) => [
        screen.path,
        {
          files: [...new Set(screen.modules.flatMap(filesOf))],
          namespaces: screen.namespaces ?? [],
        },
      ]),
    ),
    signedIn: [...new Set(signedInModules.flatMap(filesOf))],
    frameless: [...framelessPaths],
    locales: Object.fromEntries(
      all.filter((c) => c.name.startsWith('locale-')).map((c) => [c.name, c.fileName]),
    ),
    ...(worker ? { worker } : {}),
  };
}

/**
 * Where no paint is reported (a background tab draws nothing), the app starts after this anyway.
 */
const START_FALLBACK_MS = 300;

/**
 * The inline script. With `start`, it waits until the browser reports the first contentful paint
 * (the loader is on screen; a frame that was only drawn may still wait for the compositor on a
 * busy machine), or `START_FALLBACK_MS`, then adds a modulepreload link for every chunk of the visit and
 * imports the entry; without, it only adds the links (what the unit tests run). Preloading never
 * throws: a failure only loses the head start.
 */
export function preloadScript(plan: PreloadPlan, base = '/', start = true): string {
  const links = `try{var d=document,g=d.documentElement.lang||'en',f=p.shared.slice();
function a(x){if(x&&f.indexOf(x)<0)f.push(x)}
var h=location.pathname.replace(/\\/+$/,'')||'/',s=p.screens[h];
if(s){s.files.forEach(a);s.namespaces.forEach(function(n){a(p.locales['locale-'+g+'-'+n]);a(p.locales['locale-en-'+n])})}
a(p.locales['locale-'+g]);a(p.locales['locale-en']);
if(/(?:^|; )accessToken=[^;]/.test(d.cookie)&&p.frameless.indexOf(h)<0)p.signedIn.forEach(a);
f.forEach(function(x){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=b+x;d.head.appendChild(l)})}catch(e){}`;
  // Not waiting for the paint: installing the worker is the browser's work, off the page's thread.
  const worker = `try{if(p.worker&&/(?:^|; )accessToken=[^;]/.test(document.cookie))navigator.serviceWorker.register(p.worker).catch(function(){})}catch(e){}`;
  const head = `var p=${JSON.stringify(plan)},b=${JSON.stringify(base)};${worker}`;
  if (!start) return `(function(){${head}${links}})();`;
  return `(function(){${head}var started=false;function start(){if(started)return;started=true;${links}
import(b+p.entry)}
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(e){start()}
setTimeout(start,${START_FALLBACK_MS})})();`;
}
